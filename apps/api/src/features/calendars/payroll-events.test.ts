import { testDatabaseKinds } from '@app/db';
import { addDays, payrollUrgency, type CalendarEventView } from '@app/domain';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createUser, sessionCookie, startTestApp, trpcData, trpcQuery, type TestApp } from '../../test/helpers';

// The payroll calendar is read from payroll_events, which triggers keep from the payrolls and their
// organizations. Here its answer is held, after every kind of write, against the events built in
// this file from the payrolls and organizations as they are (the calendar's rules, written again).
// Today is 2026-03-02 in the firm's time zone (the test clock).

const TODAY = '2026-03-02';
const KINDS = [
  ['processing', 'processingDate', 'Payroll Processing'],
  ['pay', 'payDate', 'Pay Date'],
  ['processing2', 'processingDate2', 'Payroll Processing (2nd)'],
  ['pay2', 'payDate2', 'Pay Date (2nd)'],
] as const;
const START = '2026-02-20';
const END = '2026-03-20';
// Names a JSON writer must escape, names tied but for case, and names beyond ASCII.
const NAMES = [
  'Acme "Quoted" Co',
  'back\\slash LLC',
  'acme co',
  'ACME CO',
  'Café Ünïcode',
  '数字 Holdings',
  'Tab\there',
];
const DATES = Array.from({ length: 12 }, (_, i) => addDays('2026-02-26', i));

