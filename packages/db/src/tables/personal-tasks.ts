import type { Generated } from 'kysely';
import { columnsOf, type ColumnLists } from './columns';
import type { DateString, GeneratedTimestamp, Timestamp } from './platform';
import type { TaskPriority } from './projects';

/** A to-do of the personal list, private to its user. */
export interface PersonalTasksTable {
  id: Generated<number>;
  userId: number;
  name: string;
  status: Generated<'not_started' | 'completed'>;
  notes: string | null;
  dueDate: DateString | null;
  priority: Generated<TaskPriority>;
  completedAt: Timestamp | null;
  createdAt: GeneratedTimestamp;
  updatedAt: GeneratedTimestamp;
}

export interface PersonalTaskTables {
  personalTasks: PersonalTasksTable;
}

export const personalTaskColumns = {
  personalTasks: columnsOf<PersonalTasksTable>()([
    'id',
    'userId',
    'name',
    'status',
    'notes',
    'dueDate',
    'priority',
    'completedAt',
    'createdAt',
    'updatedAt',
  ]),
} satisfies ColumnLists<PersonalTaskTables>;
