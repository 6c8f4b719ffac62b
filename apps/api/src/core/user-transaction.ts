import { inTransaction, type UserCtx } from './service-context';

/** inTransaction for a signed-in caller: the transaction's context keeps the user typed. */
export function inUserTransaction<T>(ctx: UserCtx, fn: (tx: UserCtx) => Promise<T>): Promise<T> {
  return inTransaction(ctx, (tx) => fn({ ...tx, user: ctx.user }));
}
