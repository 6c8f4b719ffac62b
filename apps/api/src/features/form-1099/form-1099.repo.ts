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
const kindsOf = (f: Form1099Filter) => ENTITIES.filter((k) => f.entityType === undefined || f.entityType === k);

/** How a branch reads its rows: the first `upTo` in the list's order (name, id), or backwards. */
interface Reading {
  upTo: number;
  backwards?: boolean;
}

/**
 * One entity kind's rows of one tax year, with its saved status (no row saved reads as pending).
 * `reading`: only the first rows in the list's order (name, id) or its reverse, read from the name
 * index of the filers (`*_1099_name_idx`), so a page stops after its rows instead of sorting every filer.
 */
function branch(f: Form1099Filter, entity: 'client' | 'organization', taxYear: number, reading?: Reading) {
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
  const dir = sql.raw(reading?.backwards ? ' desc' : '');
  return sql`(select ${entity}::text as entity_type, e.id as entity_id, ${name} as entity_name,
      ${taxYear}::int as tax_year, ${form1099Dates(taxYear).dueDate}::date as due_date, ${status}
      and e.issues1099 and e.deleted_at is null ${f.entityId !== undefined ? sql`and e.id = ${f.entityId}` : sql``}
    ${reading ? sql`order by lower(${name})${dir}, e.id${dir} limit ${rowCount(reading.upTo)}` : sql``})`;
}

/** Every entity kind of each tax year given, each read as the year's reading says when given. */
function rows(f: Form1099Filter, years: { taxYear: number; reading?: Reading }[]) {
  const branches = years.flatMap((y) => kindsOf(f).map((k) => branch(f, k, y.taxYear, y.reading)));
  return sql<Form1099Row>`(${sql.join(branches, sql` union all `)})`;
}

const everyYear = (f: Form1099Filter, reading?: Reading) => f.taxYears.map((taxYear) => ({ taxYear, reading }));

/** The list's order (due date, then name), or its reverse: a total order, ties broken by entity type and id. */
function listOrder(backwards = false) {
  const dir = sql.raw(backwards ? ' desc' : '');
  return sql`r.due_date${dir}, lower(r.entity_name)${dir}, r.entity_type${dir}, r.entity_id${dir}`;
}

/** No tax year can be in the filter's section (the overdue section of a year not yet due): no row. */
export const matchesNone = (f: Form1099Filter): boolean => f.taxYears.length === 0;

/**
 * A page by due date, then name (completed ones too, the section decides which). A later page
 * reads only the rows `yearSlice` finds it needs from the kept counts; the first page, a page of
 * one entity (a row a year at most) and a filter naming a year twice (its rows listed twice, its
 * count per year once) are read as `fullPage` reads them.
 */
export async function listPage(
  db: Kysely<Database>,
  f: Form1099Filter,
  limit: number,
  offset: number,
): Promise<Form1099Row[]> {
  if (matchesNone(f)) return [];
  if (offset === 0 || f.entityId !== undefined || new Set(f.taxYears).size < f.taxYears.length)
    return fullPage(db, f, limit, offset);
  const { rows: read } = await sql<{ counts: string }>`select ${yearCounts(f)} as counts`.execute(db);
  const counts = read[0]!.counts;
  const slice = yearSlice(counts, limit, offset);
  // Past the end as that statement saw the list.
  if (!slice) return [];
  const page = await slicePage(db, f, slice);
  // Another session's write between the two statements moved the counts: the slice may be off.
  return page.counts === counts ? (JSON.parse(page.items) as Form1099Row[]) : fullPage(db, f, limit, offset);
}

/**
 * The page from every tax year and entity kind: each gives at most offset + limit rows in name
 * order; only those are sorted.
 */
function fullPage(db: Kysely<Database>, f: Form1099Filter, limit: number, offset: number): Promise<Form1099Row[]> {
  const query = db
    .selectFrom(rows(f, everyYear(f, { upTo: offset + limit })).as('r'))
    .selectAll()
    .orderBy('r.dueDate')
    .orderBy(sql`lower(r.entity_name)`)
    .orderBy('r.entityType')
    .orderBy('r.entityId')
    .limit(limit)
    .offset(offset);
  return jsonPage(db, query) as Promise<Form1099Row[]>;
}

type Slice = NonNullable<ReturnType<typeof yearSlice>>;

