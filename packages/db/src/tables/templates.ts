import type { Generated } from 'kysely';
import { columnsOf, type ColumnLists } from './columns';
import type { GeneratedTimestamp } from './platform';

/** A user's own project template: task names only. */
export interface ProjectTemplatesTable {
  id: Generated<number>;
  userId: number;
  name: string;
  description: string | null;
  createdAt: GeneratedTimestamp;
  updatedAt: GeneratedTimestamp;
}

export interface ProjectTemplateTasksTable {
  id: Generated<number>;
  templateId: number;
  name: string;
  position: Generated<number>;
}

export interface TemplateTables {
  projectTemplates: ProjectTemplatesTable;
  projectTemplateTasks: ProjectTemplateTasksTable;
}

export const templateColumns = {
  projectTemplates: columnsOf<ProjectTemplatesTable>()([
    'id',
    'userId',
    'name',
    'description',
    'createdAt',
    'updatedAt',
  ]),
  projectTemplateTasks: columnsOf<ProjectTemplateTasksTable>()(['id', 'templateId', 'name', 'position']),
} satisfies ColumnLists<TemplateTables>;
