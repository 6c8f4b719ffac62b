import type { Database } from '@app/db';
import {
  DEFAULT_USER_SETTINGS,
  USER_FLAGS,
  containsPattern,
  fullNameOf,
  type DirectoryUser,
  type UserFlag,
  type UserRole,
} from '@app/domain';
import { sql, type Kysely } from 'kysely';
import { ts } from '@app/db';

export type { UserRow } from '../../sessions/session-user';
import type { UserRow } from '../../sessions/session-user';

export function findUserById(db: Kysely<Database>, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Usernames are unique without regard to case. */
export function findUserByUsername(db: Kysely<Database>, username: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(username)`, '=', username.trim().toLowerCase())
    .executeTakeFirst();
}

export async function countUsers(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface NewUser {
  username: string;
  passwordHash: string;
  role: UserRole;
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  flags?: Partial<Record<UserFlag, boolean>>;
}

/** Inserts a user and their settings row (defaults). */
export async function insertUser(db: Kysely<Database>, user: NewUser): Promise<UserRow> {
  const flags = Object.fromEntries(
    USER_FLAGS.map((f) => [f, user.role === 'admin' ? true : (user.flags?.[f] ?? false)]),
  );
  const row = await db
    .insertInto('users')
    .values({
      username: user.username.trim(),
      passwordHash: user.passwordHash,
      role: user.role,
      email: user.email ?? null,
      firstName: user.firstName ?? null,
      lastName: user.lastName ?? null,
      ...flags,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await db
    .insertInto('userSettings')
    .values({ userId: row.id })
    .onConflict((oc) => oc.column('userId').doNothing())
    .execute();
  return row;
}

export async function sessionTimeoutOf(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('userSettings')
    .select('sessionTimeout')
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row?.sessionTimeout ?? DEFAULT_USER_SETTINGS.sessionTimeout;
}

const NAME_ORDER = sql`lower(coalesce(nullif(trim(coalesce(first_name, '') || ' ' || coalesce(last_name, '')), ''), username))`;

export async function listDirectory(db: Kysely<Database>): Promise<DirectoryUser[]> {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'username', 'firstName', 'lastName', 'profilePicture'])
    .orderBy(NAME_ORDER)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ ...r, fullName: fullNameOf(r) }));
}

/** Workforce: every user, by name (a firm has tens of users; `search` narrows by name or email). */
export function listUsers(db: Kysely<Database>, search?: string): Promise<UserRow[]> {
  let query = db.selectFrom('users').selectAll();
  if (search) {
    const like = containsPattern(search.toLowerCase());
    query = query.where((eb) =>
      eb.or([
        eb(sql<string>`lower(username)`, 'like', like),
        eb(sql<string>`lower(coalesce(email, ''))`, 'like', like),
        eb(sql<string>`lower(coalesce(first_name, '') || ' ' || coalesce(last_name, ''))`, 'like', like),
      ]),
    );
  }
  return query.orderBy(NAME_ORDER).orderBy('id').limit(1000).execute();
}

export type UserPatch = Partial<
  Pick<UserRow, 'username' | 'email' | 'firstName' | 'lastName' | 'role' | 'passwordHash' | 'profilePicture' | UserFlag>
>;

export function updateUser(
  db: Kysely<Database>,
  id: number,
  patch: UserPatch,
  now: Date,
): Promise<UserRow | undefined> {
  return db
    .updateTable('users')
    .set({ ...patch, updatedAt: ts(now) })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteUser(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await db.deleteFrom('users').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Admins other than `exceptId`, locked so two concurrent demotions cannot remove the last admin. */
export async function countOtherAdmins(db: Kysely<Database>, exceptId: number): Promise<number> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'admin')
    .where('id', '!=', exceptId)
    .forUpdate()
    .execute();
  return rows.length;
}

export function lockUser(db: Kysely<Database>, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}
