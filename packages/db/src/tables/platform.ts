import type { ColumnType, Generated } from 'kysely';
import { columnsOf, type ColumnLists } from './columns';

/** A timestamptz: read as Date, written as Date or ISO string. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
/**
 * A timestamptz with a default (now()): optional on insert. Not `Generated<Timestamp>`: Kysely's
 * Generated does not unwrap a ColumnType, so that would read as the wrapper type, not Date.
 */
export type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A date column: YYYY-MM-DD string both ways. */
export type DateString = string;
/** A text[] column: a JS array both ways. */
export type TextArray<T extends string = string> = ColumnType<T[], T[] | undefined, T[]>;
/** A jsonb column: read parsed, written as a JSON string (pg would turn a JS array into a SQL array). */
export type Json<T> = ColumnType<T, string | undefined, string>;
/** A bytea column: a Buffer from pg, a Uint8Array from PGlite; either is written. */
export type Bytes = Uint8Array;

export interface UsersTable {
  id: Generated<number>;
  username: string;
  passwordHash: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  profilePicture: string | null;
  role: Generated<'admin' | 'employee'>;
  canAccessClients: Generated<boolean>;
  canAccessOrganizations: Generated<boolean>;
  canAccessProjects: Generated<boolean>;
  canAccessTasks: Generated<boolean>;
  canAccessCalendars: Generated<boolean>;
  canAccessReferralSources: Generated<boolean>;
  canAccessReports: Generated<boolean>;
  canEditClients: Generated<boolean>;
  canEditOrganizations: Generated<boolean>;
  canEditProjects: Generated<boolean>;
  canDeleteRecords: Generated<boolean>;
  canExportData: Generated<boolean>;
  mfaEnabled: Generated<boolean>;
  mfaSecret: string | null;
  mfaRecoveryCodes: ColumnType<string[], string | undefined, string>;
  /** The last accepted TOTP time step (unix seconds / 30); a code of that step or earlier is refused. */
  mfaLastTotpStep: number | null;
  /** The feed URL's token, sealed for showing again (calendar-feed.service.ts). */
  calendarFeedTokenSealed: string | null;
  /** SHA-256 (hex) of the feed token: the feed is looked up by it. */
  calendarFeedTokenHash: string | null;
  createdAt: GeneratedTimestamp;
  updatedAt: GeneratedTimestamp;
}

export interface UserSettingsTable {
  userId: number;
  timezone: Generated<'America/New_York' | 'America/Chicago' | 'America/Denver' | 'America/Los_Angeles'>;
  defaultView: Generated<'dashboard' | 'clients' | 'organizations' | 'projects'>;
  emailNotifications: Generated<boolean>;
  taskReminders: Generated<boolean>;
  projectDeadlines: Generated<boolean>;
  payrollAlerts: Generated<boolean>;
  insuranceRenewals: Generated<boolean>;
  sessionTimeout: Generated<number>;
}

export interface SessionsTable {
  id: string;
  userId: number;
  expiresAt: Timestamp;
  mfaVerified: Generated<boolean>;
  createdAt: GeneratedTimestamp;
}

export interface LoginAttemptsTable {
  id: Generated<number>;
  username: string;
  succeeded: boolean;
  ip: string | null;
  attemptedAt: GeneratedTimestamp;
}

export interface AppSettingsTable {
  key: string;
  value: ColumnType<unknown, string, string>;
  updatedAt: GeneratedTimestamp;
}

/**
 * Versions bumped by every committing transaction (migration 2026-11-29T1110-data-versions): row 1
 * for any application data, row 2 for what sessions depend on. Read before serving a kept answer.
 */
export interface DataVersionsTable {
  id: number;
  version: number;
}

export interface NotificationsTable {
  id: Generated<number>;
  userId: number;
  type: Generated<'warning' | 'success' | 'error' | 'info'>;
  title: string;
  message: Generated<string>;
  link: string | null;
  isRead: Generated<boolean>;
  eventKey: string | null;
  createdAt: GeneratedTimestamp;
}

export interface PushSubscriptionsTable {
  id: Generated<number>;
  userId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  createdAt: GeneratedTimestamp;
}

export interface NotificationDeliveriesTable {
  id: Generated<number>;
  notificationId: number;
  channel: 'websocket' | 'push' | 'email';
  status: 'sent' | 'failed';
  error: string | null;
  createdAt: GeneratedTimestamp;
}

export interface AuditLogTable {
  id: Generated<number>;
  userId: number | null;
  username: string | null;
  action: string;
  entityType: string | null;
  entityId: string | null;
  fields: ColumnType<string[], string | undefined, string>;
  detail: ColumnType<unknown, string | null | undefined, string | null>;
  ip: string | null;
  requestId: string | null;
  createdAt: GeneratedTimestamp;
}

export interface PlatformTables {
  users: UsersTable;
  userSettings: UserSettingsTable;
  sessions: SessionsTable;
  loginAttempts: LoginAttemptsTable;
  appSettings: AppSettingsTable;
  notifications: NotificationsTable;
  pushSubscriptions: PushSubscriptionsTable;
  notificationDeliveries: NotificationDeliveriesTable;
  auditLog: AuditLogTable;
  dataVersions: DataVersionsTable;
}

export const platformColumns = {
  users: columnsOf<UsersTable>()([
    'id',
    'username',
    'passwordHash',
    'email',
    'firstName',
    'lastName',
    'profilePicture',
    'role',
    'canAccessClients',
    'canAccessOrganizations',
    'canAccessProjects',
    'canAccessTasks',
    'canAccessCalendars',
    'canAccessReferralSources',
    'canAccessReports',
    'canEditClients',
    'canEditOrganizations',
    'canEditProjects',
    'canDeleteRecords',
    'canExportData',
    'mfaEnabled',
    'mfaSecret',
    'mfaRecoveryCodes',
    'mfaLastTotpStep',
    'calendarFeedTokenSealed',
    'calendarFeedTokenHash',
    'createdAt',
    'updatedAt',
  ]),
  userSettings: columnsOf<UserSettingsTable>()([
    'userId',
    'timezone',
    'defaultView',
    'emailNotifications',
    'taskReminders',
    'projectDeadlines',
    'payrollAlerts',
    'insuranceRenewals',
    'sessionTimeout',
  ]),
  sessions: columnsOf<SessionsTable>()(['id', 'userId', 'expiresAt', 'mfaVerified', 'createdAt']),
  loginAttempts: columnsOf<LoginAttemptsTable>()(['id', 'username', 'succeeded', 'ip', 'attemptedAt']),
  appSettings: columnsOf<AppSettingsTable>()(['key', 'value', 'updatedAt']),
  dataVersions: columnsOf<DataVersionsTable>()(['id', 'version']),
  notifications: columnsOf<NotificationsTable>()([
    'id',
    'userId',
    'type',
    'title',
    'message',
    'link',
    'isRead',
    'eventKey',
    'createdAt',
  ]),
  pushSubscriptions: columnsOf<PushSubscriptionsTable>()(['id', 'userId', 'endpoint', 'p256dh', 'auth', 'createdAt']),
  notificationDeliveries: columnsOf<NotificationDeliveriesTable>()([
    'id',
    'notificationId',
    'channel',
    'status',
    'error',
    'createdAt',
  ]),
  auditLog: columnsOf<AuditLogTable>()([
    'id',
    'userId',
    'username',
    'action',
    'entityType',
    'entityId',
    'fields',
    'detail',
    'ip',
    'requestId',
    'createdAt',
  ]),
} satisfies ColumnLists<PlatformTables>;
