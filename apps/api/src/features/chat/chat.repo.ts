import type { Database } from '@app/db';
import type { Kysely } from 'kysely';

function withSender(db: Kysely<Database>) {
  return db
    .selectFrom('chatMessages as m')
    .leftJoin('users as u', 'u.id', 'm.userId')
    .select(['m.id', 'm.userId', 'm.message', 'm.createdAt', 'u.firstName', 'u.lastName', 'u.username']);
}
export type ChatRow = Awaited<ReturnType<ReturnType<typeof withSender>['execute']>>[number];

/**
 * A page of the conversation by id (ids grow with time): the newest `limit`, or the newest before
 * `before`, newest first; with `after`, the oldest after it, oldest first (catching up after a reconnect).
 */
export function page(
  db: Kysely<Database>,
  opts: { before?: number; after?: number; limit: number },
): Promise<ChatRow[]> {
  let query = withSender(db);
  if (opts.after !== undefined)
    return query.where('m.id', '>', opts.after).orderBy('m.id', 'asc').limit(opts.limit).execute();
  if (opts.before !== undefined) query = query.where('m.id', '<', opts.before);
  return query.orderBy('m.id', 'desc').limit(opts.limit).execute();
}

export function findById(db: Kysely<Database>, id: number): Promise<ChatRow | undefined> {
  return withSender(db).where('m.id', '=', id).executeTakeFirst();
}

export async function insert(
  db: Kysely<Database>,
  values: { userId: number; message: string; createdAt: Date },
): Promise<number> {
  const row = await db
    .insertInto('chatMessages')
    .values({ ...values, createdAt: values.createdAt as never })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
