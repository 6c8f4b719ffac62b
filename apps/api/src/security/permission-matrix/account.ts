import { type MatrixRow, allOf, CLIENTS, ORGS, EXPORT } from './who';

/** Sign-in, MFA, the own account, users, the audit log, import and export (rows of the permission matrix, see ../permission-matrix.ts). */
export const ACCOUNT_ROWS: readonly MatrixRow[] = [
  // --- Sign-in. docs/decisions/4-security.md: sessions, MFA; "POST /api/register creates the first admin only while no user exists; afterwards 403".
  ['GET /api/health', null, 'public'],
  // The API's own description (issue 26): the document and Swagger UI's files hold no data; the page is for users.
  [['GET /api/openapi.json', 'GET /api/docs/start.js', 'GET /api/docs/:file'], null, 'public'],
  ['GET /api/docs', null, 'signed in'],
  ['POST /api/login', 'auth.login', 'public'],
  ['POST /api/login/mfa', 'auth.loginMfa', 'public'],
  ['POST /api/logout', 'auth.logout', 'public'],
  [null, 'auth.me', 'public'],
  ['GET /api/user', null, 'signed in'],
  ['POST /api/register', 'auth.register', 'nobody'],
  // "each user can enrol an authenticator app ... in Settings > Security; an admin can require it for everyone".
  [
    null,
    ['mfa.status', 'mfa.beginEnrolment', 'mfa.confirmEnrolment', 'mfa.disable', 'mfa.regenerateRecoveryCodes'],
    'signed in',
  ],
  [null, ['securitySettings.get', 'securitySettings.update'], 'admin only'],
  // The card form reads whether security codes are kept ("Keep card security codes").
  [null, 'securitySettings.cardPolicy', 'signed in'],
  // Issue 25: backups hold the whole practice; the last success and its download are for admins.
  ['GET /api/backups/latest', 'backups.latest', 'admin only'],
  ['POST /api/backups', 'backups.create', 'admin only'],
  ['GET /api/backups/latest/download', null, 'admin only'],
  // `pnpm backup` talking to the embedded server: the token of DATA_DIR/server.json, never a session.
  ['POST /api/backups/local', null, 'nobody'],

  // --- Own account. "Everyone may edit their own profile, settings and templates, read and write chat, and read their own notifications."
  ['GET /api/notifications', ['notifications.list', 'notifications.counts'], 'signed in'],
  ['PATCH /api/notifications/:id/read', 'notifications.markRead', 'signed in'],
  ['PATCH /api/notifications/:id/unread', 'notifications.markUnread', 'signed in'],
  ['DELETE /api/notifications/:id', 'notifications.delete', 'signed in'],
  ['POST /api/notifications/read-all', 'notifications.markAllRead', 'signed in'],
  ['GET /api/push/public-key', null, 'signed in'],
  [['POST /api/push-subscriptions', 'DELETE /api/push-subscriptions'], null, 'signed in'],
  ['GET /api/user-settings', ['userSettings.get', 'users.mySettings'], 'signed in'],
  ['PUT /api/user-settings', 'userSettings.update', 'signed in'],
  ['GET /api/sessions', 'userSettings.sessions', 'signed in'],
  ['POST /api/sessions/sign-out-others', 'userSettings.signOutOthers', 'signed in'],
  ['PUT /api/profile', 'users.updateProfile', 'signed in'],
  ['POST /api/profile/password', 'users.changePassword', 'signed in'],
  ['POST /api/upload-profile-picture', null, 'signed in'],
  ['GET /api/project-templates', 'projectTemplates.list', 'signed in'],
  ['PUT /api/project-templates/:id', 'projectTemplates.update', 'signed in'],
  ['DELETE /api/project-templates/:id', 'projectTemplates.delete', 'signed in'],
  ['GET /api/chat', 'chat.list', 'signed in'],
  ['POST /api/chat', 'chat.send', 'signed in'],
  // docs/decisions/5-beyond.md: "Each user has a private calendar feed URL"; the feed itself is read with its secret name.
  ['GET /api/calendar-feed', 'calendarFeed.info', 'signed in'],
  [
    ['POST /api/calendar-feed/regenerate', 'DELETE /api/calendar-feed'],
    ['calendarFeed.regenerate', 'calendarFeed.revoke'],
    'signed in',
  ],
  ['GET /calendar/:file', null, 'public'],
  // Sidebar search: each user sees only the kinds of record they may read.
  [null, 'search.global', 'signed in'],

  // --- Users. "the user directory (no flags, no secrets) by every signed-in user. Workforce (user writes) ... admin-only".
  [
    ['GET /api/users/directory', 'GET /api/users', 'GET /api/users/:id/profile-picture'],
    'users.directory',
    'signed in',
  ],
  [
    ['POST /api/users', 'PUT /api/users/:id', 'DELETE /api/users/:id'],
    ['users.list', 'users.create', 'users.update', 'users.remove'],
    'admin only',
  ],
  // "Admins can browse" the audit log; "import are admin-only; export needs admin or the extra flag canExportData"
  // (extra: on top of reading what is exported).
  ['GET /api/audit-log', ['audit.list', 'audit.facets'], 'admin only'],
  ['POST /api/import/:entity/:format', null, 'admin only'],
  ['GET /api/export/:entity/:format (clients)', null, allOf(EXPORT, CLIENTS)],
  ['GET /api/export/:entity/:format (organizations)', null, allOf(EXPORT, ORGS)],
  ['GET /api/export/samples/:entity/:format', null, 'signed in'],
];
