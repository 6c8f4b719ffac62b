import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { describeKeptCounts } from '../../test/kept-counts';

// The counts the 1099 lists read (migration 2026-11-25T1720) stay equal to a recount from the
// clients, organizations and saved statuses through every kind of write.

const kept = sql<{ key: string; n: string }>`
  select 'f|' || entity_type as key, filers::text as n from form1099_filer_counts where filers <> 0
  union all
  select 'c|' || entity_type || '|' || tax_year, completed::text from form1099_completed_counts where completed <> 0
  order by 1`;
const recounted = sql<{ key: string; n: string }>`
  with filers as (
    select 'client' as entity_type, id from clients where issues1099 and deleted_at is null
    union all select 'organization', id from organizations where issues1099 and deleted_at is null
  )
  select 'f|' || entity_type as key, count(*)::text as n from filers group by entity_type
  union all
  select 'c|' || s.entity_type || '|' || s.tax_year, count(*)::text
    from form1099_statuses s join filers f on f.entity_type = s.entity_type and f.id = s.entity_id
    where s.status = 'completed' group by s.entity_type, s.tax_year
  order by 1`;

describeKeptCounts('1099 counts', { kept, recounted }, (t) => {
  const clients: number[] = [];
  const organizations: number[] = [];

  const { expectRecounted } = t;
  const save = (
    column: 'client_id' | 'organization_id',
    id: number,
    taxYear: number,
    status: 'completed' | 'pending',
  ) =>
    sql`insert into form1099_statuses (${sql.ref(column)}, tax_year, status, completed_at)
      values (${id}, ${taxYear}, ${status}, ${status === 'completed' ? sql`now()` : sql`null`})
      on conflict (entity_type, entity_id, tax_year) do update set status = excluded.status, completed_at = excluded.completed_at`.execute(
      t.db,
    );

  beforeAll(async () => {
    for (const [i, issues1099] of [true, true, false].entries()) {
      const c = await t.db
        .insertInto('clients')
        .values({ firstName: 'Ann', lastName: `Filer ${i}`, fullName: `Ann Filer ${i}`, issues1099 } as never)
        .returning('id')
        .executeTakeFirstOrThrow();
      clients.push(c.id);
      const o = await t.db
        .insertInto('organizations')
        .values({ businessDba: `Filer ${i}`, issues1099 })
        .returning('id')
        .executeTakeFirstOrThrow();
      organizations.push(o.id);
    }
  });

  it('counts filers and their completed statuses as they are saved, reopened and deleted', async () => {
    expect(await expectRecounted()).toContainEqual({ key: 'f|client', n: '2' });
    await save('client_id', clients[0]!, 2025, 'completed');
    await save('client_id', clients[1]!, 2025, 'completed');
    await save('organization_id', organizations[0]!, 2026, 'pending');
    // A status of a client that does not issue 1099s is not counted.
    await save('client_id', clients[2]!, 2025, 'completed');
    expect(await expectRecounted()).toContainEqual({ key: 'c|client|2025', n: '2' });
    await save('client_id', clients[1]!, 2025, 'pending');
    await save('organization_id', organizations[0]!, 2026, 'completed');
    await expectRecounted();
    await sql`delete from form1099_statuses where organization_id = ${organizations[0]!}`.execute(t.db);
    await expectRecounted();
  });

  it('moves the counts with a filer that stops or starts issuing 1099s, is deleted, restored or removed', async () => {
    await save('organization_id', organizations[1]!, 2025, 'completed');
    await sql`update clients set issues1099 = true where id = ${clients[2]!}`.execute(t.db);
    expect(await expectRecounted()).toContainEqual({ key: 'c|client|2025', n: '2' });
    await sql`update clients set issues1099 = false where id = ${clients[0]!}`.execute(t.db);
    await sql`update organizations set deleted_at = now() where id = ${organizations[1]!}`.execute(t.db);
    await expectRecounted();
    await sql`update organizations set deleted_at = null where id = ${organizations[1]!}`.execute(t.db);
    await sql`update clients set phone = '555' where id = any(${clients})`.execute(t.db);
    await expectRecounted();
    await sql`delete from clients where id in (${clients[1]!}, ${clients[2]!})`.execute(t.db);
    await sql`delete from organizations where id = ${organizations[1]!}`.execute(t.db);
    expect(await expectRecounted()).toContainEqual({ key: 'f|organization', n: '1' });
  });
});
