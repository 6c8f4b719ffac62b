import type { Generated } from 'kysely';
import { columnsOf, type ColumnLists } from './columns';
import type { Bytes, GeneratedTimestamp } from './platform';

/** A user's uploaded file, one per kind; users.profilePicture holds the URL that serves it. */
export interface UserFilesTable {
  id: Generated<number>;
  userId: number;
  kind: 'profile_picture';
  mimeType: 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';
  /** At most 5 MB. */
  sizeBytes: number;
  content: Bytes;
  createdAt: GeneratedTimestamp;
}

export interface UserFileTables {
  userFiles: UserFilesTable;
}

export const userFileColumns = {
  userFiles: columnsOf<UserFilesTable>()(['id', 'userId', 'kind', 'mimeType', 'sizeBytes', 'content', 'createdAt']),
} satisfies ColumnLists<UserFileTables>;
