import type { Database } from '@app/db';
import { USER_FLAGS, fullNameOf, type DirectoryUser, type SessionUser, type UserFlag, type UserRole } from '@app/domain';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { UsersTable } from '@app/db';

export type UserRow = Selectable<UsersTable>;

export const DEFAULT_SESSION_TIMEOUT_MINUTES = 30;

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
  const row = await db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
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
  const flags = Object.fromEntries(USER_FLAGS.map((f) => [f, user.role === 'admin' ? true : (user.flags?.[f] ?? false)]));
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
  await db.insertInto('userSettings').values({ userId: row.id }).onConflict((oc) => oc.column('userId').doNothing()).execute();
  return row;
}

export async function sessionTimeoutOf(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db.selectFrom('userSettings').select('sessionTimeout').where('userId', '=', userId).executeTakeFirst();
  return row?.sessionTimeout ?? DEFAULT_SESSION_TIMEOUT_MINUTES;
}

export function toSessionUser(row: UserRow, mfaEnrolmentRequired = false): SessionUser {
  const flags = Object.fromEntries(USER_FLAGS.map((f) => [f, row.role === 'admin' ? true : row[f] === true])) as Record<UserFlag, boolean>;
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    fullName: fullNameOf(row),
    profilePicture: row.profilePicture,
    role: row.role,
    ...flags,
    mfaEnabled: row.mfaEnabled,
    mfaEnrolmentRequired,
  };
}

export async function listDirectory(db: Kysely<Database>): Promise<DirectoryUser[]> {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'username', 'firstName', 'lastName', 'profilePicture'])
    .orderBy(sql`lower(coalesce(nullif(trim(coalesce(first_name, '') || ' ' || coalesce(last_name, '')), ''), username))`)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ ...r, fullName: fullNameOf(r) }));
}
