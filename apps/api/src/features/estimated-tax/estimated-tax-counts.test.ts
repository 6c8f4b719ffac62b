import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { describeKeptCounts } from '../../test/kept-counts';

// The counts the estimated tax lists read (migration 2026-11-25T1720) stay equal to a recount of
// the payments of owners that are not deleted, through every kind of write.

const kept = sql<{ key: string; n: string }>`
  select concat_ws('|', tax_year, quarter, status, due_date) as key, payments::text as n
  from estimated_tax_counts where payments <> 0 order by 1`;
const recounted = sql<{ key: string; n: string }>`
  select concat_ws('|', p.tax_year, p.quarter, p.status, p.due_date) as key, count(*)::text as n
  from estimated_tax_payments p
  where not exists (select from clients x where x.id = p.client_id and x.deleted_at is not null)
    and not exists (select from organizations x where x.id = p.organization_id and x.deleted_at is not null)
  group by 1 order by 1`;

describeKeptCounts('estimated tax counts', { kept, recounted }, (t) => {
  const clients: number[] = [];
  let organizationId: number;

  const { expectRecounted } = t;
  const schedule = (column: 'client_id' | 'organization_id', id: number) =>
    sql`insert into estimated_tax_payments (${sql.ref(column)}, tax_year, quarter, due_date, reminder_date)
      select ${id}, 2026, q, make_date(2026, q * 3, 15), make_date(2026, q * 3, 1) from generate_series(1, 4) q`.execute(
      t.db,
    );

  beforeAll(async () => {
    for (const i of [0, 1, 2]) {
      const c = await t.db
        .insertInto('clients')
        .values({ firstName: 'Ann', lastName: `Payer ${i}`, fullName: `Ann Payer ${i}` } as never)
        .returning('id')
        .executeTakeFirstOrThrow();
      clients.push(c.id);
    }
    organizationId = (
      await t.db
        .insertInto('organizations')
        .values({ businessDba: 'Payer Inc' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  });

  it('counts payments as they are scheduled, completed, reopened and removed', async () => {
    for (const id of clients) await schedule('client_id', id);
    await schedule('organization_id', organizationId);
    expect(await expectRecounted()).toContainEqual({ key: '2026|1|pending|2026-03-15', n: '4' });
    await sql`update estimated_tax_payments set status = 'completed', completed_at = now() where quarter < 3`.execute(
      t.db,
    );
    await sql`update estimated_tax_payments set status = 'pending', completed_at = null where quarter = 2 and client_id = ${clients[0]!}`.execute(
      t.db,
    );
    await expectRecounted();
    await sql`delete from estimated_tax_payments where status = 'pending' and organization_id = ${organizationId}`.execute(
      t.db,
    );
    await expectRecounted();
  });

  it('takes the payments of a deleted owner off and puts them back when it is restored or removed for good', async () => {
    await sql`update clients set deleted_at = now() where id in (${clients[0]!}, ${clients[1]!})`.execute(t.db);
    expect(await expectRecounted()).toContainEqual({ key: '2026|1|completed|2026-03-15', n: '2' });
    await sql`update clients set deleted_at = null where id = ${clients[0]!}`.execute(t.db);
    await sql`update organizations set deleted_at = now() where id = ${organizationId}`.execute(t.db);
    await sql`update estimated_tax_payments set status = 'pending', completed_at = null where organization_id = ${organizationId}`.execute(
      t.db,
    );
    await expectRecounted();
    // Removed for good: one deleted before (client 1), one live (client 2), the deleted organization.
    await sql`delete from clients where id in (${clients[1]!}, ${clients[2]!})`.execute(t.db);
    await sql`delete from organizations where id = ${organizationId}`.execute(t.db);
    expect(await expectRecounted()).toContainEqual({ key: '2026|1|completed|2026-03-15', n: '1' });
  });
});
