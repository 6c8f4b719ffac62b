import { describe, expect, it } from 'vitest';
import {
  DEFAULT_USER_SETTINGS,
  SESSION_TIMEOUTS,
  TIMEZONE_OPTIONS,
  UserSettings,
  UserSettingsUpdate,
} from './user-settings.schema';
import { messages, parsed } from './test-helpers';

describe('user settings', () => {
  it('default to Pacific, the dashboard and 30 minutes', () => {
    expect(parsed(UserSettings, DEFAULT_USER_SETTINGS)).toEqual(DEFAULT_USER_SETTINGS);
    expect(DEFAULT_USER_SETTINGS).toMatchObject({
      timezone: 'America/Los_Angeles',
      defaultView: 'dashboard',
      sessionTimeout: 30,
    });
    expect(TIMEZONE_OPTIONS.map((t) => t.label)).toEqual(['Eastern', 'Central', 'Mountain', 'Pacific']);
  });

  it('save one field at a time', () => {
    expect(parsed(UserSettingsUpdate, { sessionTimeout: '1440' })).toEqual({ sessionTimeout: 1440 });
    expect(parsed(UserSettingsUpdate, { payrollAlerts: false })).toEqual({ payrollAlerts: false });
    expect(messages(UserSettingsUpdate, {})).toEqual(['Nothing to update']);
  });

  it.each([...SESSION_TIMEOUTS])('accepts a %i minute timeout', (m) =>
    expect(messages(UserSettingsUpdate, { sessionTimeout: m })).toEqual([]),
  );

  it('rejects values outside the options', () => {
    expect(messages(UserSettingsUpdate, { sessionTimeout: 45 })).toEqual([
      'Session timeout must be 15, 30, 60, 120 or 1440 minutes',
    ]);
    expect(messages(UserSettingsUpdate, { timezone: 'Europe/Paris' })).toEqual(['Please choose a listed time zone']);
    expect(messages(UserSettingsUpdate, { defaultView: 'tasks' })).toEqual([
      'Default view must be dashboard, clients, organizations or projects',
    ]);
  });
});