describe.each(testDatabaseKinds())('payroll calendar events (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  const orgIds: number[] = [];

  /** The events of the range as the calendar's rules make them from the payrolls and organizations as they are. */
  async function expected(start = START, end = END): Promise<CalendarEventView[]> {
    const rows = await t.db.db
      .selectFrom('payrolls as p')
      .innerJoin('organizations as o', 'o.id', 'p.organizationId')
      .where('o.deletedAt', 'is', null)
      .select([
        'p.id',
        'p.status',
        'p.payrollPlatform',
        'p.payrollFrequency',
        'p.processingDate',
        'p.payDate',
        'p.processingDate2',
        'p.payDate2',
        'o.id as organizationId',
        'o.businessDba',
      ])
      .execute();
    const events = rows.flatMap((r) =>
      KINDS.flatMap(([kind, column, label]) => {
        const date = r[column];
        if (!date || date < start || date > end) return [];
        return [
          {
            id: `payroll-${r.id}-${kind}`,
            title: `${r.businessDba} - ${label}`,
            date,
            type: 'payroll' as const,
            description: `${r.payrollPlatform}, ${r.payrollFrequency}`,
            urgency: payrollUrgency(date, TODAY, r.status === 'completed'),
            organizationName: r.businessDba,
            organizationId: r.organizationId,
            projectId: null,
            entityId: r.id,
            entityType: 'payroll' as const,
            status: r.status,
            kind,
          },
        ];
      }),
    );
    // The database's order of names (its collation), by id then kind within a name.
    const { rows: order } = await sql<{ name: string }>`
      select distinct business_dba as name from organizations order by business_dba`.execute(t.db.db);
    const rank = new Map(order.map((o, i) => [o.name, i]));
    const cmp = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);
    return events.sort(
      (a, b) =>
        cmp(a.date, b.date) ||
        cmp(rank.get(a.organizationName)!, rank.get(b.organizationName)!) ||
        cmp(a.entityId, b.entityId) ||
        cmp(a.kind, b.kind),
    );
  }

  /** The grid's days of the expected events: each date's first three and its count. */
  const daysOf = (events: CalendarEventView[]) =>
    [...new Set(events.map((e) => e.date))].map((date) => {
      const ofDay = events.filter((e) => e.date === date);
      return { date, total: ofDay.length, events: ofDay.slice(0, 3) };
    });

  /** The calendar's events and grid days over REST and over tRPC, all held against the expected events. */
  async function expectCalendar(start = START, end = END): Promise<void> {
    const want = await expected(start, end);
    const days = await call(t.app, 'GET', `/api/calendars/payroll/days?start=${start}&end=${end}`, { cookie: admin });
    expect(days.statusCode, days.body).toBe(200);
    expect(days.json()).toEqual(daysOf(want));
    const trpcDays = await trpcQuery(t.app, 'calendars.days', { kind: 'payroll', range: { start, end } }, admin);
    expect(trpcData(trpcDays)).toEqual(daysOf(want));
    const rest = await call(t.app, 'GET', `/api/calendars/payroll/events?start=${start}&end=${end}`, {
      cookie: admin,
    });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json()).toEqual(want);
    const trpc = await trpcQuery(t.app, 'calendars.events', { kind: 'payroll', range: { start, end } }, admin);
    expect(trpcData(trpc)).toEqual(want);
    // The List view's pages, read in turn, are the same events.
    const pages: CalendarEventView[] = [];
    for (let offset = 0; offset === pages.length; offset += 5) {
      const page = await call(
        t.app,
        'GET',
        `/api/calendars/payroll/events?start=${start}&end=${end}&limit=5&offset=${offset}`,
        {
          cookie: admin,
        },
      );
      expect(page.statusCode, page.body).toBe(200);
      pages.push(...(page.json() as CalendarEventView[]));
    }
    expect(pages).toEqual(want);
  }

  const send = async (method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, body?: unknown) => {
    const res = await call(t.app, method, url, { cookie: admin, body });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json() as { id: number };
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await sessionCookie(t, await createUser(t, { role: 'admin' }));
    for (const businessDba of NAMES) orgIds.push((await send('POST', '/api/organizations', { businessDba })).id);
  });
  afterAll(() => t.close());

  it('keeps each payroll date through the API: created, moved, completed, renamed, deleted', async () => {
    await expectCalendar();
    const first = await send('POST', `/api/organizations/${orgIds[0]}/payrolls`, {
      payrollPlatform: 'ADP',
      payrollFrequency: 'Semi-Monthly (24)',
      processingDate: '2026-03-02',
      payDate: '2026-03-04',
      processingDate2: '2026-03-17',
      payDate2: '2026-03-19',
    });
    const second = await send('POST', `/api/organizations/${orgIds[2]}/payrolls`, {
      payrollPlatform: 'Gusto',
      payrollFrequency: 'Weekly (52)',
      processingDate: '2026-03-02',
      payDate: '2026-03-02',
    });
    await send('POST', `/api/organizations/${orgIds[3]}/payrolls`, {
      payrollPlatform: 'Paychex',
      payrollFrequency: 'Monthly (12)',
      processingDate: '2026-03-01',
    });
    // A fourth event on 2026-03-02: more than the day's cell shows.
    await send('POST', `/api/organizations/${orgIds[1]}/payrolls`, {
      payrollPlatform: 'Paychex',
      payrollFrequency: 'Weekly (52)',
      payDate: '2026-03-02',
    });
    expect((await expected()).filter((e) => e.date === '2026-03-02')).toHaveLength(4);
    await expectCalendar();
    await send('PATCH', `/api/payrolls/${first.id}`, { payDate: '2026-02-27', processingDate2: null });
    await expectCalendar();
    await send('POST', '/api/calendars/complete', { entityType: 'payroll', entityId: second.id });
    await expectCalendar();
    await send('PUT', `/api/payrolls/${second.id}`, { payrollPlatform: 'Other', payrollFrequency: 'Bi-Weekly (26)' });
    await expectCalendar();
    await send('PUT', `/api/organizations/${orgIds[0]}`, { businessDba: 'Zed "Renamed" Co' });
    await expectCalendar();
    await send('DELETE', `/api/organizations/${orgIds[2]}`);
    await expectCalendar();
    await send('DELETE', `/api/payrolls/${first.id}`);
    await expectCalendar();
    // The range edges: a range of one day, and one cutting a payroll's dates.
    await expectCalendar('2026-03-02', '2026-03-02');
    await expectCalendar('2026-03-01', '2026-03-01');
  });

  it('answers a range of more events than one run of the streamed read (PostgreSQL joins 256 at a time)', async () => {
    // 300 payrolls of four dates each in the range (one organization was deleted above): over 1,000
    // events, most of them on three dates.
    await t.db.db
      .insertInto('payrolls')
      .values(
        Array.from({ length: 300 }, (_, i) => ({
          organizationId: orgIds[i % orgIds.length]!,
          payrollPlatform: 'ADP' as const,
          payrollFrequency: 'Semi-Monthly (24)' as const,
          processingDate: '2026-03-03',
          payDate: '2026-03-05',
          processingDate2: DATES[i % DATES.length],
          payDate2: '2026-03-18',
        })),
      )
      .execute();
    expect((await expected()).length).toBeGreaterThan(1000);
    await expectCalendar();
    await t.db.db.deleteFrom('payrolls').where('payrollPlatform', '=', 'ADP').execute();
    await expectCalendar();
  });

  it('keeps them through statements of many rows, a restore and a hard delete (property)', async () => {
    const payrollOf = fc.record({
      organization: fc.integer({ min: 0, max: NAMES.length - 1 }),
      processingDate: fc.option(fc.constantFrom(...DATES)),
      payDate: fc.option(fc.constantFrom(...DATES)),
      processingDate2: fc.option(fc.constantFrom(...DATES)),
      payDate2: fc.option(fc.constantFrom(...DATES)),
    });
    const write = fc.oneof(
      fc.record({ op: fc.constant('insert' as const), payrolls: fc.array(payrollOf, { minLength: 1, maxLength: 4 }) }),
      fc.record({
        op: fc.constant('move' as const),
        date: fc.constantFrom(...DATES),
        shift: fc.integer({ min: -3, max: 3 }),
      }),
      fc.record({ op: fc.constant('complete' as const), date: fc.constantFrom(...DATES) }),
      fc.record({
        op: fc.constant('rename' as const),
        organization: fc.integer({ min: 0, max: NAMES.length - 1 }),
        name: fc.constantFrom(...NAMES),
      }),
      fc.record({
        op: fc.constant('softDelete' as const),
        organization: fc.integer({ min: 0, max: NAMES.length - 1 }),
        deleted: fc.boolean(),
      }),
      fc.record({ op: fc.constant('removePayrolls' as const), date: fc.constantFrom(...DATES) }),
    );
    const db = t.db.db;
    await fc.assert(
      fc.asyncProperty(fc.array(write, { minLength: 1, maxLength: 6 }), async (writes) => {
        for (const w of writes) {
          if (w.op === 'insert')
            await db
              .insertInto('payrolls')
              .values(
                w.payrolls.map((p) => ({
                  organizationId: orgIds[p.organization]!,
                  payrollPlatform: 'Rippling' as const,
                  payrollFrequency: 'Semi-Monthly (24)' as const,
                  processingDate: p.processingDate,
                  payDate: p.payDate,
                  processingDate2: p.processingDate2,
                  payDate2: p.payDate2,
                })),
              )
              .execute();
          else if (w.op === 'move')
            await sql`update payrolls set pay_date = pay_date + ${w.shift}::int where processing_date = ${w.date}::date`.execute(
              db,
            );
          else if (w.op === 'complete')
            await db.updateTable('payrolls').set({ status: 'completed' }).where('payDate', '<=', w.date).execute();
          else if (w.op === 'rename')
            await db
              .updateTable('organizations')
              .set({ businessDba: w.name })
              .where('id', '=', orgIds[w.organization]!)
              .execute();
          else if (w.op === 'softDelete')
            await sql`update organizations set deleted_at = ${w.deleted ? sql`now()` : null} where id = ${orgIds[w.organization]!}`.execute(
              db,
            );
          else await db.deleteFrom('payrolls').where('processingDate', '=', w.date).execute();
        }
        await expectCalendar();
      }),
      { numRuns: 15, seed: 20261206 },
    );
    // An organization deleted outright takes its payrolls and their events with it.
    const gone = await send('POST', '/api/organizations', { businessDba: 'Gone For Good' });
    await send('POST', `/api/organizations/${gone.id}/payrolls`, {
      payrollPlatform: 'ADP',
      payrollFrequency: 'Weekly (52)',
      processingDate: '2026-03-03',
    });
    await expectCalendar();
    await db.deleteFrom('organizations').where('id', '=', gone.id).execute();
    await expectCalendar();
  });
});
