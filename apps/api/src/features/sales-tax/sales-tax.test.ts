import { testDatabaseKinds, type Database } from '@app/db';
import { salesTaxPeriodDueOn, type DeadlineSection, type TrackedSalesTaxFrequency } from '@app/domain';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createUser, sessionCookie, startTestApp, trpcData, trpcQuery, type TestApp } from '../../test/helpers';
import { count, listPage, upsertFiling, type FilingFilter, type FilingRow } from './sales-tax.repo';
import { periodsOf } from './sales-tax.service';

// The test clock reads 2026-03-02 (firm time).

const TODAY = '2026-03-02';
const EVERY_ROW = 100_000;

/** A filter of the list (a new object each time: the repository keeps a filter's counts for its page). */
const filterOf = (query: Parameters<typeof periodsOf>[0], section?: DeadlineSection): FilingFilter => ({
  periods: periodsOf(query, TODAY),
  section,
  today: TODAY,
});

/** The whole list as one read sees it. */
const wholeList = (db: Kysely<Database>, f: FilingFilter) => listPage(db, { ...f }, EVERY_ROW, 0);

/** Saves a status of the organization's filing due on `dueDate` (its frequency given). */
async function saveFiling(
  db: Kysely<Database>,
  organizationId: number,
  frequency: TrackedSalesTaxFrequency,
  dueDate: string,
  status: 'filed' | 'pending',
) {
  const period = salesTaxPeriodDueOn(frequency, dueDate)!;
  await upsertFiling(db, {
    organizationId,
    frequency,
    kind: period.kind,
    periodLabel: period.label,
    periodStart: period.periodStart,
    periodEnd: period.periodEnd,
    dueDate,
    status,
    filedDate: status === 'filed' ? TODAY : null,
  });
}

/** Where each due date's rows start and end in a list (in its order). */
function dueDateGroups(rows: FilingRow[]): { start: number; end: number }[] {
  const groups: { start: number; end: number }[] = [];
  rows.forEach((r, i) => {
    if (i === 0 || rows[i - 1]!.dueDate !== r.dueDate) groups.push({ start: i, end: i + 1 });
    else groups[groups.length - 1]!.end = i + 1;
  });
  return groups;
}

