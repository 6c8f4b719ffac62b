import { z } from 'zod';

export const TIMEZONE_OPTIONS = [
  { value: 'America/New_York', label: 'Eastern' },
  { value: 'America/Chicago', label: 'Central' },
  { value: 'America/Denver', label: 'Mountain' },
  { value: 'America/Los_Angeles', label: 'Pacific' },
] as const;
export const TIMEZONES = ['America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles'] as const;
export type Timezone = (typeof TIMEZONES)[number];
export const DEFAULT_VIEWS = ['dashboard', 'clients', 'organizations', 'projects'] as const;
export type DefaultView = (typeof DEFAULT_VIEWS)[number];
export const SESSION_TIMEOUTS = [15, 30, 60, 120, 1440] as const;
export type SessionTimeout = (typeof SESSION_TIMEOUTS)[number];

export const DEFAULT_USER_SETTINGS = {
  timezone: 'America/Los_Angeles',
  defaultView: 'dashboard',
  emailNotifications: true,
  taskReminders: true,
  projectDeadlines: true,
  payrollAlerts: true,
  insuranceRenewals: true,
  sessionTimeout: 30,
} as const satisfies Record<string, unknown>;

const settingsFields = {
  timezone: z.enum(TIMEZONES, { error: 'Please choose a listed time zone' }),
  defaultView: z.enum(DEFAULT_VIEWS, { error: 'Default view must be dashboard, clients, organizations or projects' }),
  emailNotifications: z.boolean(),
  taskReminders: z.boolean(),
  projectDeadlines: z.boolean(),
  payrollAlerts: z.boolean(),
  insuranceRenewals: z.boolean(),
  sessionTimeout: z.coerce
    .number()
    .refine((n): n is SessionTimeout => (SESSION_TIMEOUTS as readonly number[]).includes(n), 'Session timeout must be 15, 30, 60, 120 or 1440 minutes'),
};

export const UserSettings = z.object(settingsFields);
export type UserSettings = z.output<typeof UserSettings>;

/** The settings screen saves one field at a time; any non-empty subset is accepted. */
export const UserSettingsUpdate = z
  .object(settingsFields)
  .partial()
  .refine((s) => Object.keys(s).length > 0, 'Nothing to update');
export type UserSettingsUpdate = z.output<typeof UserSettingsUpdate>;