/**
 * Where a page lies in the list, from its rows per tax year (`year:rows,...`, by tax year, which is
 * the due dates' order: each year has one due date, so years never interleave). Only the years the
 * page overlaps are read, each up to the page's far edge, and the page is found from whichever end
 * of those years is nearer; within a year the entity kinds interleave by name, so each kind reads
 * all the rows it might hold. Null when the page lies past the end.
 */
function yearSlice(counts: string, limit: number, offset: number) {
  let start = 0;
  const years = counts.split(',').map((entry) => {
    const [taxYear, n] = entry.split(':').map(Number) as [number, number];
    const year = { taxYear, start, end: start + n };
    start += n;
    return year;
  });
  const end = Math.min(offset + limit, start);
  if (offset >= end) return null;
  const inPage = years.filter((y) => y.end > y.start && y.start < end && y.end > offset);
  const first = inPage[0]!.start;
  const last = inPage[inPage.length - 1]!.end;
  const backwards = last - end < offset - first;
  return {
    years: inPage.map((y) => ({
      taxYear: y.taxYear,
      reading: { upTo: backwards ? y.end - offset : end - y.start, backwards },
    })),
    backwards,
    limit: end - offset,
    offset: backwards ? last - end : offset - first,
  };
}

/** A slice's rows (as JSON text, in the list's order) and the counts, read in one statement. */
async function slicePage(db: Kysely<Database>, f: Form1099Filter, slice: Slice) {
  const page = sql`(select * from ${rows(f, slice.years).as('r')} order by ${listOrder(slice.backwards)}
    limit ${rowCount(slice.limit)} offset ${rowCount(slice.offset)})`;
  const inOrder = slice.backwards ? sql`(select * from ${page.as('r')} order by ${listOrder()})` : page;
  const { rows: read } = await sql<{ items: string; counts: string }>`
    select (select coalesce(json_agg(${ROW_JSON}), '[]')::text from ${inOrder.as('r')}) as items,
      ${yearCounts(f)} as counts`.execute(db);
  return read[0]!;
}

/** A row as JSON with the keys of Form1099Row (timestamps as ISO text, as jsonPage gives them). */
const ROW_JSON = sql`json_build_object('entityType', r.entity_type, 'entityId', r.entity_id,
  'entityName', r.entity_name, 'taxYear', r.tax_year, 'dueDate', r.due_date, 'status', r.status,
  'completedAt', r.completed_at)`;

/** Each entity kind and tax year of the filter with its rows from the counts the triggers keep. */
function keptCounts(f: Form1099Filter) {
  const rowsOf =
    f.completed === true
      ? sql`coalesce(cc.completed, 0)`
      : f.completed === false
        ? sql`coalesce(fc.filers, 0) - coalesce(cc.completed, 0)`
        : sql`coalesce(fc.filers, 0)`;
  const from = sql`unnest(${kindsOf(f)}::text[]) as k(entity_type) cross join unnest(${f.taxYears}::int[]) as y(tax_year)
    left join form1099_filer_counts fc on fc.entity_type = k.entity_type
    left join form1099_completed_counts cc on cc.entity_type = k.entity_type and cc.tax_year = y.tax_year`;
  return { rowsOf, from };
}

/** The filter's rows per tax year as `year:rows,...` by tax year. */
function yearCounts(f: Form1099Filter) {
  const { rowsOf, from } = keptCounts(f);
  return sql<string>`(select string_agg(c.tax_year || ':' || c.n, ',' order by c.tax_year)
    from (select y.tax_year, sum(${rowsOf}) as n from ${from} group by y.tax_year) c)`;
}

/**
 * The rows, counted up to `upTo` when given (a list's capped total): from the counts the triggers
 * keep (migration 2026-11-25T1720: filers per entity type, their completed statuses per tax year),
 * or for one entity by its rows.
 */
export async function count(db: Kysely<Database>, f: Form1099Filter, upTo?: number): Promise<number> {
  if (matchesNone(f)) return 0;
  if (f.entityId !== undefined) return capped(await countRows(db.selectFrom(rows(f, everyYear(f)).as('r'))), upTo);
  const { rowsOf, from } = keptCounts(f);
  const { rows: counted } = await sql<{ n: string }>`select coalesce(sum(${rowsOf}), 0) as n from ${from}`.execute(db);
  return capped(Number(counted[0]?.n ?? 0), upTo);
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
