import type { AppNotification, SessionUser } from '../lib/api-types';
import { server } from './server';
import { TrpcTestError, trpcHandler, type ProcedureHandlers } from './trpc-msw';

export const adminUser: SessionUser = {
  id: 1,
  username: 'admin',
  email: 'admin@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  fullName: 'Ada Lovelace',
  profilePicture: null,
  role: 'admin',
  canAccessClients: true,
  canAccessOrganizations: true,
  canAccessProjects: true,
  canAccessTasks: true,
  canAccessCalendars: true,
  canAccessReferralSources: true,
  canAccessReports: true,
  canEditClients: true,
  canEditOrganizations: true,
  canEditProjects: true,
  canDeleteRecords: true,
  canExportData: true,
  mfaEnabled: false,
  mfaEnrolmentRequired: false,
};

export const employeeUser: SessionUser = {
  ...adminUser,
  id: 2,
  username: 'emma',
  firstName: 'Emma',
  lastName: 'Stone',
  fullName: 'Emma Stone',
  role: 'employee',
  canAccessReports: false,
  canDeleteRecords: false,
  canExportData: false,
};

export function makeNotification(id: number, overrides: Partial<AppNotification> = {}): AppNotification {
  return {
    id,
    type: 'info',
    title: `Notification ${id}`,
    message: `Message ${id}`,
    link: null,
    isRead: false,
    createdAt: new Date(Date.UTC(2026, 0, 10, 12, id)).toISOString(),
    ...overrides,
  };
}

/** An in-memory server behind the contract's procedures; tests change its state or override calls. */
export class FakeApi {
  user: SessionUser | null = adminUser;
  notifications: AppNotification[] = [];
  calls: Array<{ path: string; input: unknown }> = [];
  mfa = { enabled: false, required: false, recoveryCodesLeft: 0 };
  security = { requireMfa: false, keepCardSecurityCodes: true };

  constructor(overrides: ProcedureHandlers = {}) {
    server.use(trpcHandler({ ...this.handlers(), ...overrides }, this.calls));
  }

  called(path: string) {
    return this.calls.filter((c) => c.path === path);
  }

  private find(id: number | string) {
    const n = this.notifications.find((x) => x.id === Number(id));
    if (!n) throw new TrpcTestError(404, 'Notification not found');
    return n;
  }

  private requireUser() {
    if (!this.user) throw new TrpcTestError(401, 'Not signed in');
  }

  private handlers(): ProcedureHandlers {
    return {
      'auth.me': () => this.user,
      'auth.login': ({ username, password }: { username: string; password: string }) => {
        if (username !== 'admin' || password !== 'Secret#123')
          throw new TrpcTestError(401, 'Invalid username or password');
        this.user = adminUser;
        return { user: adminUser };
      },
      'auth.logout': () => {
        this.user = null;
        return { ok: true };
      },
      'notifications.list': (input) => {
        const { filter = 'all', limit = 50, cursor } = input ?? {};
        this.requireUser();
        const matching = this.notifications
          .filter((n) => filter === 'all' || (filter === 'read') === n.isRead)
          .sort((a, b) => b.id - a.id)
          .filter((n) => cursor == null || n.id < cursor);
        const items = matching.slice(0, limit);
        return { items, nextCursor: matching.length > limit ? items[items.length - 1]!.id : null };
      },
      'notifications.counts': () => {
        this.requireUser();
        const unread = this.notifications.filter((n) => !n.isRead).length;
        return { all: this.notifications.length, unread, read: this.notifications.length - unread };
      },
      'notifications.markRead': ({ id }) => {
        const n = this.find(Number(id));
        n.isRead = true;
        return n;
      },
      'notifications.markUnread': ({ id }) => {
        const n = this.find(Number(id));
        n.isRead = false;
        return n;
      },
      'notifications.delete': ({ id }) => {
        this.find(id);
        this.notifications = this.notifications.filter((n) => n.id !== Number(id));
        return { ok: true };
      },
      'notifications.markAllRead': () => {
        const updated = this.notifications.filter((n) => !n.isRead).length;
        this.notifications.forEach((n) => (n.isRead = true));
        return { updated };
      },
      'search.global': () => ({ clients: [], organizations: [] }),
      'mfa.status': () => this.mfa,
      'userSettings.sessions': () => [
        { id: 'abc123', createdAt: '2026-03-02T17:00:00.000Z', expiresAt: '2026-03-02T17:30:00.000Z', current: true },
      ],
      'securitySettings.get': () => this.security,
      'securitySettings.cardPolicy': () => ({ keepCardSecurityCodes: this.security.keepCardSecurityCodes }),
      'securitySettings.update': (input: Partial<FakeApi['security']>) => {
        this.security = { ...this.security, ...input };
        return this.security;
      },
    };
  }
}
