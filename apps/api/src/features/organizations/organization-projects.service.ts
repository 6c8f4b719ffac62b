import { sortByStatus } from '@app/domain';
import type { Ctx } from '../../core/service-context';
import { toIso } from '@app/db';
import { assertOrganization } from './organization-guard';
import * as repo from './organizations.repo';

// ---------------------------------------------------------------------------------------------
// Projects and submissions of the organization

export interface OrganizationProject {
  id: number;
  name: string;
  status: 'not_started' | 'in_progress' | 'completed';
  startDate: string | null;
  dueDate: string | null;
  description: string | null;
  organizationId: number;
  createdAt: string;
}

type ProjectRow = Awaited<ReturnType<typeof repo.listProjects>>[number];
const toProject =
  (organizationId: number) =>
  (p: ProjectRow): OrganizationProject => ({
    id: p.id,
    name: p.name,
    status: p.status,
    startDate: p.startDate,
    dueDate: p.dueDate,
    description: p.description,
    organizationId,
    createdAt: toIso(p.createdAt),
  });

/** In the order not_started, in_progress, completed. */
export async function listProjects(ctx: Ctx, id: number): Promise<OrganizationProject[]> {
  await assertOrganization(ctx, id);
  return sortByStatus((await repo.listProjects(ctx.db, id)).map(toProject(id)));
}

export interface OrganizationSubmission {
  id: number;
  type: string;
  title: string;
  category: string | null;
  submittedAt: string;
}

export async function listSubmissions(ctx: Ctx, id: number): Promise<OrganizationSubmission[]> {
  await assertOrganization(ctx, id);
  return (await repo.listSubmissions(ctx.db, id)).map((s) => ({
    id: s.id,
    type: s.type,
    title: s.title,
    category: s.category,
    submittedAt: toIso(s.submittedAt),
  }));
}
