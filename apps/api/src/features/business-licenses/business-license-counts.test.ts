import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { describeKeptCounts } from '../../test/kept-counts';

// The counts the business license lists read (migration 2026-11-25T1720) stay equal to a recount
// of the renewals of organizations that are not deleted, through every kind of write.

const kept = sql<{ key: string; n: string }>`
  select concat_ws('|', kind, year, status, due_date) as key, renewals::text as n
  from business_license_counts where renewals <> 0 order by 1`;
const recounted = sql<{ key: string; n: string }>`
  select concat_ws('|', r.kind, r.year, r.status, r.due_date) as key, count(*)::text as n
  from business_license_renewals r
  where not exists (select from organizations x where x.id = r.organization_id and x.deleted_at is not null)
  group by 1 order by 1`;

describeKeptCounts('business license counts', { kept, recounted }, (t) => {
  const ids: number[] = [];

  const { expectRecounted } = t;

  beforeAll(async () => {
    for (const i of [0, 1, 2]) {
      const o = await t.db
        .insertInto('organizations')
        .values({ businessDba: `Licensed ${i}` })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(o.id);
      await sql`insert into business_license_renewals (organization_id, kind, year, due_date)
        select ${o.id}::int, 'la_city', y, make_date(y, 2, 28) from generate_series(2025, 2027) y
        union all select ${o.id}::int, 'other', y, make_date(y, 5, 10 + ${i}::int) from generate_series(2025, 2027) y`.execute(
        t.db,
      );
    }
  });

  it('counts renewals as they are completed, reopened and removed', async () => {
    expect(await expectRecounted()).toContainEqual({ key: 'la_city|2025|pending|2025-02-28', n: '3' });
    await sql`update business_license_renewals set status = 'completed', completed_at = now() where year = 2025`.execute(
      t.db,
    );
    await sql`update business_license_renewals set status = 'pending', completed_at = null where year = 2025 and organization_id = ${ids[0]!}`.execute(
      t.db,
    );
    await expectRecounted();
    await sql`delete from business_license_renewals where status = 'pending' and organization_id = ${ids[1]!}`.execute(
      t.db,
    );
    await expectRecounted();
  });

  it('takes the renewals of a deleted organization off and back on when restored or removed for good', async () => {
    await sql`update organizations set deleted_at = now() where id in (${ids[0]!}, ${ids[1]!})`.execute(t.db);
    expect(await expectRecounted()).toContainEqual({ key: 'la_city|2025|completed|2025-02-28', n: '1' });
    await sql`update organizations set deleted_at = null where id = ${ids[0]!}`.execute(t.db);
    await expectRecounted();
    await sql`delete from organizations where id in (${ids[1]!}, ${ids[2]!})`.execute(t.db);
    expect(await expectRecounted()).toContainEqual({ key: 'la_city|2026|pending|2026-02-28', n: '1' });
  });
});
