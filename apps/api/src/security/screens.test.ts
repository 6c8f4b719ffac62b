import { testDatabaseKinds } from '@app/db';
import { SCREENS, USER_FLAGS, canOpenScreen, type UserFlag } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, sessionCookie, startTestApp, trpcQuery, type TestApp } from '../test/helpers';

// Issue 23 item 4: the web's screen table (SCREENS of @app/domain, docs/web-permissions.md) and the
// server agree. Each screen's main read answers 200 to whoever the table lets open the screen and
// 403 to the others: an admin, an employee without flags, and an employee with each flag alone.

/** The read each screen makes first (a tRPC query and a valid input); null: the screen reads nothing from the server. */
const MAIN_READ: Record<string, readonly [string, unknown] | null> = {
  '/dashboard': ['auth.me', undefined],
  '/clients': ['clients.list', {}],
  '/organizations': ['organizations.list', {}],
  '/projects': ['projects.list', {}],
  '/calendars/tasks-due': ['calendars.days', { kind: 'tasks', range: { start: '2026-03-01', end: '2026-03-31' } }],
  '/calendars/payroll': ['calendars.days', { kind: 'payroll', range: { start: '2026-03-01', end: '2026-03-31' } }],
  '/calendars/insurance': ['calendars.days', { kind: 'insurance', range: { start: '2026-03-01', end: '2026-03-31' } }],
  '/tax/1099': ['form1099.list', { year: 2025 }],
  '/tax/soi': ['soi.events', { from: '2026-01-01', to: '2026-12-31' }],
  '/tax/estimated': ['estimatedTax.list', { year: 2026 }],
  '/tax/sales': ['salesTax.list', { frequency: 'Monthly', year: 2026 }],
  '/tax/business-license': ['businessLicenses.list', { year: 2026 }],
  '/workforce': ['users.list', {}],
  '/audit-log': ['audit.list', { limit: 20 }],
  '/referral-sources': ['referralSources.list', {}],
  '/forms/submissions': ['submissions.list', { limit: 20 }],
  // The library is FORM_LIBRARY of @app/domain, shipped with the page: nothing to refuse.
  '/forms/forms': null,
  '/reports': ['reports.run', { report: 'projects-pending' }],
  '/chat': ['chat.list', { limit: 20 }],
  '/tasks': ['personalTasks.list', undefined],
  '/notifications': ['notifications.list', { limit: 20 }],
  '/settings': ['userSettings.get', undefined],
};

/**
 * Reads that other screens share, so the server opens them to more flags than the screen's own
 * (docs/decisions/4-security.md): referral partners' names are a picker of the client and
 * organization forms; the 1099 and SOI lists are behind reports too.
 */
const SHARED_READ: Record<string, readonly UserFlag[]> = {
  '/referral-sources': ['canAccessClients', 'canAccessOrganizations'],
  '/tax/1099': ['canAccessReports'],
  '/tax/soi': ['canAccessReports'],
};

describe.each(testDatabaseKinds())('the screens table against the server (%s)', (kind) => {
  let t: TestApp;
  const cookies = new Map<string, string>();
  const employees = [[], ...USER_FLAGS.map((f) => [f])] as UserFlag[][];
  const label = (flags: UserFlag[]) => flags[0] ?? 'no flag';

  beforeAll(async () => {
    t = await startTestApp(kind);
    cookies.set('admin', await sessionCookie(t, await createUser(t, { role: 'admin' })));
    for (const flags of employees) cookies.set(label(flags), await sessionCookie(t, await createUser(t, { flags })));
  });
  afterAll(() => t?.close());

  it('names a main read for every screen and no path outside the table', () => {
    expect(Object.keys(MAIN_READ).sort()).toEqual(SCREENS.map((s) => s.path).sort());
  });

  it.each(SCREENS.filter((s) => MAIN_READ[s.path]).map((s) => [s.path, s] as const))(
    '%s: 200 to whoever may open it, 403 to the others',
    async (_path, screen) => {
      const [procedure, input] = MAIN_READ[screen.path]!;
      const failures: string[] = [];
      const expectStatus = async (who: string, expected: number) => {
        const res = await trpcQuery(t.app, procedure, input, cookies.get(who));
        if (res.statusCode !== expected)
          failures.push(`${procedure} as ${who}: ${res.statusCode} (expected ${expected}) ${res.body.slice(0, 120)}`);
      };
      await expectStatus('admin', 200);
      for (const flags of employees) {
        const user = { role: 'employee', ...Object.fromEntries(flags.map((f) => [f, true])) };
        const opens = canOpenScreen(user, screen) || flags.some((f) => SHARED_READ[screen.path]?.includes(f));
        await expectStatus(label(flags), opens ? 200 : 403);
      }
      expect(failures).toEqual([]);
    },
  );
});
