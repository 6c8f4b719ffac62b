import type { Database, NotesTable } from '@app/db';
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import { ownerColumn, type Owner } from './owner';

export type NoteRow = Selectable<NotesTable>;

export function listNotes(db: Kysely<Database>, owner: Owner, limit: number, offset: number): Promise<NoteRow[]> {
  return db
    .selectFrom('notes')
    .selectAll()
    .where(ownerColumn(owner), '=', owner.id)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export function insertNote(db: Kysely<Database>, values: Insertable<NotesTable>): Promise<NoteRow> {
  return db.insertInto('notes').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateNote(
  db: Kysely<Database>,
  owner: Owner,
  id: number,
  values: Updateable<NotesTable>,
): Promise<NoteRow | undefined> {
  return db
    .updateTable('notes')
    .set(values)
    .where('id', '=', id)
    .where(ownerColumn(owner), '=', owner.id)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteNote(db: Kysely<Database>, owner: Owner, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('notes')
    .where('id', '=', id)
    .where(ownerColumn(owner), '=', owner.id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
