import { testDatabaseKinds } from '@app/db';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createUser, sessionCookie, startTestApp, trpcData, trpcQuery, type TestApp } from '../../test/helpers';
import { expectPagesAreSlices } from '../../test/page-slices';

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

  it('answers each later page (from the kept counts by due date, LA City from the nearer end of a year) as the same slice of the whole list', async () => {
    // Organizations whose names tie (the same in lower case), one of them deleted; each with LA City
    // and Other renewals of 2025 to 2028, the Other ones on three dates a year. The renewals are
    // inserted in the reverse order of the organizations, so a tie's order (by renewal id) is not
    // theirs, and some are completed (the completed order's ties in due dates fall to the id).
    const names = ['Tie Works', 'tie works', 'TIE WORKS', 'Tie works', 'Alder', 'Birch', 'Cedar', 'Dogwood', 'Elm'];
    const organizations = await t.db.db
      .insertInto('organizations')
      .values([...names, ...names.map((name) => `${name} Two`), 'tie WORKS'].map((businessDba) => ({ businessDba })))
      .returning('id')
      .execute();
    const gone = organizations.at(-1)!.id;
    const renewals = [...organizations].reverse().flatMap(({ id }, i) =>
      [2025, 2026, 2027, 2028].flatMap((year) => [
        { organizationId: id, kind: 'la_city' as const, year, dueDate: `${year}-02-28` },
        { organizationId: id, kind: 'other' as const, year, dueDate: `${year}-${['01', '04', '07'][i % 3]}-15` },
      ]),
    );
    await t.db.db.insertInto('businessLicenseRenewals').values(renewals).execute();
    await sql`update business_license_renewals set status = 'completed', completed_at = timestamptz '2026-02-01T10:00:00Z'
      where id % 3 = 0 and organization_id <> ${laId}`.execute(t.db.db);
    await t.db.db.updateTable('organizations').set({ deletedAt: new Date() }).where('id', '=', gone).execute();

    const laCity = 'kind=la_city&';
    for (const filter of [
      laCity,
      `${laCity}section=overdue&`,
      `${laCity}section=upcoming&`,
      `${laCity}year=2027&`,
      `${laCity}section=completed&`,
      'kind=other&',
      'kind=other&section=upcoming&',
      'kind=other&month=4&',
      'section=completed&',
      'section=overdue&',
      '',
    ]) {
      // Every page of the LA City list (its pages cross from one year to the next, each read from the
      // nearer end of its year) and of the whole list and the completed section (their pages cross
      // from one due date to the next); the start, the middle, just past it, the end and past it of
      // the others.
      const everyPage = [laCity, '', 'section=completed&'].includes(filter);
      await expectPagesAreSlices(t, first, `/api/business-license-renewals?${filter}`, {
        limit: 7,
        atLeast: 14,
        offsetsOf: (n) => {
          const middle = Math.floor((n - 7) / 2);
          return everyPage
            ? Array.from({ length: n + 2 }, (_, i) => i)
            : [0, 1, middle, middle + 1, n - 8, n - 7, n - 3, n, n + 2];
        },
      });
    }
    const listed = (await call(t.app, 'GET', '/api/business-license-renewals?limit=5000', { cookie: first })).json();
    expect(listed.some((r: { organizationId: number }) => r.organizationId === gone)).toBe(false);
    // The LA City list's ties: the same name in another case, ordered by the renewal's id.
    const ties = (
      await call(t.app, 'GET', '/api/business-license-renewals?kind=la_city&year=2027&limit=5000', { cookie: first })
    )
      .json()
      .filter((r: { organizationName: string }) => r.organizationName.toLowerCase() === 'tie works');
    expect(ties).toHaveLength(4);
    expect(ties.map((r: { id: number }) => r.id)).toEqual(
      ties.map((r: { id: number }) => r.id).sort((a: number, b: number) => a - b),
    );
  });
});
