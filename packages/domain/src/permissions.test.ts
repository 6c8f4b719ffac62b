import { describe, expect, it } from 'vitest';
import {
  can,
  canActOnCalendarEvent,
  canReadReferralNames,
  flagsForRole,
  USER_FLAGS,
  type Action,
  type Area,
  type PermissionUser,
  type UserFlag,
} from './permissions';

const employee = (...flags: UserFlag[]): PermissionUser => ({
  role: 'employee',
  ...Object.fromEntries(flags.map((f) => [f, true])),
});
const AREAS: Area[] = [
  'clients',
  'organizations',
  'projects',
  'tasks',
  'calendars',
  'referralSources',
  'reports',
  'workforce',
  'import',
  'export',
  'self',
  'chat',
  'notifications',
  'userDirectory',
  'audit',
];
const ACTIONS: Action[] = ['read', 'edit', 'delete', 'admin'];

describe('can', () => {
  it('lets an admin do everything', () => {
    for (const area of AREAS) for (const action of ACTIONS) expect(can({ role: 'admin' }, area, action)).toBe(true);
  });

  it('lets nobody in without a user', () => {
    expect(can(null, 'self', 'read')).toBe(false);
    expect(can(undefined, 'chat', 'read')).toBe(false);
  });

  it('gives an employee without flags only the areas of every signed-in user', () => {
    const none = employee();
    const allowed = AREAS.flatMap((area) =>
      ACTIONS.filter((action) => can(none, area, action)).map((action) => `${area}:${action}`),
    );
    expect(allowed).toEqual([
      'self:read',
      'self:edit',
      'self:delete',
      'chat:read',
      'chat:edit',
      'chat:delete',
      'notifications:read',
      'notifications:edit',
      'notifications:delete',
      'userDirectory:read',
    ]);
  });

  const table: Array<[UserFlag[], Area, Action, boolean]> = [
    [['canAccessClients'], 'clients', 'read', true],
    [['canAccessClients'], 'clients', 'edit', false],
    [['canEditClients'], 'clients', 'edit', false],
    [['canAccessClients', 'canEditClients'], 'clients', 'edit', true],
    [['canAccessClients', 'canEditClients'], 'clients', 'delete', false],
    [['canDeleteRecords'], 'clients', 'delete', true],
    [['canAccessClients'], 'organizations', 'read', false],
    [['canAccessOrganizations'], 'organizations', 'read', true],
    [['canAccessOrganizations', 'canEditOrganizations'], 'organizations', 'edit', true],
    [['canAccessOrganizations', 'canEditClients'], 'organizations', 'edit', false],
    [['canDeleteRecords'], 'organizations', 'delete', true],
    [['canAccessProjects'], 'projects', 'read', true],
    [['canAccessProjects'], 'projects', 'edit', false],
    [['canAccessProjects', 'canEditProjects'], 'projects', 'edit', true],
    [['canDeleteRecords'], 'projects', 'delete', true],
    [['canAccessTasks'], 'tasks', 'read', true],
    [['canAccessTasks'], 'tasks', 'edit', true],
    [['canAccessTasks'], 'tasks', 'admin', false],
    [['canAccessCalendars'], 'calendars', 'edit', true],
    [['canAccessProjects'], 'calendars', 'read', false],
    [['canAccessReferralSources'], 'referralSources', 'read', true],
    [['canAccessReferralSources'], 'referralSources', 'edit', true],
    [['canAccessReferralSources'], 'referralSources', 'delete', false],
    [['canDeleteRecords'], 'referralSources', 'delete', true],
    [['canAccessReports'], 'reports', 'read', true],
    [['canExportData'], 'export', 'read', true],
    [['canAccessClients'], 'export', 'read', false],
    [USER_FLAGS.slice(), 'workforce', 'edit', false],
    [USER_FLAGS.slice(), 'workforce', 'read', false],
    [USER_FLAGS.slice(), 'import', 'edit', false],
    [USER_FLAGS.slice(), 'audit', 'read', false],
    [USER_FLAGS.slice(), 'clients', 'admin', false],
    [[], 'userDirectory', 'edit', false],
    [['canAccessCalendars'], 'taxLists', 'read', true],
    [['canAccessReports'], 'taxLists', 'read', true],
    [['canAccessReports', 'canAccessCalendars'], 'taxLists', 'edit', false],
    [['canAccessClients', 'canAccessOrganizations'], 'taxLists', 'read', false],
  ];
  it.each(table)('employee with %j: %s %s -> %s', (flags, area, action, allowed) =>
    expect(can(employee(...flags), area, action)).toBe(allowed),
  );

  it('only honours flags that are exactly true', () => {
    expect(can({ role: 'employee', canAccessClients: null }, 'clients', 'read')).toBe(false);
    expect(can({ role: 'Admin' }, 'workforce', 'read')).toBe(false);
  });
});

describe('flagsForRole / canReadReferralNames', () => {
  it('turns every flag on for admins and off for employees', () => {
    expect(Object.values(flagsForRole('admin')).every(Boolean)).toBe(true);
    expect(Object.values(flagsForRole('employee')).some(Boolean)).toBe(false);
    expect(Object.keys(flagsForRole('employee'))).toEqual([...USER_FLAGS]);
  });

  it('lets client or organization readers see referral partner names', () => {
    expect(canReadReferralNames(employee('canAccessClients'))).toBe(true);
    expect(canReadReferralNames(employee('canAccessOrganizations'))).toBe(true);
    expect(canReadReferralNames(employee('canAccessReferralSources'))).toBe(true);
    expect(canReadReferralNames(employee('canAccessReports'))).toBe(false);
  });
});

describe('canActOnCalendarEvent', () => {
  it('needs the calendars flag and the edit right of the record behind the event', () => {
    const projectsEditor = employee('canAccessCalendars', 'canAccessProjects', 'canEditProjects');
    const organizationsEditor = employee('canAccessCalendars', 'canAccessOrganizations', 'canEditOrganizations');
    expect(canActOnCalendarEvent(projectsEditor, 'task')).toBe(true);
    expect(canActOnCalendarEvent(projectsEditor, 'project')).toBe(true);
    expect(canActOnCalendarEvent(projectsEditor, 'payroll')).toBe(false);
    expect(canActOnCalendarEvent(organizationsEditor, 'pc')).toBe(true);
    expect(canActOnCalendarEvent(organizationsEditor, 'group-health')).toBe(true);
    expect(canActOnCalendarEvent(organizationsEditor, 'task')).toBe(false);
    expect(canActOnCalendarEvent(employee('canAccessCalendars', 'canAccessProjects'), 'task')).toBe(false);
    expect(canActOnCalendarEvent(employee('canAccessProjects', 'canEditProjects'), 'task')).toBe(false);
    expect(canActOnCalendarEvent({ role: 'admin' }, 'payroll')).toBe(true);
  });
});
