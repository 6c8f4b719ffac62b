import type { Database, UserFilesTable } from '@app/db';
import type { Kysely, Selectable } from 'kysely';
import { ts } from '@app/db';

export type UserFileRow = Selectable<UserFilesTable>;

/** One file per user and kind: a new upload replaces the old one. */
export function saveUserFile(
  db: Kysely<Database>,
  file: { userId: number; kind: UserFilesTable['kind']; mimeType: UserFilesTable['mimeType']; content: Uint8Array },
  now: Date,
): Promise<{ id: number }> {
  const values = { mimeType: file.mimeType, sizeBytes: file.content.length, content: file.content, createdAt: ts(now) };
  return db
    .insertInto('userFiles')
    .values({ userId: file.userId, kind: file.kind, ...values })
    .onConflict((oc) => oc.columns(['userId', 'kind']).doUpdateSet(values))
    .returning('id')
    .executeTakeFirstOrThrow();
}

export function findUserFile(
  db: Kysely<Database>,
  userId: number,
  kind: UserFilesTable['kind'],
): Promise<UserFileRow | undefined> {
  return db
    .selectFrom('userFiles')
    .selectAll()
    .where('userId', '=', userId)
    .where('kind', '=', kind)
    .executeTakeFirst();
}
