import { testDatabaseKinds } from '@app/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createUser, sessionCookie, startTestApp, type TestApp } from '../../test/helpers';
import { expectPagesAreSlices } from '../../test/page-slices';

// The test clock reads 2026-03-02: SOI cycles due from 2026 to 2028 are generated.

describe.each(testDatabaseKinds())('statement of information (%s)', (kind) => {
  let t: TestApp;
  let editor: string;
  let first: string;
  let second: string;
  let reports: string;
  let outsider: string;
  let corpId: number;

  beforeAll(async () => {
    t = await startTestApp(kind);
    [editor, first, second, reports, outsider] = (await Promise.all(
      [
        ['canAccessOrganizations', 'canEditOrganizations'],
        ['canAccessCalendars'],
        ['canAccessCalendars'],
        ['canAccessReports'],
        ['canAccessOrganizations'],
      ].map(async (flags) => sessionCookie(t, await createUser(t, { flags: flags as never }))),
    )) as [string, string, string, string, string];
    const create = (body: object) => call(t.app, 'POST', '/api/organizations', { cookie: editor, body });
    corpId = (
      await create({ businessDba: 'Leap Corp', entityType: 'corporation', dateOfFormation: '2020-02-29', soi: true })
    ).json().id;
    await create({ businessDba: 'Two Year LLC', entityType: 'llc', dateOfFormation: '2024-06-10', soi: true });
    await create({ businessDba: 'Sole Trader', entityType: 'sole_proprietorship', dateOfFormation: '2020-01-01' });
  });
  afterAll(() => t?.close());

  it('generates the cycles on save and lists them by date with the organization', async () => {
    const res = await call(t.app, 'GET', '/api/soi-events/all?kind=due', { cookie: first });
    expect(res.statusCode).toBe(200);
    const rows = res.json() as Array<Record<string, unknown>>;
    expect(rows.map((r) => [r.organizationName, r.due_date])).toEqual([
      ['Leap Corp', '2026-02-28'],
      ['Two Year LLC', '2026-06-10'],
      ['Leap Corp', '2027-02-28'],
      ['Leap Corp', '2028-02-29'],
      ['Two Year LLC', '2028-06-10'],
    ]);
    expect(rows[0]).toMatchObject({
      entityType: 'corporation',
      entityTypeLabel: 'Corporation',
      taxYear: 2026,
      completed: false,
      kind: 'due',
      date: '2026-02-28',
    });
    const march = (
      await call(t.app, 'GET', '/api/soi-events/all?from=2027-01-01&to=2027-01-31', { cookie: reports })
    ).json();
    expect(march.map((r: { kind: string; date: string }) => [r.kind, r.date])).toEqual([['reminder', '2027-01-29']]);
  });

  it('saves completion, read back by another user, with CSV export', async () => {
    const [event] = (await call(t.app, 'GET', '/api/soi-events/all?kind=due&to=2026-12-31', { cookie: first })).json();
    const done = await call(t.app, 'PUT', `/api/soi-events/${event.id}`, { cookie: first, body: { completed: true } });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ id: event.id, completed: true, organizationName: 'Leap Corp' });
    const seen = (await call(t.app, 'GET', '/api/soi-events/all?completed=true', { cookie: second })).json();
    expect(seen.map((e: { id: number }) => e.id)).toEqual([event.id]);
    const csv = await call(t.app, 'GET', '/api/soi-events/all?completed=true&format=csv', { cookie: second });
    expect(
      csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toEqual([
      'Organization ID,Organization,Entity Type,Tax Year,Date,Type,Due Date,Status',
      `B${String(corpId).padStart(4, '0')},Leap Corp,Corporation,2026,02/28/2026,Due Date,02/28/2026,Completed`,
    ]);
    await call(t.app, 'PUT', `/api/soi-events/${event.id}`, { cookie: second, body: { completed: false } });
    expect((await call(t.app, 'GET', '/api/soi-events/all?completed=true', { cookie: first })).json()).toEqual([]);
  });

  it('drops an organization whose SOI is switched off, keeps completed events on record', async () => {
    await call(t.app, 'PUT', `/api/organizations/${corpId}`, { cookie: editor, body: { soi: false } });
    const rows = (await call(t.app, 'GET', '/api/soi-events/all', { cookie: first })).json();
    expect(rows.every((r: { organizationId: number }) => r.organizationId !== corpId)).toBe(true);
  });

  it('refuses bad input and users without access', async () => {
    const bad = await call(t.app, 'PUT', '/api/soi-events/1', { cookie: first, body: { completed: 'yes' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('completed: completed must be true or false');
    expect(
      (await call(t.app, 'PUT', '/api/soi-events/999999', { cookie: first, body: { completed: true } })).statusCode,
    ).toBe(404);
    expect(
      (await call(t.app, 'PUT', '/api/soi-events/1', { cookie: reports, body: { completed: true } })).statusCode,
    ).toBe(403);
    expect((await call(t.app, 'GET', '/api/soi-events/all?from=2026-02-30', { cookie: first })).statusCode).toBe(400);
    expect((await call(t.app, 'GET', '/api/soi-events/all', { cookie: outsider })).statusCode).toBe(403);
  });

  it('answers each later page (from the kept counts by event date) as the same slice of the whole list', async () => {
    // Events of 2030 and 2031 on two due dates a year (many on the same date), some completed, of
    // organizations the calendar includes and of ones it leaves out: SOI off, a type not eligible,
    // no formation date, deleted.
    const included = { entityType: 'llc' as const, dateOfFormation: '2020-01-01', soi: true };
    const organizations = [
      ...Array.from({ length: 12 }, (_, i) => ({ businessDba: `Listed ${i % 3}`, ...included })),
      { businessDba: 'SOI Off', ...included, soi: false },
      { businessDba: 'Sole Owner', ...included, entityType: 'sole_proprietorship' as const },
      { businessDba: 'Unformed', ...included, dateOfFormation: null },
      { businessDba: 'Gone', ...included },
    ];
    const ids = (await t.db.db.insertInto('organizations').values(organizations).returning('id').execute()).map(
      (o) => o.id,
    );
    const left = ids.slice(12);
    await t.db.db.updateTable('organizations').set({ deletedAt: new Date() }).where('id', '=', left[3]!).execute();
    const events = ids.reverse().flatMap((organizationId, i) =>
      [2030, 2031].flatMap((taxYear) => {
        const [month, reminder] = i % 2 ? ['06-30', '05-31'] : ['09-30', '08-31'];
        const completed = (i + taxYear) % 3 === 0;
        return [
          {
            organizationId,
            kind: 'due' as const,
            eventDate: `${taxYear}-${month}`,
            dueDate: `${taxYear}-${month}`,
            taxYear,
            completed,
          },
          {
            organizationId,
            kind: 'reminder' as const,
            eventDate: `${taxYear}-${reminder}`,
            dueDate: `${taxYear}-${month}`,
            taxYear,
            completed,
          },
        ];
      }),
    );
    await t.db.db.insertInto('soiEvents').values(events).execute();

    for (const filter of [
      '',
      'kind=due&',
      'kind=reminder&completed=false&',
      'completed=true&',
      'from=2030-06-01&to=2031-06-30&',
      'from=2030-01-01&kind=due&completed=false&',
    ]) {
      // Every page of the whole calendar (its pages cross from one date to the next); the start, the
      // middle, just past it, the end and past it of the others.
      const whole = await expectPagesAreSlices<{ id: number; organizationId: number }>(
        t,
        first,
        `/api/soi-events/all?${filter}`,
        {
          limit: 7,
          atLeast: 14,
          offsetsOf: (n) => {
            const middle = Math.floor((n - 7) / 2);
            return filter
              ? [1, middle, middle + 1, n - 8, n - 7, n - 3, n, n + 2]
              : Array.from({ length: n + 2 }, (_, i) => i);
          },
        },
      );
      expect(
        whole.some((e) => left.includes(e.organizationId)),
        filter,
      ).toBe(false);
    }
  });
});
