import { z } from 'zod';
import { FIRM_TIME_ZONE } from '../firm-time';
import { passwordProblems } from '../password';

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
  timezone: FIRM_TIME_ZONE,
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
    .refine(
      (n): n is SessionTimeout => (SESSION_TIMEOUTS as readonly number[]).includes(n),
      'Session timeout must be 15, 30, 60, 120 or 1440 minutes',
    ),
};

export const UserSettings = z.object(settingsFields);
export type UserSettings = z.output<typeof UserSettings>;

/** The settings screen saves one field at a time; any non-empty subset is accepted. */
export const UserSettingsUpdate = z
  .object(settingsFields)
  .partial()
  .refine((s) => Object.keys(s).length > 0, 'Nothing to update');
export type UserSettingsUpdate = z.output<typeof UserSettingsUpdate>;

/** Settings > Profile: names and email (the username is read-only). */
export const ProfileUpdate = z
  .object({
    email: z
      .string()
      .trim()
      .max(254, 'Must be at most 254 characters')
      .pipe(z.union([z.literal(''), z.email('Please enter a valid email address')]))
      .nullish(),
    firstName: z.string().trim().max(100, 'Must be at most 100 characters').nullish(),
    lastName: z.string().trim().max(100, 'Must be at most 100 characters').nullish(),
  })
  .transform(
    (p) =>
      Object.fromEntries(
        Object.entries(p)
          .filter(([, v]) => v !== undefined)
          .map(([k, v]) => [k, v === '' ? null : v]),
      ) as {
        email?: string | null;
        firstName?: string | null;
        lastName?: string | null;
      },
  );
export type ProfileUpdate = z.output<typeof ProfileUpdate>;

/** Settings > Profile > password change: the current password, then a strong new one. */
export const PasswordChange = z.object({
  currentPassword: z
    .string({ error: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(1000, 'Must be at most 1000 characters'),
  newPassword: z
    .string({ error: 'New password is required' })
    .max(1000, 'Must be at most 1000 characters')
    .superRefine((pw, ctx) => {
      for (const message of passwordProblems(pw)) ctx.addIssue({ code: 'custom', message });
    }),
});
export type PasswordChange = z.output<typeof PasswordChange>;

/** Settings > Security: one of the caller's active sessions. */
export interface ActiveSession {
  id: string;
  createdAt: string;
  expiresAt: string;
  current: boolean;
}

export const PROFILE_PICTURE_MAX_BYTES = 5 * 1024 * 1024;
export const CURRENT_PASSWORD_WRONG = 'Current password is incorrect';
