import { describe, expect, it } from 'vitest';
import { flagsForRole } from './permissions.js';
import { lockedOwnAccountChanges } from './own-account.js';

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
