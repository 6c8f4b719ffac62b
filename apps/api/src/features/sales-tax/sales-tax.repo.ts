import type { Database, SalesTaxFilingsTable } from '@app/db';
import type { DeadlineSection } from '@app/domain';
import { sql, type Insertable, type Kysely } from 'kysely';
import { jsonPage } from '../../list-page.repo';

/** A computed filing period of a frequency (from the domain rules), joined to every organization of that frequency. */
export interface PeriodSpec {
  frequency: string;
  kind: 'return' | 'prepayment';
  label: string;
  periodStart: string;
  periodEnd: string;
  dueDate: string;
}

export interface FilingFilter {
  periods: PeriodSpec[];
  section?: DeadlineSection;
  organizationId?: number;
  today: string;
}

export interface FilingRow {
  organizationId: number;
  organizationName: string;
  frequency: string;
  kind: 'return' | 'prepayment';
  periodLabel: string;
  periodStart: string;
  periodEnd: string;
  dueDate: string;
  status: 'pending' | 'filed' | null;
  filedDate: string | null;
}

/** The periods of the filter that can hold rows of its section (overdue: due before today; upcoming: from today). */
function periodsInSection(f: FilingFilter): PeriodSpec[] {
  if (f.section === 'overdue') return f.periods.filter((p) => p.dueDate < f.today);
  if (f.section === 'upcoming') return f.periods.filter((p) => p.dueDate >= f.today);
  return f.periods;
}

/**
 * One period's rows: the organizations (not deleted) of its frequency with the saved filing if
 * any. `upTo`: only the first rows in name order, read from the frequency's name index
 * (organizations_sales_tax_name_idx), so a page stops after its rows instead of sorting them all.
 */
function periodRows(f: FilingFilter, p: PeriodSpec, upTo?: number) {
  const saved = sql`s.organization_id = o.id and s.due_date = ${p.dueDate}::date and s.kind = ${p.kind}::text`;
  const filing =
    f.section === 'completed'
      ? sql`s.status, s.filed_date from organizations o join sales_tax_filings s on ${saved} and s.status = 'filed' where true`
      : f.section
        ? sql`null::text as status, null::date as filed_date from organizations o
            where not exists (select from sales_tax_filings s where ${saved} and s.status = 'filed')`
        : sql`s.status, s.filed_date from organizations o left join sales_tax_filings s on ${saved} where true`;
  return sql`(select o.id as organization_id, o.business_dba as organization_name, ${p.frequency}::text as frequency,
      ${p.kind}::text as kind, ${p.label}::text as period_label, ${p.periodStart}::date as period_start,
      ${p.periodEnd}::date as period_end, ${p.dueDate}::date as due_date, ${filing}
      and o.sales_tax_frequency = ${p.frequency}::text and o.deleted_at is null
      ${f.organizationId !== undefined ? sql`and o.id = ${f.organizationId}` : sql``}
    ${upTo !== undefined ? sql`order by lower(o.business_dba), o.id limit ${upTo}` : sql``})`;
}

/** Every period's rows of the section (open: not filed; completed: filed), each limited to `upTo` rows when given. */
function filings(f: FilingFilter, upTo?: number) {
  return sql<FilingRow>`(${sql.join(
    periodsInSection(f).map((p) => periodRows(f, p, upTo)),
    sql` union all `,
  )})`;
}

/** A page by due date (latest first for completed), then name; each period gives at most offset + limit rows. */
export function listPage(db: Kysely<Database>, f: FilingFilter, limit: number, offset: number): Promise<FilingRow[]> {
  if (periodsInSection(f).length === 0) return Promise.resolve([]);
  const query = db
    .selectFrom(filings(f, offset + limit).as('f'))
    .selectAll()
    .orderBy('f.dueDate', f.section === 'completed' ? 'desc' : 'asc')
    .orderBy(sql`lower(f.organization_name)`)
    .orderBy('f.organizationId')
    .orderBy('f.kind')
    .limit(limit)
    .offset(offset);
  return jsonPage(db, query) as Promise<FilingRow[]>;
}

/** The filings, counted up to `upTo` when given (a list's capped total). */
export async function count(db: Kysely<Database>, f: FilingFilter, upTo?: number): Promise<number> {
  if (periodsInSection(f).length === 0) return 0;
  const matches = db.selectFrom(filings(f).as('f')).select('f.organizationId');
  const row = await db
    .selectFrom((upTo === undefined ? matches : matches.limit(upTo)).as('m'))
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A period's rows: the organizations of its frequency, and how many of them have filed it. */
export interface PeriodTally {
  rows: number;
  filed: number;
}

const periodKey = (frequency: string, kind: string, dueDate: string) => `${frequency}|${kind}|${dueDate}`;

/**
 * The rows and filed rows of each period (in the periods' order), from two aggregates: the
 * organizations (not deleted) per frequency, and the filed filings of the periods' due dates per
 * organization frequency, instead of joining every organization to every period.
 */
export async function periodTallies(db: Kysely<Database>, periods: PeriodSpec[]): Promise<PeriodTally[]> {
  if (periods.length === 0) return [];
  const frequencies = [...new Set(periods.map((p) => p.frequency))] as never[];
  const [organizations, filed] = await Promise.all([
    db
      .selectFrom('organizations')
      .select((eb) => ['salesTaxFrequency', eb.fn.countAll<string>().as('n')])
      .where('deletedAt', 'is', null)
      .where('salesTaxFrequency', 'in', frequencies)
      .groupBy('salesTaxFrequency')
      .execute(),
    db
      .selectFrom('salesTaxFilings as s')
      .innerJoin('organizations as o', 'o.id', 's.organizationId')
      .select((eb) => ['o.salesTaxFrequency', 's.kind', 's.dueDate', eb.fn.countAll<string>().as('n')])
      .where('s.status', '=', 'filed')
      .where('s.dueDate', 'in', [...new Set(periods.map((p) => p.dueDate))])
      .where('o.deletedAt', 'is', null)
      .where('o.salesTaxFrequency', 'in', frequencies)
      .groupBy(['o.salesTaxFrequency', 's.kind', 's.dueDate'])
      .execute(),
  ]);
  const perFrequency = new Map<string | null, number>(organizations.map((r) => [r.salesTaxFrequency, Number(r.n)]));
  const filedPer = new Map(filed.map((r) => [periodKey(r.salesTaxFrequency!, r.kind, r.dueDate), Number(r.n)]));
  return periods.map((p) => ({
    rows: perFrequency.get(p.frequency) ?? 0,
    filed: filedPer.get(periodKey(p.frequency, p.kind, p.dueDate)) ?? 0,
  }));
}

export function organizationFrequency(db: Kysely<Database>, organizationId: number) {
  return db
    .selectFrom('organizations')
    .select(['id', 'salesTaxFrequency'])
    .where('id', '=', organizationId)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
}

/** Saves a filing's status (unique per organization, due date and kind). */
export async function upsertFiling(db: Kysely<Database>, row: Insertable<SalesTaxFilingsTable>): Promise<void> {
  await db
    .insertInto('salesTaxFilings')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['organizationId', 'dueDate', 'kind']).doUpdateSet({
        status: row.status,
        filedDate: row.filedDate ?? null,
        frequency: row.frequency,
        periodLabel: row.periodLabel,
        periodStart: row.periodStart,
        periodEnd: row.periodEnd,
        updatedBy: row.updatedBy ?? null,
      }),
    )
    .execute();
}
