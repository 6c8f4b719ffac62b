import type { ProjectRecurrence, ProjectStatus } from '@app/domain';
import { toIso } from '@app/db';
import type { ProjectDetailsRow, ProjectLinks } from './projects-links.repo';
import type { ProjectRow } from './projects.repo';

/** A project as the API answers it (spec 3 section 3; the single ids are the first of each list, docs/decisions/2-data.md). */
export interface ProjectView {
  id: number;
  name: string;
  description: string | null;
  status: ProjectStatus;
  startDate: string | null;
  dueDate: string | null;
  createdAt: string;
  updatedAt: string;
  clientId: number | null;
  organizationId: number | null;
  projectManagerId: number | null;
  assignedToId: number | null;
  clientIds: number[];
  organizationIds: number[];
  project_manager_ids: number[];
  clients: ProjectLinks['clients'];
  organizations: ProjectLinks['organizations'];
  managers: ProjectLinks['managers'];
  completedTasks: number;
  totalTasks: number;
  recurrence: ProjectRecurrence | null;
  occurrence: number;
  nextProjectId: number | null;
}

export interface ProjectExtras {
  links?: ProjectLinks;
  counts?: { completedTasks: number; totalTasks: number };
  assignedToId?: number | null;
}

export function toProjectView(row: ProjectRow, extras: ProjectExtras = {}): ProjectView {
  const links = extras.links ?? { clients: [], organizations: [], managers: [] };
  const clientIds = links.clients.map((c) => c.id);
  const organizationIds = links.organizations.map((o) => o.id);
  const managerIds = links.managers.map((m) => m.id);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    status: row.status,
    startDate: row.startDate,
    dueDate: row.dueDate,
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
    clientId: clientIds[0] ?? null,
    organizationId: organizationIds[0] ?? null,
    projectManagerId: managerIds[0] ?? null,
    assignedToId: extras.assignedToId ?? null,
    clientIds,
    organizationIds,
    project_manager_ids: managerIds,
    clients: links.clients,
    organizations: links.organizations,
    managers: links.managers,
    completedTasks: extras.counts?.completedTasks ?? 0,
    totalTasks: extras.counts?.totalTasks ?? 0,
    recurrence: row.recurrence,
    occurrence: row.occurrence,
    nextProjectId: row.nextProjectId,
  };
}

/** The links, task counts and first assignee that project_list_details answers (links as JSON text). */
export function extrasOf(details: Omit<ProjectDetailsRow, 'projectId'> | undefined): ProjectExtras {
  if (!details) return {};
  return {
    links: {
      clients: JSON.parse(details.linkClients),
      organizations: JSON.parse(details.linkOrganizations),
      managers: JSON.parse(details.linkManagers),
    },
    counts: { totalTasks: details.totalTasks, completedTasks: details.completedTasks },
    assignedToId: details.firstAssignee,
  };
}
