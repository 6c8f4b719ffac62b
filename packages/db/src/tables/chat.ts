import type { Generated } from 'kysely';
import { columnsOf, type ColumnLists } from './columns';
import type { GeneratedTimestamp } from './platform';

/** A message of the shared team chat; `userId` becomes null when its sender is deleted. */
export interface ChatMessagesTable {
  id: Generated<number>;
  userId: number | null;
  message: string;
  createdAt: GeneratedTimestamp;
}

export interface ChatTables {
  chatMessages: ChatMessagesTable;
}

export const chatColumns = {
  chatMessages: columnsOf<ChatMessagesTable>()(['id', 'userId', 'message', 'createdAt']),
} satisfies ColumnLists<ChatTables>;
