import { testDatabaseKinds } from '@app/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createUser, sessionCookie, startTestApp, trpcData, trpcQuery, type TestApp } from '../../test/helpers';

// The test clock reads 2026-03-02: the LA City renewal of February 28, 2026 is overdue.

describe.each(testDatabaseKinds())('business license renewals (%s)', (kind) => {
  let t: TestApp;
  let editor: string;
  let first: string;
  let second: string;
  let outsider: string;
  let laId: number;
  let otherId: number;

  beforeAll(async () => {
    t = await startTestApp(kind);
    [editor, first, second, outsider] = (await Promise.all(
      [
        ['canAccessOrganizations', 'canEditOrganizations'],
        ['canAccessCalendars'],
        ['canAccessCalendars'],
        ['canAccessReports'],
      ].map(async (flags) => sessionCookie(t, await createUser(t, { flags: flags as never }))),
    )) as [string, string, string, string];
    const create = (body: object) => call(t.app, 'POST', '/api/organizations', { cookie: editor, body });
    laId = (
      await create({
        businessDba: 'Angel Bakery',
        businessLicenseCounty: 'LA City',
        businessLicenseRegisteredDate: '2020-05-01',
      })
    ).json().id;
    otherId = (
      await create({
        businessDba: 'Pasadena Tools',
        businessLicenseCounty: 'Other',
        businessLicenseReminderDate: '2026-07-20',
      })
    ).json().id;
  });
  afterAll(() => t?.close());

  it('lists LA City and Other renewals by tab, with computed overdue status', async () => {
    const la = (await call(t.app, 'GET', '/api/business-license-renewals?kind=la_city', { cookie: first })).json();
    expect(la.map((r: { dueDate: string; status: string }) => [r.dueDate, r.status])).toEqual([
      ['2026-02-28', 'overdue'],
      ['2027-02-28', 'pending'],
      ['2028-02-28', 'pending'],
    ]);
    expect(la[0]).toMatchObject({
      organizationId: laId,
      organizationName: 'Angel Bakery',
      kind: 'la_city',
      daysOverdue: 2,
    });
    const other = (
      await call(t.app, 'GET', '/api/business-license-renewals?kind=Other&year=2026', { cookie: first })
    ).json();
    expect(other.map((r: { organizationId: number; dueDate: string }) => [r.organizationId, r.dueDate])).toEqual([
      [otherId, '2026-07-20'],
    ]);
    const counts = trpcData<{ months: Record<string, number> }>(
      await trpcQuery(t.app, 'businessLicenses.counts', { kind: 'other' }, first),
    );
    expect(counts.months).toEqual({ 7: 1 });
  });

  it('saves Complete and Mark As Pending, read back by another user, with CSV export', async () => {
    const [overdue] = (
      await call(t.app, 'GET', '/api/business-license-renewals?section=overdue', { cookie: first })
    ).json();
    const done = await call(t.app, 'PUT', `/api/business-license-renewals/${overdue.id}`, {
      cookie: first,
      body: { status: 'completed' },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ id: overdue.id, status: 'completed' });
    expect(
      (await call(t.app, 'GET', '/api/business-license-renewals?section=completed', { cookie: second }))
        .json()
        .map((r: { id: number }) => r.id),
    ).toEqual([overdue.id]);
    const csv = await call(t.app, 'GET', '/api/business-license-renewals?section=completed&format=csv', {
      cookie: second,
    });
    expect(
      csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n')[1],
    ).toBe(`B${String(laId).padStart(4, '0')},Angel Bakery,LA City,2026,02/28/2026,Completed`);
    await call(t.app, 'PUT', `/api/business-license-renewals/${overdue.id}`, {
      cookie: second,
      body: { status: 'pending' },
    });
    expect(
      (await call(t.app, 'GET', `/api/business-license-renewals?section=overdue`, { cookie: first })).json(),
    ).toHaveLength(1);
  });

  it('refuses bad input and users without calendars', async () => {
    expect(
      (await call(t.app, 'PUT', '/api/business-license-renewals/1', { cookie: first, body: { status: 'overdue' } }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await call(t.app, 'PUT', '/api/business-license-renewals/999999', {
          cookie: first,
          body: { status: 'completed' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call(t.app, 'GET', '/api/business-license-renewals?kind=county', { cookie: first })).json().message,
    ).toBe('kind: kind must be la_city or other');
    expect((await call(t.app, 'GET', '/api/business-license-renewals', { cookie: outsider })).statusCode).toBe(403);
  });
});
