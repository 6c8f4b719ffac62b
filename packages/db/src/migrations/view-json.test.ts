import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateTo, migrateToLatest } from '../migrate';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing';

// Migrations 2026-12-07T1500 and T1510 on rows that were there before them: each client without a
// partner and each organization gets the text the trigger would write, a client with a partner none,
// and nothing else about the rows moves (their updated_at, the data version). apps/api's
// clients.view.test.ts and organizations.view.test.ts hold the text to the API's items.
describe.each(testDatabaseKinds())('list items kept as JSON text, on rows older than the migrations (%s)', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
    await migrateTo(t.db, '2026-12-07T0900-payroll-events-covering-index');
    await sql`insert into referral_sources (id, first_name, full_name) values (41, 'Pat', 'Pat Partner')`.execute(t.db);
    await sql`insert into clients (id, first_name, last_name, full_name, email, ssn_last4, ssn_encrypted, referral_source_id, created_at, updated_at)
      values (7, 'Old', 'Row', 'Old Row', 'old@example.com', '1234', 'sealed', null, '2025-01-02 03:04:05.678901+00', '2025-06-07 08:09:10.111213+00'),
             (8, 'Old', 'Partner', 'Old Partner', null, null, null, 41, '2025-01-02 03:04:05+00', '2025-01-02 03:04:05+00')`.execute(
      t.db,
    );
    await sql`insert into organizations (id, business_dba, status, created_at, updated_at)
      values (9, 'Old "Co"', 'active', '2025-01-02 03:04:05.678901+00', '2025-06-07 08:09:10+00')`.execute(t.db);
  });
  afterAll(() => t?.close());

  it('writes each row’s text as the trigger would, and changes nothing else about it', async () => {
    const version = async () =>
      (await sql<{ version: string }>`select version from data_versions where id = 1`.execute(t.db)).rows[0]?.version;
    const before = await version();
    await migrateToLatest(t.db);
    expect(await version()).toBe(before);

    const clients = await sql<{ id: number; viewJson: string | null; same: boolean; updatedAt: Date }>`
      select id, view_json, view_json = client_view_json(c) as same, updated_at from clients c order by id`.execute(
      t.db,
    );
    expect(clients.rows.map((r) => [r.id, r.viewJson === null, r.same])).toEqual([
      [7, false, true],
      [8, true, null],
    ]);
    expect(new Date(clients.rows[0]!.updatedAt).toISOString()).toBe('2025-06-07T08:09:10.111Z');
    expect(JSON.parse(clients.rows[0]!.viewJson!)).toMatchObject({
      id: 7,
      displayId: 'A0007',
      ssn: '****1234',
      referralSourceName: null,
      createdAt: '2025-01-02T03:04:05.678Z',
      updatedAt: '2025-06-07T08:09:10.111Z',
    });

    const organizations = await sql<{ viewJson: string; same: boolean }>`
      select view_json, view_json = organization_view_json(o) as same from organizations o where id = 9`.execute(t.db);
    expect(organizations.rows[0]!.same).toBe(true);
    expect(JSON.parse(organizations.rows[0]!.viewJson)).toEqual({
      id: 9,
      displayId: 'B0009',
      businessDba: 'Old "Co"',
      businessLegalName: null,
      businessEmail: null,
      businessPhone: null,
      status: 'active',
      createdAt: '2025-01-02T03:04:05.678Z',
    });

    // The triggers are on again: a write after the migration keeps the text in step.
    await sql`update clients set email = 'new@example.com' where id = 7`.execute(t.db);
    const after = await sql<{ viewJson: string }>`select view_json from clients where id = 7`.execute(t.db);
    expect(JSON.parse(after.rows[0]!.viewJson)).toMatchObject({ email: 'new@example.com' });
    expect(await version()).not.toBe(before);
  });
});
