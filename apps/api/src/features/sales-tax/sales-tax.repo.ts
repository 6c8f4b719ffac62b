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

const column = <K extends keyof PeriodSpec>(periods: PeriodSpec[], key: K) => periods.map((p) => p[key]);

/**
 * Organizations (not deleted) of each period's frequency, with the saved filing if any. The
 * frequencies and due dates are also given as constants, so that the planner reads only those
 * organizations (by the frequency index) and those dates' filings (by the due date index).
 */
function filings(db: Kysely<Database>, f: FilingFilter) {
  const p = f.periods;
  const section =
    f.section === 'completed'
      ? sql`and s.status = 'filed'`
      : f.section === 'overdue'
        ? sql`and s.status is distinct from 'filed' and p.due_date < ${f.today}::date`
        : f.section === 'upcoming'
          ? sql`and s.status is distinct from 'filed' and p.due_date >= ${f.today}::date`
          : sql``;
  return sql<FilingRow>`(
    select o.id as organization_id, o.business_dba as organization_name, p.frequency, p.kind, p.label as period_label,
      p.period_start, p.period_end, p.due_date, s.status, s.filed_date
    from unnest(${column(p, 'frequency')}::text[], ${column(p, 'kind')}::text[], ${column(p, 'label')}::text[],
      ${column(p, 'periodStart')}::date[], ${column(p, 'periodEnd')}::date[], ${column(p, 'dueDate')}::date[])
      as p(frequency, kind, label, period_start, period_end, due_date)
    join organizations o on o.sales_tax_frequency = p.frequency and o.sales_tax_frequency = any(${[...new Set(column(p, 'frequency'))]}::text[])
      and o.deleted_at is null
      and o.sales_tax_frequency is not null and o.sales_tax_frequency <> 'NO TRACKING'
      ${f.organizationId !== undefined ? sql`and o.id = ${f.organizationId}` : sql``}
    left join sales_tax_filings s on s.organization_id = o.id and s.due_date = p.due_date and s.kind = p.kind
      and s.due_date = any(${[...new Set(column(p, 'dueDate'))]}::date[])
    where true ${section})`;
}

export function listPage(db: Kysely<Database>, f: FilingFilter, limit: number, offset: number): Promise<FilingRow[]> {
  if (f.periods.length === 0) return Promise.resolve([]);
  const query = db
    .selectFrom(filings(db, f).as('f'))
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
  if (f.periods.length === 0) return 0;
  const matches = db.selectFrom(filings(db, f).as('f')).select('f.organizationId');
  const row = await db
    .selectFrom((upTo === undefined ? matches : matches.limit(upTo)).as('m'))
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Open (not filed) filings per frequency: the tabs' badges. */
export async function openByFrequency(db: Kysely<Database>, f: FilingFilter): Promise<Record<string, number>> {
  if (f.periods.length === 0) return {};
  const rows = await db
    .selectFrom(filings(db, f).as('f'))
    .select((eb) => ['f.frequency', eb.fn.countAll<string>().as('n')])
    .where('f.status', 'is distinct from', 'filed')
    .groupBy('f.frequency')
    .execute();
  return Object.fromEntries(rows.map((r) => [r.frequency, Number(r.n)]));
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
