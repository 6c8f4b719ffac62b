import type { Database, LoginsTable } from '@app/db';
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import { ownerColumn, type Owner } from './owner';

export type LoginRow = Selectable<LoginsTable>;

export function listLogins(db: Kysely<Database>, owner: Owner): Promise<LoginRow[]> {
  return db
    .selectFrom('logins')
    .selectAll()
    .where(ownerColumn(owner), '=', owner.id)
    .orderBy('createdAt')
    .orderBy('id')
    .limit(500)
    .execute();
}

export function findLogin(db: Kysely<Database>, id: number): Promise<LoginRow | undefined> {
  return db.selectFrom('logins').selectAll().where('id', '=', id).executeTakeFirst();
}

export function insertLogin(db: Kysely<Database>, values: Insertable<LoginsTable>): Promise<LoginRow> {
  return db.insertInto('logins').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateLogin(db: Kysely<Database>, id: number, values: Updateable<LoginsTable>): Promise<LoginRow> {
  return db.updateTable('logins').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

export async function deleteLogin(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('logins').where('id', '=', id).execute();
}
