import { describe, expect, it } from 'vitest';
import { PASSWORD_RULES } from '../password';
import { flagsForRole } from '../permissions';
import { messages, parsed } from './test-helpers';
import { PASSWORD_REQUIRED, USERNAME_REQUIRED, WorkforceUserCreate, WorkforceUserUpdate } from './users.schema';

describe('WorkforceUserCreate', () => {
  it('needs a username and a password', () => {
    expect(messages(WorkforceUserCreate, {})).toEqual([USERNAME_REQUIRED, PASSWORD_REQUIRED]);
    expect(messages(WorkforceUserCreate, { username: ' ', password: '' })).toEqual([
      USERNAME_REQUIRED,
      PASSWORD_REQUIRED,
    ]);
  });

  it('lists each unmet password rule', () => {
    expect(messages(WorkforceUserCreate, { username: 'amy', password: 'abcdefgh' })).toEqual([
      PASSWORD_RULES.uppercase,
      PASSWORD_RULES.number,
      PASSWORD_RULES.special,
    ]);
  });

  it('creates employees with every flag off unless given, drops an empty email', () => {
    expect(
      parsed(WorkforceUserCreate, { username: ' amy ', password: 'Secret1!', email: '', canAccessClients: true }),
    ).toEqual({
      ...flagsForRole('employee'),
      canAccessClients: true,
      username: 'amy',
      password: 'Secret1!',
      role: 'employee',
    });
  });

  it('turns every flag on for admins', () => {
    const admin = parsed(WorkforceUserCreate, {
      username: 'root',
      password: 'Secret1!',
      role: 'admin',
      canDeleteRecords: false,
    });
    expect(admin).toMatchObject(flagsForRole('admin'));
    expect(messages(WorkforceUserCreate, { username: 'x', password: 'Secret1!', role: 'owner' })).toEqual([
      'Role must be admin or employee',
    ]);
  });
});

describe('WorkforceUserUpdate', () => {
  it('keeps the password when left blank and checks a new one', () => {
    expect(parsed(WorkforceUserUpdate, { password: '', firstName: 'Amy' })).toEqual({ firstName: 'Amy' });
    expect(parsed(WorkforceUserUpdate, { password: 'Better1!x' })).toEqual({ password: 'Better1!x' });
    expect(messages(WorkforceUserUpdate, { password: 'short' })).toEqual([
      PASSWORD_RULES.length,
      PASSWORD_RULES.uppercase,
      PASSWORD_RULES.number,
      PASSWORD_RULES.special,
    ]);
  });

  it('turns every flag on when the role becomes admin', () => {
    expect(parsed(WorkforceUserUpdate, { role: 'admin' })).toEqual({ role: 'admin', ...flagsForRole('admin') });
    expect(parsed(WorkforceUserUpdate, { role: 'employee', canExportData: true })).toEqual({
      role: 'employee',
      canExportData: true,
    });
    expect(messages(WorkforceUserUpdate, { email: 'bad' })).toEqual(['Please enter a valid email address']);
  });
});
