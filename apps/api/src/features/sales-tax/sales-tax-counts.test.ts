import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { describeKeptCounts } from '../../test/kept-counts';

// The counts the sales tax lists read (migration 2026-11-25T1720) stay equal to a recount from the
// organizations and filings through every kind of write.

const kept = sql<{ key: string; n: string }>`
  select 'f|' || frequency as key, organizations::text as n from sales_tax_frequency_counts where organizations <> 0
  union all
  select 'p|' || frequency || '|' || kind || '|' || due_date, filed::text from sales_tax_filed_counts where filed <> 0
  order by 1`;
const recounted = sql<{ key: string; n: string }>`
  select 'f|' || sales_tax_frequency as key, count(*)::text as n from organizations
    where deleted_at is null and sales_tax_frequency is not null group by sales_tax_frequency
  union all
  select 'p|' || o.sales_tax_frequency || '|' || s.kind || '|' || s.due_date, count(*)::text
    from sales_tax_filings s join organizations o on o.id = s.organization_id
    where s.status = 'filed' and o.deleted_at is null and o.sales_tax_frequency is not null
    group by o.sales_tax_frequency, s.kind, s.due_date
  order by 1`;

describeKeptCounts('sales tax counts', { kept, recounted }, (t) => {
  const ids: number[] = [];

  const { expectRecounted } = t;
  const file = (organizationId: number, dueDate: string, status: 'filed' | 'pending', k = 'return') =>
    sql`insert into sales_tax_filings (organization_id, frequency, kind, period_label, period_start, period_end, due_date, status, filed_date)
      values (${organizationId}, 'Quarterly', ${k}, 'Q', ${dueDate}::date - 60, ${dueDate}::date - 30, ${dueDate}::date, ${status},
        ${status === 'filed' ? sql`${dueDate}::date` : sql`null`})
      on conflict (organization_id, due_date, kind) do update set status = excluded.status, filed_date = excluded.filed_date`.execute(
      t.db,
    );

  beforeAll(async () => {
    const rows = await t.db
      .insertInto('organizations')
      .values(
        ['Quarterly', 'Quarterly', 'Monthly', 'Annually', null, 'NO TRACKING'].map((f, i) => ({
          businessDba: `Shop ${i}`,
          salesTaxFrequency: f as never,
        })),
      )
      .returning('id')
      .execute();
    ids.push(...rows.map((r) => r.id));
  });

  it('counts organizations per frequency and filings as they are filed, reopened and deleted', async () => {
    expect(await expectRecounted()).toContainEqual({ key: 'f|Quarterly', n: '2' });
    await file(ids[0]!, '2026-04-30', 'filed');
    await file(ids[1]!, '2026-04-30', 'filed');
    await file(ids[1]!, '2026-07-31', 'pending');
    expect(await expectRecounted()).toContainEqual({ key: 'p|Quarterly|return|2026-04-30', n: '2' });
    await file(ids[1]!, '2026-04-30', 'pending');
    await file(ids[1]!, '2026-07-31', 'filed');
    await expectRecounted();
    await sql`delete from sales_tax_filings where organization_id = ${ids[0]!}`.execute(t.db);
    await expectRecounted();
  });

  it('moves the counts with an organization that changes frequency, is deleted, restored or removed', async () => {
    await file(ids[0]!, '2026-04-30', 'filed');
    await sql`update organizations set sales_tax_frequency = 'Monthly' where id = ${ids[0]!}`.execute(t.db);
    expect(await expectRecounted()).toContainEqual({ key: 'p|Monthly|return|2026-04-30', n: '1' });
    await sql`update organizations set deleted_at = now() where id = ${ids[0]!}`.execute(t.db);
    await expectRecounted();
    await sql`update organizations set deleted_at = null, sales_tax_frequency = 'Quarterly' where id = ${ids[0]!}`.execute(
      t.db,
    );
    await expectRecounted();
    // A frequency set on an untracked organization, and a write that changes neither.
    await sql`update organizations set sales_tax_frequency = 'Quarterly' where id = ${ids[4]!}`.execute(t.db);
    await file(ids[4]!, '2026-04-30', 'filed');
    await sql`update organizations set business_phone = '555' where id = any(${ids})`.execute(t.db);
    await expectRecounted();
    // Removed with its filings (cascade), one live and one soft-deleted.
    await sql`update organizations set deleted_at = now() where id = ${ids[1]!}`.execute(t.db);
    await sql`delete from organizations where id in (${ids[0]!}, ${ids[1]!})`.execute(t.db);
    expect(await expectRecounted()).toContainEqual({ key: 'p|Quarterly|return|2026-04-30', n: '1' });
  });
});
