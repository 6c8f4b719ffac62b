import { RecordIdInput } from '@app/domain';
import type { z } from 'zod';
import type { UserCtx } from '../core/service-context';
import type { procedure } from './init';

type Builder = ReturnType<typeof procedure>;
type ParentParams = z.ZodObject<{ id: z.ZodType<number, unknown> }>;

/**
 * The tRPC side of `rest/child-record-routes.ts`: `list` and `create` under the parent's id, `update` and
 * `delete` by the record's own id (`{ id, data }` for the writes). A router mounts them under its names.
 */
export function childRecordProcedures<
  PP extends ParentParams,
  C extends z.ZodType,
  U extends z.ZodType,
  L,
  CR,
  UR,
  RR,
>(def: {
  parentParams: PP;
  /** Who lists them and who changes them. */
  list: Builder;
  edit: Builder;
  create: C;
  update: U;
  service: {
    list(ctx: UserCtx, parentId: number): Promise<L>;
    create(ctx: UserCtx, parentId: number, input: z.output<C>): Promise<CR>;
    update(ctx: UserCtx, id: number, input: z.output<U>): Promise<UR>;
    remove(ctx: UserCtx, id: number): Promise<RR>;
  };
}) {
  const { service } = def;
  return {
    list: def.list.input(def.parentParams).query(({ ctx, input }) => service.list(ctx, (input as { id: number }).id)),
    create: def.edit.input(def.parentParams.extend({ data: def.create })).mutation(({ ctx, input }) => {
      const { id, data } = input as { id: number; data: z.output<C> };
      return service.create(ctx, id, data);
    }),
    update: def.edit.input(RecordIdInput.extend({ data: def.update })).mutation(({ ctx, input }) => {
      const { id, data } = input as { id: number; data: z.output<U> };
      return service.update(ctx, id, data);
    }),
    delete: def.edit.input(RecordIdInput).mutation(({ ctx, input }) => service.remove(ctx, input.id)),
  };
}
