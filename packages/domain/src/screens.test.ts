import { describe, expect, it } from 'vitest';
import { can, USER_FLAGS, type Area, type UserFlag } from './permissions';
import { canOpenScreen, openScreens, SCREENS, screenForPath } from './screens';

const employee = (...flags: UserFlag[]) => ({ role: 'employee', ...Object.fromEntries(flags.map((f) => [f, true])) });

describe('SCREENS', () => {
  it('has one row a path, every flag a known one', () => {
    expect(new Set(SCREENS.map((s) => s.path)).size).toBe(SCREENS.length);
    for (const s of SCREENS) if (Array.isArray(s.read)) for (const f of s.read) expect(USER_FLAGS).toContain(f);
  });

  it('finds the screen of a page below it, ignoring case, and none outside the table', () => {
    expect(screenForPath('/clients/A0001')?.label).toBe('Clients');
    expect(screenForPath('/Tax/SOI')?.label).toBe('SOI');
    expect(screenForPath('/settings/security')?.label).toBe('Settings');
    expect(screenForPath('/clientsx')).toBeUndefined();
    expect(screenForPath('/')).toBeUndefined();
  });

  it('agrees with the read rule of the area each screen belongs to', () => {
    const areaOf: Record<string, Area> = {
      '/clients': 'clients',
      '/organizations': 'organizations',
      '/projects': 'projects',
      '/calendars/payroll': 'calendars',
      '/tax/sales': 'calendars',
      '/workforce': 'workforce',
      '/audit-log': 'audit',
      '/referral-sources': 'referralSources',
      '/forms/submissions': 'clients',
      '/reports': 'reports',
      '/chat': 'chat',
      '/tasks': 'tasks',
    };
    for (const [path, area] of Object.entries(areaOf)) {
      const screen = screenForPath(path)!;
      for (const user of [employee(), ...USER_FLAGS.map((f) => employee(f)), { role: 'admin' }])
        expect(canOpenScreen(user, screen), `${path} ${JSON.stringify(user)}`).toBe(can(user, area, 'read'));
    }
  });

  it('leaves a user with no flag the screens everyone may open, and no Forms', () => {
    expect(openScreens(employee()).map((s) => s.label)).toEqual(['Dashboard', 'Chat', 'Notifications', 'Settings']);
    expect(openScreens(null)).toEqual([]);
    expect(openScreens({ role: 'admin' })).toHaveLength(SCREENS.length);
  });
});
