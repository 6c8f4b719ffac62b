import type { Database } from '@app/db';
import { openItemCanBeIn, type DeadlineSection } from '@app/domain';
import { sql, type Kysely } from 'kysely';

// The sales tax list's periods and the counts its triggers keep of each: how many rows a section
// holds per period, read without joining every organization to every period (sales-tax.repo.ts
// pages from them).

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

/** The periods of the filter that can hold rows of its section (overdue: due before today; upcoming: from today). */
export function periodsInSection(f: FilingFilter): PeriodSpec[] {
  return f.periods.filter((p) => openItemCanBeIn(f.section, p.dueDate, f.today));
}

/** A period's rows: the organizations of its frequency, and how many of them have filed it. */
export interface PeriodTally {
  rows: number;
  filed: number;
}

/** The counts the triggers keep (migration 2026-11-25T1720) of each period, `p.i` its place among them. */
function keptCountsOf(periods: PeriodSpec[]) {
  const keys = sql.join(
    periods.map((p, i) => sql`(${i}::int, ${p.frequency}::text, ${p.kind}::text, ${p.dueDate}::date)`),
  );
  return sql`(values ${keys}) as p(i, frequency, kind, due_date)
    left join sales_tax_frequency_counts fc on fc.frequency = p.frequency
    left join sales_tax_filed_counts c on c.frequency = p.frequency and c.kind = p.kind and c.due_date = p.due_date`;
}

/**
 * The rows and filed rows of each period (in the periods' order), read from the counts the
 * triggers keep (migration 2026-11-25T1720): the organizations (not deleted) per frequency and
 * the filed filings per period, instead of joining every organization to every period.
 */
export async function periodTallies(db: Kysely<Database>, periods: PeriodSpec[]): Promise<PeriodTally[]> {
  if (periods.length === 0) return [];
  const { rows } = await sql<{ i: number; organizations: string | null; filed: string | null }>`
    select p.i, fc.organizations, c.filed from ${keptCountsOf(periods)}`.execute(db);
  const tallies = periods.map(() => ({ rows: 0, filed: 0 }));
  for (const r of rows) tallies[r.i] = { rows: Number(r.organizations ?? 0), filed: Number(r.filed ?? 0) };
  return tallies;
}

// A list call counts, then pages, with one filter: the page reuses the count's tallies.
const talliesOfFilter = new WeakMap<FilingFilter, Promise<PeriodTally[]>>();
export function sectionTallies(db: Kysely<Database>, f: FilingFilter): Promise<PeriodTally[]> {
  let tallies = talliesOfFilter.get(f);
  if (!tallies) talliesOfFilter.set(f, (tallies = periodTallies(db, periodsInSection(f))));
  return tallies;
}

/** How many rows of the filter's section a period holds, from its tally. */
export function sectionRows(f: FilingFilter, t: PeriodTally): number {
  if (f.section === 'completed') return t.filed;
  return f.section ? t.rows - t.filed : t.rows;
}

/** The section's rows of each period as `n,n,...` (in the periods' order), as the tallies give them. */
export const sectionCounts = (f: FilingFilter, tallies: PeriodTally[]) =>
  tallies.map((t) => sectionRows(f, t)).join(',');

/** The same text from the kept counts, read by the statement it is part of. */
export function keptSectionCounts(f: FilingFilter) {
  const organizations = sql`coalesce(fc.organizations, 0)`;
  const filed = sql`coalesce(c.filed, 0)`;
  const rows = f.section === 'completed' ? filed : f.section ? sql`${organizations} - ${filed}` : organizations;
  return sql<string>`(select string_agg((${rows})::text, ',' order by p.i) from ${keptCountsOf(periodsInSection(f))})`;
}
