import { sql } from 'kysely';
import { testDatabaseKinds } from '@app/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../users/users.repo';
import { call, createUser, sessionCookie, startTestApp, trpcData, trpcQuery, type TestApp } from '../../test/helpers';
import { expectPagesAreSlices } from '../../test/page-slices';

// The test clock reads 2026-03-02 (firm time): Q1 2026 is due April 15, so nothing is overdue yet
// unless a test moves the clock.

describe.each(testDatabaseKinds())('estimated tax payments (%s)', (kind) => {
  let t: TestApp;
  let editor: string;
  let calendars: string;
  let reports: string;
  let nobody: string;
  let orgId: number;
  let clientId: number;

  let users: UserRow[];

  /** Moves the clock and signs everyone in again (a session lasts 30 minutes of the test clock). */
  async function setClock(iso: string) {
    t.clock.set(new Date(iso));
    [editor, calendars, reports, nobody] = (await Promise.all(users.map((u) => sessionCookie(t, u)))) as [
      string,
      string,
      string,
      string,
    ];
  }

  beforeAll(async () => {
    t = await startTestApp(kind);
    users = [
      await createUser(t, {
        flags: ['canAccessOrganizations', 'canEditOrganizations', 'canAccessClients', 'canEditClients'],
      }),
      await createUser(t, { flags: ['canAccessCalendars'] }),
      await createUser(t, { flags: ['canAccessReports'] }),
      await createUser(t, { flags: ['canAccessOrganizations'] }),
    ];
    await setClock('2026-03-02T17:00:00Z');
    orgId = (
      await call(t.app, 'POST', '/api/organizations', {
        cookie: editor,
        body: { businessDba: 'Quarterly Co', estimatedTaxes: true },
      })
    ).json().id;
    clientId = (
      await t.db.db
        .insertInto('clients')
        .values({ firstName: 'Eve', lastName: 'Stone', fullName: 'Eve Stone' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    expect(
      (
        await call(t.app, 'POST', '/api/estimated-tax-payments/generate', {
          cookie: editor,
          body: { entityType: 'client', entityId: clientId },
        })
      ).json(),
    ).toEqual({ created: 8 });
  });
  afterAll(() => t?.close());

  it('lists the four payments of this year and next for each entity, by due date', async () => {
    const res = await call(t.app, 'GET', '/api/estimated-tax-payments?year=2026', { cookie: calendars });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('8');
    const rows = res.json() as Array<Record<string, unknown>>;
    expect(rows.filter((r) => r.organizationId === orgId).map((r) => [r.quarter, r.dueDate])).toEqual([
      [1, '2026-04-15'],
      [2, '2026-06-15'],
      [3, '2026-09-15'],
      [4, '2027-01-15'],
    ]);
    expect(rows[0]).toMatchObject({
      status: 'pending',
      state: 'upcoming',
      year: 2026,
      taxYear: 2026,
      daysRemaining: 44,
    });
    expect(rows.find((r) => r.clientId === clientId)).toMatchObject({
      entityType: 'client',
      entityId: clientId,
      entityName: 'Eve Stone',
      formattedId: expect.stringMatching(/^A\d{4}/),
    });
    const q4 = (
      await call(t.app, 'GET', '/api/estimated-tax-payments?quarter=4&year=all', { cookie: calendars })
    ).json();
    expect(q4.map((r: { dueDate: string }) => r.dueDate).sort()).toEqual([
      '2027-01-15',
      '2027-01-15',
      '2028-01-15',
      '2028-01-15',
    ]);
  });

  it('saves Complete and Mark As Pending on the server, read back by another user', async () => {
    const [first] = (
      await call(t.app, 'GET', `/api/estimated-tax-payments?year=2026&quarter=1`, { cookie: calendars })
    ).json();
    const done = await call(t.app, 'PUT', `/api/estimated-tax-payments/${first.id}`, {
      cookie: calendars,
      body: { status: 'completed' },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ id: first.id, status: 'completed', state: 'completed' });
    const completed = (
      await call(t.app, 'GET', '/api/estimated-tax-payments?section=completed', { cookie: calendars })
    ).json();
    expect(completed.map((r: { id: number }) => r.id)).toEqual([first.id]);
    const all = (await call(t.app, 'GET', '/api/estimated-taxes/all?status=completed', { cookie: reports })).json();
    expect(all.map((r: { id: number; status: string }) => [r.id, r.status])).toEqual([[first.id, 'completed']]);
    await call(t.app, 'PUT', `/api/estimated-tax-payments/${first.id}`, {
      cookie: calendars,
      body: { status: 'pending' },
    });
    expect(
      (await call(t.app, 'GET', '/api/estimated-tax-payments?section=completed', { cookie: calendars })).json(),
    ).toEqual([]);
  });

  it('puts a pending payment due before today in Overdue, due today in Upcoming', async () => {
    await setClock('2026-04-15T19:00:00Z');
    const upcoming = (
      await call(t.app, 'GET', '/api/estimated-tax-payments?section=upcoming&year=2026&quarter=1', {
        cookie: calendars,
      })
    ).json();
    expect(upcoming).toHaveLength(2);
    expect(upcoming[0]).toMatchObject({ daysRemaining: 0, daysOverdue: 0 });
    await setClock('2026-04-16T19:00:00Z');
    const overdue = (
      await call(t.app, 'GET', '/api/estimated-tax-payments?section=overdue', { cookie: calendars })
    ).json();
    expect(overdue.map((r: { daysOverdue: number; state: string }) => [r.state, r.daysOverdue])).toEqual([
      ['overdue', 1],
      ['overdue', 1],
    ]);
    const counts = trpcData<Record<string, number>>(
      await trpcQuery(t.app, 'estimatedTax.counts', { year: 2026 }, calendars),
    );
    expect(counts).toEqual({ overdue: 2, upcoming: 6, completed: 0 });
    await setClock('2026-03-02T17:00:00Z');
  });

  it('offers the years of the data newest first and the Q4 default rule', async () => {
    const overview = trpcData<{ years: number[]; defaultFilter: unknown }>(
      await trpcQuery(t.app, 'estimatedTax.overview', undefined, calendars),
    );
    expect(overview.years).toEqual([2027, 2026]);
    expect(overview.defaultFilter).toEqual({ quarter: 1, year: 2026 });
    await setClock('2026-12-31T20:00:00Z');
    // The same day read before and after the write: a kept answer must not outlive the write.
    expect(
      trpcData<{ defaultFilter: unknown }>(await trpcQuery(t.app, 'estimatedTax.overview', undefined, calendars))
        .defaultFilter,
    ).toEqual({ quarter: 4, year: 2026 });
    await t.db.db
      .updateTable('estimatedTaxPayments')
      .set({ status: 'completed', completedAt: new Date() as never })
      .where('taxYear', '=', 2026)
      .execute();
    expect(
      trpcData<{ defaultFilter: unknown }>(await trpcQuery(t.app, 'estimatedTax.overview', undefined, calendars))
        .defaultFilter,
    ).toEqual({ quarter: 1, year: 2027 });
    await t.db.db.updateTable('estimatedTaxPayments').set({ status: 'pending', completedAt: null }).execute();
    await setClock('2026-03-02T17:00:00Z');
  });

  it('exports the list as CSV', async () => {
    const res = await call(t.app, 'GET', '/api/estimated-tax-payments?year=2026&quarter=2&format=csv', {
      cookie: calendars,
    });
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Entity ID,Entity Name,Type,Quarter,Tax Year,Due Date,Status,Days Overdue,Days Remaining');
    expect(lines.slice(1).sort()).toEqual([
      expect.stringMatching(/^A\d+,Eve Stone,Client,Q2,2026,06\/15\/2026,Upcoming,0,105$/),
      expect.stringMatching(/^B\d+,Quarterly Co,Organization,Q2,2026,06\/15\/2026,Upcoming,0,105$/),
    ]);
  });

  it('validates and guards', async () => {
    expect((await call(t.app, 'GET', '/api/estimated-tax-payments', { cookie: nobody })).statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/estimated-tax-payments', { cookie: reports })).statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/estimated-taxes/all', { cookie: nobody })).statusCode).toBe(403);
    const bad = await call(t.app, 'PUT', '/api/estimated-tax-payments/1', {
      cookie: calendars,
      body: { status: 'done' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^status: /);
    expect(
      (
        await call(t.app, 'PUT', '/api/estimated-tax-payments/2147483648', {
          cookie: calendars,
          body: { status: 'pending' },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await call(t.app, 'PUT', '/api/estimated-tax-payments/999999', {
          cookie: calendars,
          body: { status: 'pending' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call(t.app, 'PUT', '/api/estimated-tax-payments/1', { cookie: reports, body: { status: 'pending' } }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call(t.app, 'GET', '/api/estimated-tax-payments?quarter=5', { cookie: calendars })).json().message,
    ).toBe('quarter: quarter must be 1 to 4');
  });

  it('turning estimated taxes off removes the pending payments', async () => {
    await call(t.app, 'PUT', `/api/organizations/${orgId}`, { cookie: editor, body: { estimatedTaxes: false } });
    const rows = (await call(t.app, 'GET', '/api/estimated-tax-payments', { cookie: calendars })).json();
    expect(rows.every((r: { clientId: number | null }) => r.clientId === clientId)).toBe(true);
  });

  it("counts a long list up to 1,000 and says so; a deleted client's payments are not listed", async () => {
    const clients = await t.db.db
      .insertInto('clients')
      .values(
        Array.from({ length: 130 }, (_, i) => ({
          firstName: 'Bulk',
          lastName: `Payer ${i}`,
          fullName: `Bulk Payer ${i}`,
        })),
      )
      .returning('id')
      .execute();
    const payments = clients.flatMap(({ id }) =>
      [2030, 2031].flatMap((taxYear) =>
        [1, 2, 3, 4].map((quarter) => ({
          clientId: id,
          taxYear,
          quarter: quarter as 1 | 2 | 3 | 4,
          dueDate: `${taxYear}-0${quarter}-15`,
          reminderDate: `${taxYear}-0${quarter}-10`,
        })),
      ),
    );
    await t.db.db.insertInto('estimatedTaxPayments').values(payments).execute();
    const all = await call(t.app, 'GET', '/api/estimated-tax-payments?limit=25', { cookie: calendars });
    expect(all.headers['x-total-count']).toBe('1000');
    expect(all.headers['x-total-capped']).toBe('true');
    expect(all.json()).toHaveLength(25);
    await t.db.db
      .updateTable('clients')
      .set({ deletedAt: new Date() as never })
      .where('id', '=', clients[0]!.id)
      .execute();
    const year = await call(t.app, 'GET', '/api/estimated-tax-payments?year=2030&limit=5', { cookie: calendars });
    expect(year.headers['x-total-count']).toBe(String(129 * 4));
    expect(year.headers['x-total-capped']).toBeUndefined();
    expect(year.json().map((r: { entityName: string }) => r.entityName)).not.toContain('Bulk Payer 0');
  });

  it('answers a later page, read from the nearer end past the middle, as the same slice of the whole list', async () => {
    // Runs after the bulk payers above (one of them deleted): some are made overdue (2024) and some
    // completed, several at the same moment, so the completed order's ties fall to the id.
    const bulk = await t.db.db
      .selectFrom('clients')
      .select('id')
      .where('fullName', 'like', 'Bulk Payer %')
      .orderBy('id')
      .execute();
    await t.db.db
      .insertInto('estimatedTaxPayments')
      .values(
        bulk.slice(0, 40).flatMap(({ id }) =>
          [1, 2].map((quarter) => ({
            clientId: id,
            taxYear: 2024,
            quarter: quarter as 1 | 2,
            dueDate: `2024-0${quarter}-15`,
            reminderDate: `2024-0${quarter}-10`,
          })),
        ),
      )
      .execute();
    await sql`update estimated_tax_payments set status = 'completed', completed_at = case
        when id < (select min(id) + 100 from estimated_tax_payments) then timestamptz '2026-02-01T10:00:00Z'
        else timestamptz '2026-02-02T10:00:00Z' end
      where id % 3 = 0`.execute(t.db.db);
    for (const filter of [
      '',
      'section=completed&',
      'section=overdue&',
      'section=upcoming&',
      'year=2030&',
      'quarter=2&year=2031&',
    ]) {
      await expectPagesAreSlices(t, calendars, `/api/estimated-tax-payments?${filter}`, {
        limit: 7,
        atLeast: 20,
        offsetsOf: (n) => {
          const middle = Math.floor((n - 7) / 2);
          return [middle, middle + 1, n - 8, n - 7, n - 3, n, n + 2];
        },
      });
    }
  });
});
