import { testDatabaseKinds } from '@app/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createUser, sessionCookie, startTestApp, trpcData, trpcQuery, type TestApp } from '../../test/helpers';

// The test clock reads 2026-03-02 (firm time).

describe.each(testDatabaseKinds())('sales tax filings (%s)', (kind) => {
  let t: TestApp;
  let first: string;
  let second: string;
  let outsider: string;
  let monthlyId: number;

  beforeAll(async () => {
    t = await startTestApp(kind);
    [first, second, outsider] = (await Promise.all(
      [['canAccessCalendars'], ['canAccessCalendars'], ['canAccessOrganizations']].map(async (flags) =>
        sessionCookie(t, await createUser(t, { flags: flags as never })),
      ),
    )) as [string, string, string];
    const insert = (businessDba: string, salesTaxFrequency: string | null) =>
      t.db.db
        .insertInto('organizations')
        .values({ businessDba, salesTaxFrequency: salesTaxFrequency as never })
        .returning('id')
        .executeTakeFirstOrThrow();
    monthlyId = (await insert('Monthly Shop', 'Monthly')).id;
    await insert('Quarter Store', 'Quarterly');
    await insert('Prepay Mart', 'Quarterly Prepay');
    await insert('Yearly Stand', 'Annually');
    await insert('Untracked', 'NO TRACKING');
    await insert('Nothing', null);
  });
  afterAll(() => t?.close());

  it('computes the periods of any year from the frequency', async () => {
    const monthly = (
      await call(t.app, 'GET', '/api/sales-tax-filings?frequency=Monthly&year=2028', { cookie: first })
    ).json();
    expect(monthly).toHaveLength(12);
    expect(monthly[0]).toMatchObject({
      organizationId: monthlyId,
      organization: 'Monthly Shop',
      filingPeriod: 'January 2028',
      dueDate: '2028-02-29',
      status: 'pending',
      filedDate: null,
    });
    const quarterly = (
      await call(t.app, 'GET', '/api/sales-tax-filings?frequency=Quarterly&year=2026', { cookie: first })
    ).json();
    expect(quarterly.map((r: { dueDate: string }) => r.dueDate)).toEqual([
      '2026-04-30',
      '2026-07-31',
      '2026-10-31',
      '2027-01-31',
    ]);
    const annual = (
      await call(t.app, 'GET', '/api/sales-tax-filings?frequency=Annually&year=2025', { cookie: first })
    ).json();
    expect(annual.map((r: { dueDate: string; status: string }) => [r.dueDate, r.status])).toEqual([
      ['2026-01-31', 'overdue'],
    ]);
    const q1 = (
      await call(t.app, 'GET', '/api/sales-tax-filings?frequency=Quarterly%20Prepay&year=2026&quarter=1', {
        cookie: first,
      })
    ).json();
    expect(q1.map((r: { dueDate: string }) => r.dueDate)).toEqual(['2026-02-24', '2026-03-24', '2026-04-30']);
    const all = await call(t.app, 'GET', '/api/sales-tax-filings?year=2026', { cookie: first });
    expect(all.headers['x-total-count']).toBe(String(12 + 4 + 12 + 1));
  });

  it('Complete records today as the filed date, Mark as Pending clears it, read back by another user', async () => {
    const done = await call(t.app, 'PUT', `/api/sales-tax-filings/${monthlyId}/2026-02-28`, {
      cookie: first,
      body: { status: 'filed' },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ filingPeriod: 'January 2026', status: 'filed', filedDate: '2026-03-02' });
    const filed = (
      await call(t.app, 'GET', '/api/sales-tax-filings?frequency=Monthly&year=2026&section=completed', {
        cookie: second,
      })
    ).json();
    expect(filed.map((r: { dueDate: string; filedDate: string }) => [r.dueDate, r.filedDate])).toEqual([
      ['2026-02-28', '2026-03-02'],
    ]);
    const counts = trpcData<{ tabs: Record<string, number> }>(
      await trpcQuery(t.app, 'salesTax.counts', { year: 2026 }, second),
    );
    expect(counts.tabs).toEqual({ Monthly: 11, Quarterly: 4, 'Quarterly Prepay': 12, Annually: 1 });
    const csv = await call(t.app, 'GET', '/api/sales-tax-filings?frequency=Monthly&year=2026&month=1&format=csv', {
      cookie: second,
    });
    expect(
      csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toEqual([
      'Organization ID,Organization,Frequency,Filing Period,Due Date,Status,Filed Date',
      `B${String(monthlyId).padStart(4, '0')},Monthly Shop,Monthly,January 2026,02/28/2026,Filed,03/02/2026`,
    ]);
    const back = await call(t.app, 'PUT', `/api/sales-tax-filings/${monthlyId}/2026-02-28`, {
      cookie: second,
      body: { status: 'pending' },
    });
    expect(back.json()).toMatchObject({ status: 'overdue', filedDate: null });
  });

  it('refuses a date nothing is due on, untracked organizations, bad input and outsiders', async () => {
    expect(
      (
        await call(t.app, 'PUT', `/api/sales-tax-filings/${monthlyId}/2026-02-27`, {
          cookie: first,
          body: { status: 'filed' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call(t.app, 'PUT', `/api/sales-tax-filings/${monthlyId}/2026-02-30`, {
          cookie: first,
          body: { status: 'filed' },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await call(t.app, 'PUT', `/api/sales-tax-filings/${monthlyId}/2026-02-28`, {
          cookie: first,
          body: { status: 'done' },
        })
      ).statusCode,
    ).toBe(400);
    expect((await call(t.app, 'GET', '/api/sales-tax-filings?frequency=Weekly', { cookie: first })).statusCode).toBe(
      400,
    );
    expect((await call(t.app, 'GET', '/api/sales-tax-filings', { cookie: outsider })).statusCode).toBe(403);
  });
});