/** The list's order: due date (latest first for completed), then lower-case name, organization id and kind. */
function inListOrder(a: FilingRow, b: FilingRow, section?: DeadlineSection): boolean {
  if (a.dueDate !== b.dueDate) return section === 'completed' ? a.dueDate > b.dueDate : a.dueDate < b.dueDate;
  const [x, y] = [a.organizationName.toLowerCase(), b.organizationName.toLowerCase()];
  if (x !== y) return x < y;
  if (a.organizationId !== b.organizationId) return a.organizationId < b.organizationId;
  return a.kind < b.kind;
}

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

  describe('pages', () => {
    const added: number[] = [];
    const ids = new Map<string, number>();
    const idOf = (name: string, frequency: TrackedSalesTaxFrequency) => ids.get(`${name} ${frequency}`)!;

    beforeAll(async () => {
      const db = t.db.db;
      // Names tied in lower case within and across frequencies, and a deleted organization of two frequencies.
      const organizations: [name: string, frequency: TrackedSalesTaxFrequency, deleted?: boolean][] = [
        ['Tie', 'Monthly'],
        ['TIE', 'Monthly'],
        ['Alpha', 'Monthly'],
        ['Mango', 'Monthly'],
        ['Zulu', 'Monthly'],
        ['Gone', 'Monthly', true],
        ['tie', 'Quarterly'],
        ['Bravo', 'Quarterly'],
        ['Kilo', 'Quarterly'],
        ['Gone', 'Quarterly', true],
        ['Tie', 'Quarterly Prepay'],
        ['Charlie', 'Quarterly Prepay'],
        ['Yankee', 'Quarterly Prepay'],
        ['tie', 'Annually'],
        ['Echo', 'Annually'],
      ];
      for (const [businessDba, salesTaxFrequency, deleted] of organizations) {
        const { id } = await db
          .insertInto('organizations')
          .values({ businessDba, salesTaxFrequency })
          .returning('id')
          .executeTakeFirstOrThrow();
        added.push(id);
        ids.set(`${businessDba} ${salesTaxFrequency}`, id);
        if (deleted)
          await db.updateTable('organizations').set({ deletedAt: new Date() }).where('id', '=', id).execute();
      }
      // Filed and pending periods, overdue and upcoming; the deleted organizations' filings are not listed.
      const filings: [name: string, TrackedSalesTaxFrequency, dueDate: string, status: 'filed' | 'pending'][] = [
        ['Tie', 'Monthly', '2026-02-28', 'filed'],
        ['Alpha', 'Monthly', '2026-02-28', 'pending'],
        ['Alpha', 'Monthly', '2026-03-31', 'filed'],
        ['TIE', 'Monthly', '2026-04-30', 'filed'],
        ['Zulu', 'Monthly', '2026-10-31', 'filed'],
        ['Gone', 'Monthly', '2026-03-31', 'filed'],
        ['tie', 'Quarterly', '2026-04-30', 'filed'],
        ['Kilo', 'Quarterly', '2026-07-31', 'pending'],
        ['Gone', 'Quarterly', '2026-04-30', 'filed'],
        ['Tie', 'Quarterly Prepay', '2026-02-24', 'filed'],
        ['Tie', 'Quarterly Prepay', '2026-04-30', 'filed'],
        ['Charlie', 'Quarterly Prepay', '2026-03-24', 'filed'],
        ['tie', 'Annually', '2027-01-31', 'filed'],
      ];
      for (const [name, frequency, dueDate, status] of filings)
        await saveFiling(db, idOf(name, frequency), frequency, dueDate, status);
    });
    afterAll(async () => {
      if (added.length > 0) await t.db.db.deleteFrom('organizations').where('id', 'in', added).execute();
    });

    it.each([
      ['every row', {}, undefined],
      ['overdue', {}, 'overdue'],
      ['upcoming', {}, 'upcoming'],
      ['completed', {}, 'completed'],
      ['upcoming Quarterly Prepay', { frequency: 'Quarterly Prepay' }, 'upcoming'],
      ['overdue of 2025', { year: 2025 }, 'overdue'],
    ] as const)('pages the %s list as slices of the whole list', async (_, query, section) => {
      const db = t.db.db;
      const f = filterOf({ year: 2026, ...query }, section);
      const whole = await wholeList(db, f);
      expect(whole.length).toBe(await count(db, { ...f }));
      whole.slice(1).forEach((r, i) => expect(inListOrder(whole[i]!, r, section)).toBe(true));
      // Each due date's start, middle, just past it and end; the list's end and past it.
      const offsets = new Set([0, whole.length - 1, whole.length, whole.length + 2]);
      for (const { start, end } of dueDateGroups(whole)) {
        const middle = Math.floor((start + end) / 2);
        for (const offset of [start, start + 1, middle - 1, middle, middle + 1, end - 1]) offsets.add(offset);
      }
      for (const limit of [1, 3]) {
        for (const offset of [...offsets].filter((o) => o >= 0)) {
          expect(await listPage(db, f, limit, offset), `offset ${offset}, limit ${limit}`).toEqual(
            whole.slice(offset, offset + limit),
          );
        }
      }
    });

    // Right after the first statement (the kept counts) answers, another session writes: the page
    // those counts placed is off by the rows the write added or took away before it. The page lies
    // near the start of its due date (read forwards) or near its end (read backwards).
    it.each([
      [
        'an organization sorting first is added',
        'start',
        async (db: Kysely<Database>) => {
          const { id } = await db
            .insertInto('organizations')
            .values({ businessDba: 'Aardvark', salesTaxFrequency: 'Monthly' })
            .returning('id')
            .executeTakeFirstOrThrow();
          return () => db.deleteFrom('organizations').where('id', '=', id).execute();
        },
      ],
      [
        'an organization files a period before the page',
        'end',
        async (db: Kysely<Database>) => {
          await saveFiling(db, idOf('Mango', 'Monthly'), 'Monthly', '2026-05-31', 'filed');
          return () =>
            db.deleteFrom('salesTaxFilings').where('organizationId', '=', idOf('Mango', 'Monthly')).execute();
        },
      ],
      [
        'an organization is deleted',
        'start',
        async (db: Kysely<Database>) => {
          const id = idOf('Bravo', 'Quarterly');
          await db.updateTable('organizations').set({ deletedAt: new Date() }).where('id', '=', id).execute();
          return () => db.updateTable('organizations').set({ deletedAt: null }).where('id', '=', id).execute();
        },
      ],
      [
        'an organization changes frequency',
        'end',
        async (db: Kysely<Database>) => {
          const id = idOf('Kilo', 'Quarterly');
          await db.updateTable('organizations').set({ salesTaxFrequency: 'Monthly' }).where('id', '=', id).execute();
          return () =>
            db.updateTable('organizations').set({ salesTaxFrequency: 'Quarterly' }).where('id', '=', id).execute();
        },
      ],
    ] as const)(
      "a page is the slice of the list after a write between its statements: %s (page near the due date's %s)",
      async (_, near, write) => {
        const db = t.db.db;
        const f = filterOf({ year: 2026 }, 'upcoming');
        // A page inside the due date of October 31 (three frequencies' periods).
        const before = await wholeList(db, f);
        const group = dueDateGroups(before).find((g) => before[g.start]!.dueDate === '2026-10-31')!;
        expect(group.end - group.start).toBe(13);
        const offset = near === 'start' ? group.start + 1 : group.end - 3;
        let undo: (() => Promise<unknown>) | undefined;
        const racing = db.withPlugin({
          transformQuery: (args) => args.node,
          transformResult: async (args) => {
            undo ??= await write(db);
            return args.result;
          },
        });
        try {
          const page = await listPage(racing, { ...f }, 2, offset);
          expect(undo).toBeDefined();
          const after = (await wholeList(db, f)).slice(offset, offset + 2);
          expect(after).not.toEqual(before.slice(offset, offset + 2));
          expect(page).toEqual(after);
        } finally {
          await undo?.();
        }
      },
    );
  });
});
