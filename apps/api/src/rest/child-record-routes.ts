import type { z } from 'zod';
import type { UserCtx } from '../core/service-context';
import type { RequestCtx } from '../plugins/request-context';
import type { Permission } from '../security/access';
import type { Rest } from './route';

type Schema = z.ZodType;
type Ctx = RequestCtx & UserCtx;

/**
 * A kind of record that belongs to a parent (an organization's payrolls, a group health section's plans):
 * listed and created under the parent's path, changed and deleted under its own.
 */
export interface ChildRecords<PP extends Schema, P extends Schema, C extends Schema, U extends Schema> {
  /** The parent's path, e.g. /api/organizations/:id/payrolls, and its params (the parent's id as `id`). */
  parentUrl: string;
  parentParams: PP;
  /** The record's own path, e.g. /api/payrolls (`/:id` is added). */
  url: string;
  params: P;
  /** Who lists them (the calendars read some of these lists too) and who changes them. */
  list: Permission;
  edit: Permission;
  create: C;
  update: U;
  /** What each route answers (OpenAPI, rest/answer.ts): the list, a created record, a changed one, a deletion. */
  answers: { list: Schema; created: Schema; updated: Schema; removed?: Schema };
  /** PATCH unless said otherwise (the payrolls answer PUT too). */
  updateMethods?: ReadonlyArray<'PUT' | 'PATCH'>;
  service: {
    list(ctx: Ctx, parentId: number): Promise<unknown>;
    create(ctx: Ctx, parentId: number, input: z.output<C>): Promise<unknown>;
    update(ctx: Ctx, id: number, input: z.output<U>): Promise<unknown>;
    /** Left out when the records are never deleted (merchant accounts). */
    remove?(ctx: Ctx, id: number): Promise<unknown>;
  };
}

/** Declares the list, create (201), update and delete routes of one kind of child record. */
export function childRecordRoutes<
  PP extends z.ZodType<{ id: number }>,
  P extends z.ZodType<{ id: number }>,
  C extends Schema,
  U extends Schema,
>(rest: Rest, def: ChildRecords<PP, P, C, U>): void {
  const { service } = def;
  rest.route({
    method: 'GET',
    url: def.parentUrl,
    permission: def.list,
    params: def.parentParams,
    response: def.answers.list,
    handler: (ctx, { params }) => service.list(ctx as Ctx, params.id),
  });
  rest.route({
    method: 'POST',
    url: def.parentUrl,
    permission: def.edit,
    params: def.parentParams,
    body: def.create,
    status: 201,
    response: def.answers.created,
    handler: (ctx, { params, body }) => service.create(ctx as Ctx, params.id, body as z.output<C>),
  });
  for (const method of def.updateMethods ?? ['PATCH']) {
    rest.route({
      method,
      url: `${def.url}/:id`,
      permission: def.edit,
      params: def.params,
      body: def.update,
      response: def.answers.updated,
      handler: (ctx, { params, body }) => service.update(ctx as Ctx, params.id, body as z.output<U>),
    });
  }
  const remove = service.remove;
  const removed = def.answers.removed;
  if (!remove || !removed) return;
  rest.route({
    method: 'DELETE',
    url: `${def.url}/:id`,
    permission: def.edit,
    params: def.params,
    response: removed,
    handler: (ctx, { params }) => remove(ctx as Ctx, params.id),
  });
}
