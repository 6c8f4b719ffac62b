import { describe, expect, it } from 'vitest';
import { flagsForRole } from './permissions.js';
import { lockedOwnAccountChanges, userEditScope } from './own-account.js';

const me = { username: 'jlee', role: 'employee', ...flagsForRole('employee'), canAccessClients: true };

describe('lockedOwnAccountChanges', () => {
  it('lets names, email and password through and repeats of stored values', () => {
    expect(lockedOwnAccountChanges(me, {})).toEqual([]);
    expect(lockedOwnAccountChanges(me, { username: 'jlee', role: 'employee', canAccessClients: true })).toEqual([]);
  });
  it('names each changed username, role or flag', () => {
    expect(
      lockedOwnAccountChanges(me, { username: 'boss', role: 'admin', canAccessClients: false, canExportData: true }),
    ).toEqual(['username', 'role', 'canAccessClients', 'canExportData']);
  });
});

describe('userEditScope', () => {
  const employee = { id: 7, role: 'employee' as const, ...flagsForRole('employee') };
  const admin = { id: 1, role: 'admin' as const, ...flagsForRole('admin') };
  it('gives an administrator the workforce edit on any id, their own included', () => {
    expect(userEditScope(admin, 1)).toBe('workforce');
    expect(userEditScope(admin, 7)).toBe('workforce');
  });
  it('gives anyone else the own-account edit on their own id only', () => {
    expect(userEditScope(employee, 7)).toBe('own-account');
    expect(userEditScope(employee, 1)).toBe('none');
  });
});
