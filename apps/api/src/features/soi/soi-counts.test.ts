import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { describeKeptCounts } from '../../test/kept-counts';

// The counts the SOI report's total reads (migration 2026-11-25T1805) stay equal to a recount of
// the events of the organizations the calendar includes, through every kind of write.

const kept = sql<{ key: string; n: string }>`
  select concat_ws('|', kind, event_date, completed) as key, events::text as n
  from soi_event_counts where events <> 0 order by 1`;
const recounted = sql<{ key: string; n: string }>`
  select concat_ws('|', e.kind, e.event_date, e.completed) as key, count(*)::text as n
  from soi_events e join organizations o on o.id = e.organization_id
  where o.deleted_at is null and o.soi and o.date_of_formation is not null
    and o.entity_type in ('corporation', 'nonprofit', 'llc', 'partnership')
  group by 1 order by 1`;

describeKeptCounts('SOI event counts', { kept, recounted }, (t) => {
  const ids: number[] = [];

  const { expectRecounted } = t;

  beforeAll(async () => {
    for (const i of [0, 1, 2, 3]) {
      const o = await t.db
        .insertInto('organizations')
        .values({ businessDba: `Filer ${i}`, soi: true, dateOfFormation: '2020-03-15', entityType: 'llc' } as never)
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(o.id);
      await sql`insert into soi_events (organization_id, kind, event_date, due_date, tax_year)
        select ${o.id}::int, 'due', make_date(y, 3, 31), make_date(y, 3, 31), y from generate_series(2025, 2027) y
        union all select ${o.id}::int, 'reminder', make_date(y, 3, 1), make_date(y, 3, 31), y from generate_series(2025, 2027) y`.execute(
        t.db,
      );
    }
  });

  it('counts events as they are added, completed, reopened and removed', async () => {
    expect(await expectRecounted()).toContainEqual({ key: 'due|2025-03-31|f', n: '4' });
    await sql`update soi_events set completed = true, completed_at = now() where tax_year = 2025`.execute(t.db);
    await sql`update soi_events set completed = false, completed_at = null where tax_year = 2025 and organization_id = ${ids[0]!}`.execute(
      t.db,
    );
    expect(await expectRecounted()).toContainEqual({ key: 'due|2025-03-31|t', n: '3' });
    await sql`delete from soi_events where not completed and organization_id = ${ids[1]!}`.execute(t.db);
    await expectRecounted();
  });

  it('follows organizations left out of the calendar and back in, deleted and removed for good', async () => {
    await sql`update organizations set soi = false where id = ${ids[0]!}`.execute(t.db);
    await sql`update organizations set entity_type = null where id = ${ids[1]!}`.execute(t.db);
    await sql`update organizations set deleted_at = now() where id = ${ids[2]!}`.execute(t.db);
    expect(await expectRecounted()).toContainEqual({ key: 'due|2026-03-31|f', n: '1' });
    await sql`update organizations set soi = true, entity_type = 'corporation' where id in (${ids[0]!}, ${ids[1]!})`.execute(
      t.db,
    );
    await expectRecounted();
    await sql`delete from organizations where id in (${ids[1]!}, ${ids[3]!})`.execute(t.db);
    await sql`delete from organizations where id = ${ids[2]!}`.execute(t.db);
    expect(await expectRecounted()).toContainEqual({ key: 'due|2026-03-31|f', n: '1' });
  });
});
