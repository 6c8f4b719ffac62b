import { OrganizationIdInput } from '@app/domain';
import type { z } from 'zod';
import type { UserCtx } from '../core/service-context';
import { sendCsv, type CsvExport } from '../lists/csv-export';
import { setTotalHeaders } from '../lists/list-page';
import type { RequestCtx } from '../plugins/request-context';
import type { Permission } from '../security/access';
import type { Rest } from './route';
import { JsonText, jsonTextOf } from '../core/json-text';

// The routes of the deadline lists (1099, sales tax, SOI, business licenses, estimated tax): the list
// with its CSV download, the status change of one row, and the schedules an organization's save makes.

type Ctx = RequestCtx & UserCtx;
type Schema = z.ZodType;
type Query = z.ZodType<{ format?: string }>;

export interface CsvList<Q extends Query> {
  url: string;
  permission: Permission;
  query: Q;
  /** The JSON answer (an array of rows); `?format=csv` answers text/csv. */
  answer: Schema;
  /** The page: its rows, or their JSON text as the database wrote them. */
  list(ctx: Ctx, query: z.output<Q>): Promise<{ items: unknown[] | JsonText; total: number; totalCapped?: boolean }>;
  csv(ctx: Ctx, query: z.output<Q>): CsvExport | Promise<CsvExport>;
}

/** A bare array with x-total-count (and x-total-capped when counting stopped); ?format=csv downloads every match. */
export function csvListRoute<Q extends Query>(rest: Rest, def: CsvList<Q>): void {
  rest.route({
    method: 'GET',
    url: def.url,
    permission: def.permission,
    query: def.query,
    response: { json: def.answer, files: ['text/csv'], headers: ['x-total-count', 'x-total-capped'] },
    handler: async (ctx, input, { reply }) => {
      const query = input.query as z.output<Q>;
      if (query.format === 'csv') return sendCsv(reply, await def.csv(ctx as Ctx, query));
      const page = await def.list(ctx as Ctx, query);
      setTotalHeaders(reply, { total: page.total, totalCapped: page.totalCapped ?? false });
      return page.items instanceof JsonText ? page.items : jsonTextOf(page.items);
    },
  });
}

export interface DeadlineList<Q extends Query, P extends Schema, B extends Schema> extends CsvList<Q> {
  /** PUT <url>: the row's key in the path, its new status in the body (canAccessCalendars edits). */
  status: {
    url: string;
    params: P;
    body: B;
    answer: Schema;
    save(ctx: Ctx, input: z.output<P> & z.output<B>): Promise<unknown>;
  };
}

/** A deadline list (csvListRoute) and the status change of its rows. */
export function deadlineListRoutes<Q extends Query, P extends Schema, B extends Schema>(
  rest: Rest,
  def: DeadlineList<Q, P, B>,
): void {
  csvListRoute(rest, def);
  rest.route({
    method: 'PUT',
    url: def.status.url,
    permission: ['calendars', 'edit'],
    params: def.status.params,
    body: def.status.body,
    response: def.status.answer,
    handler: (ctx, { params, body }) =>
      def.status.save(ctx as Ctx, { ...(params as object), ...(body as object) } as z.output<P> & z.output<B>),
  });
}

export interface OrganizationSchedule<G extends Schema, R extends Schema> {
  /** The schedule's path: <url>/generate and <url>/remove. */
  url: string;
  /** The organization's rows: /api/organizations/:id/<rows>. */
  organizationUrl: string;
  generate: G;
  remove: R;
  /** What the routes answer: the rows made, how many were removed, the organization's rows. */
  answers: { generated: Schema; removed: Schema; listed: Schema };
  service: {
    generate(ctx: Ctx, input: z.output<G>): Promise<unknown>;
    remove(ctx: Ctx, input: z.output<R>): Promise<unknown>;
    listForOrganization(ctx: Ctx, organizationId: number): Promise<unknown>;
  };
}

/** The rows an organization's save schedules (SOI events, business license renewals): made, removed, listed. */
export function organizationScheduleRoutes<G extends Schema, R extends Schema>(
  rest: Rest,
  def: OrganizationSchedule<G, R>,
): void {
  const edit = ['organizations', 'edit'] as const;
  rest.route({
    method: 'POST',
    url: `${def.url}/generate`,
    permission: edit,
    body: def.generate,
    response: def.answers.generated,
    handler: (ctx, { body }) => def.service.generate(ctx as Ctx, body as z.output<G>),
  });
  // DELETE with a JSON body as the spec sends it; ?organizationId= works too.
  rest.route({
    method: 'DELETE',
    url: `${def.url}/remove`,
    permission: edit,
    bodyOrQuery: def.remove,
    response: def.answers.removed,
    handler: (ctx, { body }) => def.service.remove(ctx as Ctx, body as z.output<R>),
  });
  rest.route({
    method: 'GET',
    url: def.organizationUrl,
    permission: ['organizations', 'read'],
    params: OrganizationIdInput,
    response: def.answers.listed,
    handler: (ctx, { params }) => def.service.listForOrganization(ctx as Ctx, params.id),
  });
}
