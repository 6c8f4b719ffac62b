import type { Database } from '@app/db';
import { sql, type Kysely } from 'kysely';
import { jsonPage } from '../../list-page.repo';

export interface Form1099Filter {
  /** Tax years listed (each due January 31 of the year after). */
  taxYears: number[];
  /** completed only, open only (not completed), or both. */
  completed?: boolean;
  entityType?: 'client' | 'organization';
  entityId?: number;
}

export interface Form1099Row {
  entityType: 'client' | 'organization';
  entityId: number;
  entityName: string;
  taxYear: number;
  dueDate: string;
  status: 'pending' | 'completed';
  completedAt: string | null;
}

/**
 * One row per entity with `issues1099` (clients and organizations not deleted) and tax year,
 * with its saved status (no row saved reads as pending).
 */
function rows(db: Kysely<Database>, f: Form1099Filter) {
  const entities = sql`
    select 'client'::text as entity_type, c.id as entity_id, c.full_name as entity_name from clients c
      where c.issues1099 and c.deleted_at is null ${f.entityType === 'organization' ? sql`and false` : sql``}
      ${f.entityId !== undefined ? sql`and c.id = ${f.entityId}` : sql``}
    union all
    select 'organization'::text, o.id, o.business_dba from organizations o
      where o.issues1099 and o.deleted_at is null ${f.entityType === 'client' ? sql`and false` : sql``}
      ${f.entityId !== undefined ? sql`and o.id = ${f.entityId}` : sql``}`;
  const done =
    f.completed === undefined
      ? sql``
      : f.completed
        ? sql`where s.status = 'completed'`
        : sql`where s.status is distinct from 'completed'`;
  return sql<Form1099Row>`(
    select e.entity_type, e.entity_id, e.entity_name, y.tax_year, make_date(y.tax_year + 1, 1, 31) as due_date,
      coalesce(s.status, 'pending') as status, s.completed_at
    from (${entities}) e
    cross join unnest(${f.taxYears}::int[]) as y(tax_year)
    left join form1099_statuses s on s.entity_type = e.entity_type and s.entity_id = e.entity_id and s.tax_year = y.tax_year
    ${done})`;
}

/** A page by due date, then name (completed ones too, the section decides which). */
export function listPage(
  db: Kysely<Database>,
  f: Form1099Filter,
  limit: number,
  offset: number,
): Promise<Form1099Row[]> {
  if (f.taxYears.length === 0) return Promise.resolve([]);
  const query = db
    .selectFrom(rows(db, f).as('r'))
    .selectAll()
    .orderBy('r.dueDate')
    .orderBy(sql`lower(r.entity_name)`)
    .orderBy('r.entityType')
    .orderBy('r.entityId')
    .limit(limit)
    .offset(offset);
  return jsonPage(db, query) as Promise<Form1099Row[]>;
}

/** The rows, counted up to `upTo` when given (a list's capped total). */
export async function count(db: Kysely<Database>, f: Form1099Filter, upTo?: number): Promise<number> {
  if (f.taxYears.length === 0) return 0;
  const matches = db.selectFrom(rows(db, f).as('r')).select('r.entityId');
  const row = await db
    .selectFrom((upTo === undefined ? matches : matches.limit(upTo)).as('m'))
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** 404 check: the entity exists, is not deleted and issues 1099s. */
export async function entityIssues1099(
  db: Kysely<Database>,
  entityType: 'client' | 'organization',
  entityId: number,
): Promise<boolean> {
  const table = entityType === 'client' ? 'clients' : 'organizations';
  const row = await db
    .selectFrom(table)
    .select('issues1099')
    .where('id', '=', entityId)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  return row?.issues1099 === true;
}

/** Saves the status of an entity and tax year (insert or update). */
export async function upsertStatus(
  db: Kysely<Database>,
  v: {
    entityType: 'client' | 'organization';
    entityId: number;
    taxYear: number;
    status: 'pending' | 'completed';
    completedAt: Date | null;
    userId: number;
  },
): Promise<void> {
  await db
    .insertInto('form1099Statuses')
    .values({
      clientId: v.entityType === 'client' ? v.entityId : null,
      organizationId: v.entityType === 'organization' ? v.entityId : null,
      taxYear: v.taxYear,
      status: v.status,
      completedAt: v.completedAt as never,
      updatedBy: v.userId,
    })
    .onConflict((oc) =>
      oc
        .columns(['entityType', 'entityId', 'taxYear'])
        .doUpdateSet({ status: v.status, completedAt: v.completedAt as never, updatedBy: v.userId }),
    )
    .execute();
}
