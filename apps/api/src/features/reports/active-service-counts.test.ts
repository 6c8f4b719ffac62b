import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { describeKeptCounts } from '../../test/kept-counts';

// The counts the active payroll, group benefits and P&C reports read (migration 2026-11-25T1806)
// stay equal to a recount of the organizations (not deleted) with a row in each table.

const kept = sql<{ service: string; n: string }>`
  select service, organizations::text as n from active_service_counts order by 1`;
const recounted = sql<{ service: string; n: string }>`
  select s.service, (select count(*) from organizations o where o.deleted_at is null and case s.service
      when 'payrolls' then exists (select from payrolls x where x.organization_id = o.id)
      when 'group_health_sections' then exists (select from group_health_sections x where x.organization_id = o.id)
      else exists (select from pc_sections x where x.organization_id = o.id) end)::text as n
  from (values ('group_health_sections'), ('payrolls'), ('pc_sections')) s(service) order by 1`;

describeKeptCounts('active service counts', { kept, recounted }, (t) => {
  const ids: number[] = [];

  const expectRecounted = async () =>
    Object.fromEntries((await t.expectRecounted()).map((r) => [r.service, Number(r.n)]));

  beforeAll(async () => {
    for (const i of [0, 1, 2, 3]) {
      const o = await t.db
        .insertInto('organizations')
        .values({ businessDba: `Client ${i}` })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(o.id);
    }
  });

  it('counts organizations as their service rows come and go', async () => {
    const [a, b, c] = ids as [number, number, number];
    await sql`insert into payrolls (organization_id, payroll_platform, payroll_frequency) values (${a}, 'ADP', 'Weekly (52)'), (${a}, 'ADP', 'Weekly (52)'), (${b}, 'ADP', 'Weekly (52)')`.execute(
      t.db,
    );
    await sql`insert into group_health_sections (organization_id, section_type) values (${a}, 'medical'), (${a}, 'dental'), (${c}, 'vision')`.execute(
      t.db,
    );
    await sql`insert into pc_sections (organization_id, section_type) values (${b}, 'professional_liability')`.execute(
      t.db,
    );
    expect(await expectRecounted()).toEqual({ group_health_sections: 2, payrolls: 2, pc_sections: 1 });
    await sql`delete from payrolls where id in (select id from payrolls where organization_id = ${a} limit 1)`.execute(
      t.db,
    );
    await sql`delete from group_health_sections where organization_id = ${c}`.execute(t.db);
    await sql`update pc_sections set organization_id = ${c} where organization_id = ${b}`.execute(t.db);
    expect(await expectRecounted()).toEqual({ group_health_sections: 1, payrolls: 2, pc_sections: 1 });
  });

  it('takes deleted organizations off and back on, and those removed for good', async () => {
    const [a, b, c] = ids as [number, number, number];
    await sql`update organizations set deleted_at = now() where id in (${a}, ${c})`.execute(t.db);
    expect(await expectRecounted()).toEqual({ group_health_sections: 0, payrolls: 1, pc_sections: 0 });
    await sql`insert into payrolls (organization_id, payroll_platform, payroll_frequency) values (${a}, 'ADP', 'Weekly (52)')`.execute(
      t.db,
    );
    await sql`update organizations set deleted_at = null where id = ${a}`.execute(t.db);
    expect(await expectRecounted()).toEqual({ group_health_sections: 1, payrolls: 2, pc_sections: 0 });
    await sql`delete from organizations where id in (${a}, ${b}, ${c})`.execute(t.db);
    expect(await expectRecounted()).toEqual({ group_health_sections: 0, payrolls: 0, pc_sections: 0 });
  });
});
