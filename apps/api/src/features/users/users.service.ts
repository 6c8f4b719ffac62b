import {
  DELETE_SELF_MESSAGE,
  LAST_ADMIN_MESSAGE,
  USER_FLAGS,
  USERNAME_TAKEN_MESSAGE,
  can,
  type DirectoryUser,
  type UserFlag,
  type UserSettings,
  type WorkforceUser,
  type WorkforceUserCreate,
  type WorkforceUserUpdate,
} from '@app/domain';
import { inTransaction, type AppDeps, type UserCtx } from '../../core/service-context';
import { conflict, forbidden, notFound } from '../../core/app-error';
import { hashPassword } from '../../security/password';
import * as audit from '../audit/audit.service';
import { invalidateUserSessions } from '../../sessions/session.service';
import * as settings from '../user-settings/user-settings.service';
import * as repo from './users.repo';
import { toWorkforceUser } from './users.view';

// Accounts before anyone is signed in, for sign-in, registration and the first-admin bootstrap (auth),
// the second factor (mfa) and the calendar feed: `db` may be the caller's transaction.
type Db = Pick<AppDeps, 'db'>;

export function findById({ db }: Db, id: number): Promise<repo.UserRow | undefined> {
  return repo.findUserById(db, id);
}

/** Usernames are unique without regard to case. */
export function findByUsername({ db }: Db, username: string): Promise<repo.UserRow | undefined> {
  return repo.findUserByUsername(db, username);
}

export function countUsers({ db }: Db): Promise<number> {
  return repo.countUsers(db);
}

/** An admin (every flag) with the default settings: the first user, registered or bootstrapped. */
export function createAdmin({ db }: Db, user: Omit<repo.NewUser, 'role' | 'flags'>): Promise<repo.UserRow> {
  return repo.insertUser(db, { ...user, role: 'admin' });
}

/** The user's session timeout in minutes (the default while they have not chosen one). */
export function sessionTimeoutOf({ db }: Db, userId: number): Promise<number> {
  return repo.sessionTimeoutOf(db, userId);
}

/** Every signed-in user may read it (pickers, chat): names and pictures only. */
export function directory(ctx: UserCtx): Promise<DirectoryUser[]> {
  return repo.listDirectory(ctx.db);
}

/** GET /api/users: admins get the Workforce rows (with flags); everyone else the directory. */
export async function list(ctx: UserCtx, input: { search?: string } = {}): Promise<WorkforceUser[] | DirectoryUser[]> {
  if (!can(ctx.user, 'workforce', 'admin')) return directory(ctx);
  return (await repo.listUsers(ctx.db, input.search)).map(toWorkforceUser);
}

/** The caller's settings (the defaults when no row exists yet). */
export function mySettings(ctx: UserCtx): Promise<UserSettings> {
  return settings.get(ctx);
}

export async function create(ctx: UserCtx, input: WorkforceUserCreate): Promise<WorkforceUser> {
  const passwordHash = await hashPassword(input.password);
  return inTransaction(ctx, async (tx) => {
    if (await repo.findUserByUsername(tx.db, input.username)) throw conflict(USERNAME_TAKEN_MESSAGE);
    const row = await repo.insertUser(tx.db, { ...input, passwordHash, flags: pickFlags(input) });
    await audit.record(tx, { action: 'create', entityType: 'user', entityId: row.id, fields: changedFields(input) });
    return toWorkforceUser(row);
  });
}

/**
 * Workforce > Edit User. A blank password keeps the current one. The user's sessions end when the
 * password, role or flags change (the caller's own session stays when they edit themselves).
 */
export async function update(ctx: UserCtx, input: WorkforceUserUpdate & { id: number }): Promise<WorkforceUser> {
  const { id, password, ...fields } = input;
  const passwordHash = password ? await hashPassword(password) : undefined;
  return inTransaction(ctx, async (tx) => {
    const before = await repo.lockUser(tx.db, id);
    if (!before) throw notFound('User not found');
    if (fields.username !== undefined && fields.username.toLowerCase() !== before.username.toLowerCase()) {
      if (await repo.findUserByUsername(tx.db, fields.username)) throw conflict(USERNAME_TAKEN_MESSAGE);
    }
    const role = fields.role ?? before.role;
    if (before.role === 'admin' && role !== 'admin' && (await repo.countOtherAdmins(tx.db, id)) === 0)
      throw conflict(LAST_ADMIN_MESSAGE);
    const patch: repo.UserPatch = {
      ...fields,
      ...(role === 'admin' ? allFlags() : {}),
      ...(passwordHash ? { passwordHash } : {}),
    };
    const after = (await repo.updateUser(tx.db, id, patch, tx.now()))!;
    const changed = diff(before, after);
    if (changed.some((f) => f === 'passwordHash' || f === 'role' || (USER_FLAGS as readonly string[]).includes(f))) {
      const keep = tx.session && tx.session.userId === id ? tx.session.id : undefined;
      await invalidateUserSessions(tx.db, id, keep);
    }
    const fieldsChanged = changed.map((f) => (f === 'passwordHash' ? 'password' : f));
    if (fieldsChanged.length)
      await audit.record(tx, { action: 'update', entityType: 'user', entityId: id, fields: fieldsChanged });
    return toWorkforceUser(after);
  });
}

export async function remove(ctx: UserCtx, { id }: { id: number }): Promise<{ ok: true }> {
  if (id === ctx.user.id) throw forbidden(DELETE_SELF_MESSAGE);
  return inTransaction(ctx, async (tx) => {
    const row = await repo.lockUser(tx.db, id);
    if (!row) throw notFound('User not found');
    if (row.role === 'admin' && (await repo.countOtherAdmins(tx.db, id)) === 0) throw conflict(LAST_ADMIN_MESSAGE);
    // Sessions, settings, notifications and subscriptions go with the user (foreign keys cascade).
    await invalidateUserSessions(tx.db, id);
    await repo.deleteUser(tx.db, id);
    await audit.record(tx, { action: 'delete', entityType: 'user', entityId: id, detail: { username: row.username } });
    return { ok: true as const };
  });
}

function pickFlags(input: Partial<Record<UserFlag, boolean | undefined>>): Partial<Record<UserFlag, boolean>> {
  return Object.fromEntries(USER_FLAGS.filter((f) => input[f] !== undefined).map((f) => [f, input[f] === true]));
}

function allFlags(): Record<UserFlag, boolean> {
  return Object.fromEntries(USER_FLAGS.map((f) => [f, true])) as Record<UserFlag, boolean>;
}

function changedFields(input: object): string[] {
  return Object.entries(input)
    .filter(([k, v]) => k !== 'password' && v !== undefined && v !== false)
    .map(([k]) => k);
}

function diff(before: repo.UserRow, after: repo.UserRow): string[] {
  const keys = ['username', 'email', 'firstName', 'lastName', 'role', 'passwordHash', ...USER_FLAGS] as const;
  return keys.filter((k) => before[k] !== after[k]);
}
