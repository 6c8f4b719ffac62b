import type { Database } from '@app/db';
import { form1099Dates } from '@app/domain';
import { sql, type Kysely } from 'kysely';
import { capped } from '../../lists/list-page';
import { countRows, jsonPage, rowCount } from '../../lists/list-page.repo';

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

const ENTITIES = ['client', 'organization'] as const;

/**
 * One entity kind's rows of one tax year, with its saved status (no row saved reads as pending).
 * `upTo`: only the first rows in the list's order (name, id), read from the name index of the
 * filers (`*_1099_name_idx`), so a page stops after its rows instead of sorting every filer.
 */
function branch(f: Form1099Filter, entity: 'client' | 'organization', taxYear: number, upTo?: number) {
  const table = entity === 'client' ? sql`clients` : sql`organizations`;
  const name = entity === 'client' ? sql`e.full_name` : sql`e.business_dba`;
  const saved = sql`s.entity_type = ${entity}::text and s.entity_id = e.id and s.tax_year = ${taxYear}::int`;
  // Open rows: no completed status saved (an anti-join; a saved 'pending' row has no completion time).
  const status =
    f.completed === false
      ? sql`'pending'::text as status, null::timestamptz as completed_at
    from ${table} e
    where not exists (select from form1099_statuses s where ${saved} and s.status = 'completed')`
      : sql`coalesce(s.status, 'pending') as status, s.completed_at
    from ${table} e ${f.completed ? sql`join` : sql`left join`} form1099_statuses s on ${saved}
      ${f.completed ? sql`and s.status = 'completed'` : sql``}
    where true`;
  return sql`(select ${entity}::text as entity_type, e.id as entity_id, ${name} as entity_name,
      ${taxYear}::int as tax_year, ${form1099Dates(taxYear).dueDate}::date as due_date, ${status}
      and e.issues1099 and e.deleted_at is null ${f.entityId !== undefined ? sql`and e.id = ${f.entityId}` : sql``}
    ${upTo !== undefined ? sql`order by lower(${name}), e.id limit ${rowCount(upTo)}` : sql``})`;
}

/** Every entity kind and tax year of the filter, each limited to its first `upTo` rows when given. */
function rows(f: Form1099Filter, upTo?: number) {
  const kinds = ENTITIES.filter((k) => f.entityType === undefined || f.entityType === k);
  const branches = f.taxYears.flatMap((year) => kinds.map((k) => branch(f, k, year, upTo)));
  return sql<Form1099Row>`(${sql.join(branches, sql` union all `)})`;
}

/**
 * A page by due date, then name (completed ones too, the section decides which). Each tax year
 * and entity kind gives at most offset + limit rows in name order; only those are sorted.
 */
export function listPage(
  db: Kysely<Database>,
  f: Form1099Filter,
  limit: number,
  offset: number,
): Promise<Form1099Row[]> {
  if (f.taxYears.length === 0) return Promise.resolve([]);
  const query = db
    .selectFrom(rows(f, offset + limit).as('r'))
    .selectAll()
    .orderBy('r.dueDate')
    .orderBy(sql`lower(r.entity_name)`)
    .orderBy('r.entityType')
    .orderBy('r.entityId')
    .limit(limit)
    .offset(offset);
  return jsonPage(db, query) as Promise<Form1099Row[]>;
}

/**
 * The rows, counted up to `upTo` when given (a list's capped total): from the counts the triggers
 * keep (migration 2026-11-25T1720: filers per entity type, their completed statuses per tax year),
 * or for one entity by its rows.
 */
export async function count(db: Kysely<Database>, f: Form1099Filter, upTo?: number): Promise<number> {
  if (f.taxYears.length === 0) return 0;
  if (f.entityId !== undefined) return capped(await countRows(db.selectFrom(rows(f).as('r'))), upTo);
  const kinds = ENTITIES.filter((k) => f.entityType === undefined || f.entityType === k);
  const { rows: counted } = await sql<{ filers: string; completed: string }>`
    select coalesce(sum(fc.filers), 0) as filers, coalesce(sum(cc.completed), 0) as completed
    from unnest(${kinds}::text[]) as k(entity_type) cross join unnest(${f.taxYears}::int[]) as y(tax_year)
    left join form1099_filer_counts fc on fc.entity_type = k.entity_type
    left join form1099_completed_counts cc on cc.entity_type = k.entity_type and cc.tax_year = y.tax_year`.execute(db);
  const filers = Number(counted[0]?.filers ?? 0);
  const completed = Number(counted[0]?.completed ?? 0);
  return capped(f.completed === true ? completed : f.completed === false ? filers - completed : filers, upTo);
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
