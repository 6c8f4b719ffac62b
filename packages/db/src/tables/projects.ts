import type { Generated } from 'kysely';
import { columnsOf, type ColumnLists } from './columns';
import type { DateString, GeneratedTimestamp } from './platform';

export type ProjectStatus = 'not_started' | 'in_progress' | 'completed';
export type TaskStatus = 'not_started' | 'in_progress' | 'pended' | 'completed';
export type TaskPriority = 'low' | 'medium' | 'high';
export type ProjectRecurrence = 'monthly' | 'quarterly' | 'yearly';

/**
 * A project. Its clients, organizations and managers live in join tables, each ordered by
 * `position` (the API's single clientId / organizationId / projectManagerId is the first).
 * The list's Open tab is `status <> 'completed'` (partial indexes match that exact predicate).
 */
export interface ProjectsTable {
  id: Generated<number>;
  name: string;
  description: string | null;
  status: Generated<ProjectStatus>;
  startDate: DateString | null;
  dueDate: DateString | null;
  createdBy: number | null;
  createdAt: GeneratedTimestamp;
  updatedAt: GeneratedTimestamp;
  /** Beyond the spec: a repeating project; the next occurrence is counted from the series' first dates. */
  recurrence: ProjectRecurrence | null;
  seriesStartDate: DateString | null;
  seriesDueDate: DateString | null;
  occurrence: Generated<number>;
  nextProjectId: number | null;
}

export interface ProjectClientsTable {
  projectId: number;
  clientId: number;
  position: Generated<number>;
}

export interface ProjectOrganizationsTable {
  projectId: number;
  organizationId: number;
  position: Generated<number>;
}

/** project_manager_ids: user ids. */
export interface ProjectManagersTable {
  projectId: number;
  userId: number;
  position: Generated<number>;
}

export interface TasksTable {
  id: Generated<number>;
  projectId: number;
  name: string;
  notes: string | null;
  status: Generated<TaskStatus>;
  startDate: DateString | null;
  dueDate: DateString | null;
  priority: Generated<TaskPriority>;
  sortOrder: Generated<number>;
  createdBy: number | null;
  createdAt: GeneratedTimestamp;
  updatedAt: GeneratedTimestamp;
}

/** assigned_to_ids: user ids. */
export interface TaskAssigneesTable {
  taskId: number;
  userId: number;
  position: Generated<number>;
}

/** Projects per status, kept by a trigger on projects: the list's total without a count. */
export interface ProjectStatusCountsTable {
  status: ProjectStatus;
  projects: string;
}

/** One row per project kept by triggers: the list's links, managers and task counts without joins. */
export interface ProjectListSummariesTable {
  projectId: number;
  clients: unknown;
  organizations: unknown;
  managers: unknown;
  clientIds: number[];
  organizationIds: number[];
  managerIds: number[];
  totalTasks: number;
  completedTasks: number;
  firstAssignee: number | null;
}

export interface ProjectTables {
  projects: ProjectsTable;
  projectClients: ProjectClientsTable;
  projectOrganizations: ProjectOrganizationsTable;
  projectManagers: ProjectManagersTable;
  tasks: TasksTable;
  taskAssignees: TaskAssigneesTable;
  projectStatusCounts: ProjectStatusCountsTable;
  projectListSummaries: ProjectListSummariesTable;
}

export const projectColumns = {
  projects: columnsOf<ProjectsTable>()([
    'id',
    'name',
    'description',
    'status',
    'startDate',
    'dueDate',
    'createdBy',
    'createdAt',
    'updatedAt',
    'recurrence',
    'seriesStartDate',
    'seriesDueDate',
    'occurrence',
    'nextProjectId',
  ]),
  projectClients: columnsOf<ProjectClientsTable>()(['projectId', 'clientId', 'position']),
  projectOrganizations: columnsOf<ProjectOrganizationsTable>()(['projectId', 'organizationId', 'position']),
  projectManagers: columnsOf<ProjectManagersTable>()(['projectId', 'userId', 'position']),
  tasks: columnsOf<TasksTable>()([
    'id',
    'projectId',
    'name',
    'notes',
    'status',
    'startDate',
    'dueDate',
    'priority',
    'sortOrder',
    'createdBy',
    'createdAt',
    'updatedAt',
  ]),
  taskAssignees: columnsOf<TaskAssigneesTable>()(['taskId', 'userId', 'position']),
  projectStatusCounts: columnsOf<ProjectStatusCountsTable>()(['status', 'projects']),
  projectListSummaries: columnsOf<ProjectListSummariesTable>()([
    'projectId',
    'clients',
    'organizations',
    'managers',
    'clientIds',
    'organizationIds',
    'managerIds',
    'totalTasks',
    'completedTasks',
    'firstAssignee',
  ]),
} satisfies ColumnLists<ProjectTables>;
