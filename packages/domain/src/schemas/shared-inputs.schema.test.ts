import { describe, expect, it } from 'vitest';
import { AuditListQuery } from './audit.schema';
import { LoginInput, USERNAME_IS_REQUIRED } from './auth.schema';
import { MfaCodeInput } from './mfa.schema';
import { CalendarRangeQuery } from './calendars.schema';
import { NotificationListQuery } from './notifications.schema';
import { OwnerParams } from './profile-records.schema';
import { ReportParams } from './reports.schema';
import { USER_ROLES } from './users.schema';

const messages = (
  schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: Array<{ message: string }> } } },
  value: unknown,
) => schema.safeParse(value).error?.issues.map((i) => i.message) ?? [];

describe('inputs shared by the web and the API', () => {
  it('sign-in: trims the username, requires both fields, ignores spaces in codes', () => {
    expect(LoginInput.parse({ username: ' ada ', password: 'x' })).toEqual({ username: 'ada', password: 'x' });
    expect(messages(LoginInput, { username: '  ', password: 'x' })).toEqual([USERNAME_IS_REQUIRED]);
    expect(MfaCodeInput.parse({ code: '123 456' })).toEqual({ code: '123456' });
  });

  it('calendar ranges: end not before start, dates as YYYY-MM-DD', () => {
    expect(CalendarRangeQuery.safeParse({ start: '2028-02-01', end: '2028-02-29' }).success).toBe(true);
    expect(messages(CalendarRangeQuery, { start: '2026-03-02', end: '2026-03-01' })).toContain(
      'End must not be before start',
    );
    expect(CalendarRangeQuery.safeParse({ start: '2026-02-30', end: '2026-03-01' }).success).toBe(false);
  });

  it('path ids and list queries refuse what the database cannot hold', () => {
    expect(OwnerParams.parse({ id: '12' })).toEqual({ id: 12 });
    expect(OwnerParams.safeParse({ id: String(2 ** 31) }).success).toBe(false);
    expect(AuditListQuery.parse({}).limit).toBe(50);
    expect(AuditListQuery.safeParse({ limit: '500' }).success).toBe(false);
    expect(NotificationListQuery.safeParse({}).success).toBe(true);
  });

  it('names the report and the roles', () => {
    expect(ReportParams.safeParse({ report: 'no-such-report' }).success).toBe(false);
    expect(USER_ROLES).toContain('admin');
  });
});
