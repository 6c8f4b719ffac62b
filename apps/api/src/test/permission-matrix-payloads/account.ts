import { PNG_BASE64 } from '../../features/public-forms/public-forms.fixtures';
import { fresh, id, type Build, type Payload, type PayloadCtx } from './payload';

/**
 * Sign-in, own account, notifications, chat, users, audit, import and export: valid requests of the rows in
 * ../../security/permission-matrix/account.ts.
 */
export const ACCOUNT_PAYLOADS: Record<string, Build> = {
  'POST /api/login': (c) => ({ body: { username: c.loginUser, password: c.strongPassword } }),
  'auth.login': (c) => ({ body: { username: c.loginUser, password: c.strongPassword } }),
  'POST /api/login/mfa': () => ({ body: { code: '123456' } }),
  'auth.loginMfa': () => ({ body: { code: '123456' } }),
  'POST /api/register': () => ({ body: { username: 'intruder', password: 'Passw0rd!x', email: 'i@example.com' } }),
  'auth.register': () => ({ body: { username: 'intruder', password: 'Passw0rd!x', email: 'i@example.com' } }),
  'mfa.confirmEnrolment': () => ({ body: { code: '123456' } }),
  'mfa.disable': () => ({ body: { code: '123456' } }),
  'mfa.regenerateRecoveryCodes': () => ({ body: { code: '123456' } }),
  'securitySettings.update': () => ({ body: { requireMfa: false, keepCardSecurityCodes: true } }),

  'GET /api/docs/:file': () => ({ params: { file: 'swagger-ui.css' } }),
  'GET /api/notifications': () => ({ query: { limit: 20 } }),
  'notifications.list': () => ({ body: { limit: 20 } }),
  ...Object.fromEntries(
    [
      'PATCH /api/notifications/:id/read',
      'notifications.markRead',
      'PATCH /api/notifications/:id/unread',
      'notifications.markUnread',
      'DELETE /api/notifications/:id',
      'notifications.delete',
    ].map((name) => [name, async (c: PayloadCtx) => id(await c.make.notification(c.caller.userId ?? c.f.adminId))]),
  ),
  'POST /api/push-subscriptions': () => ({
    body: {
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
      keys: {
        p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
        auth: 'tBHItJI5svbpez7KI4CCXg',
      },
    },
  }),
  'DELETE /api/push-subscriptions': () => ({ body: { endpoint: 'https://fcm.googleapis.com/fcm/send/abc' } }),
  // Without the local token in DATA_DIR/server.json every caller is refused before a backup starts.
  'POST /api/backups/local': () => ({ body: {} }),
  'PUT /api/user-settings': () => ({ body: { timezone: 'America/New_York' } }),
  'userSettings.update': () => ({ body: { timezone: 'America/New_York' } }),
  'PUT /api/profile': () => ({ body: { firstName: 'Sam' } }),
  'users.updateProfile': () => ({ body: { firstName: 'Sam' } }),
  'POST /api/profile/password': (c) => passwordChange(c),
  'users.changePassword': (c) => passwordChange(c),
  'POST /api/upload-profile-picture': () => ({
    multipart: {
      field: 'profilePicture',
      filename: 'me.png',
      contentType: 'image/png',
      content: Buffer.from(PNG_BASE64, 'base64'),
    },
  }),
  'PUT /api/project-templates/:id': async (c) => ({
    params: { id: await c.make.template(c.caller.userId ?? c.f.adminId) },
    body: { name: 'Monthly close' },
  }),
  'projectTemplates.update': async (c) => ({
    body: { id: await c.make.template(c.caller.userId ?? c.f.adminId), data: { name: 'Monthly close' } },
  }),
  'DELETE /api/project-templates/:id': async (c) => id(await c.make.template(c.caller.userId ?? c.f.adminId)),
  'projectTemplates.delete': async (c) => id(await c.make.template(c.caller.userId ?? c.f.adminId)),
  'GET /api/chat': () => ({ query: { limit: 20 } }),
  'chat.list': () => ({ body: { limit: 20 } }),
  'POST /api/chat': () => ({ body: { message: 'Hello' } }),
  'chat.send': () => ({ body: { message: 'Hello' } }),
  'GET /calendar/:file': async (c) => ({ params: { file: await c.make.feedFile() } }),
  'search.global': () => ({ body: { q: 'Lopez' } }),

  'GET /api/users/:id/profile-picture': (c) => id(c.f.adminId),
  'POST /api/users': () => ({ body: newUser() }),
  'users.create': () => ({ body: newUser() }),
  'PUT /api/users/:id': async (c) => ({
    params: { id: await fresh(c, c.make.user, c.f.spareUser) },
    body: { firstName: 'Kim' },
  }),
  'users.update': async (c) => ({ body: { id: await fresh(c, c.make.user, c.f.spareUser), firstName: 'Kim' } }),
  'DELETE /api/users/:id': async (c) => id(await fresh(c, c.make.user, c.f.spareUser)),
  'users.remove': async (c) => id(await fresh(c, c.make.user, c.f.spareUser)),
  'audit.list': () => ({ body: { limit: 20 } }),
  'POST /api/import/:entity/:format': () => ({
    params: { entity: 'clients', format: 'csv' },
    query: { preview: true },
    multipart: {
      field: 'file',
      filename: 'clients.csv',
      contentType: 'text/csv',
      content: Buffer.from('firstName,lastName\nAna,Import\n'),
    },
  }),
  'GET /api/export/:entity/:format (clients)': () => ({ params: { entity: 'clients', format: 'csv' } }),
  'GET /api/export/:entity/:format (organizations)': () => ({ params: { entity: 'organizations', format: 'json' } }),
  'GET /api/export/samples/:entity/:format': () => ({ params: { entity: 'clients', format: 'csv' } }),
};

let users = 0;
function newUser() {
  return {
    username: `hire${++users}_${Date.now() % 100000}`,
    password: 'Passw0rd!x',
    email: `hire${users}@example.com`,
    role: 'employee',
  };
}

function passwordChange(c: PayloadCtx): Payload {
  const next = c.caller.password === c.strongPassword ? 'Passw0rd!2' : c.strongPassword;
  const body = { currentPassword: c.caller.password, newPassword: next };
  if (c.allowed) c.caller.password = next;
  return { body };
}
