import { sortByStatus, type OrganizationProjectCreate } from '@app/domain';
import type { Ctx, UserCtx } from '../../context';
import { inTransaction } from '../../context';
import { toIso } from '../../db-values';
import * as audit from '../audit/audit.service';
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
const toProject = (organizationId: number) => (p: ProjectRow): OrganizationProject => ({
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

export async function createProject(ctx: UserCtx, id: number, input: OrganizationProjectCreate): Promise<OrganizationProject> {
  return inTransaction(ctx, async (tx) => {
    await assertOrganization(tx, id);
    const project = await repo.insertProject(tx.db, id, {
      name: input.name,
      description: input.description ?? null,
      status: input.status,
      startDate: input.startDate ?? null,
      dueDate: input.dueDate ?? null,
      createdBy: ctx.user.id,
    });
    await audit.record(tx, { action: 'create', entityType: 'project', entityId: project.id, fields: Object.keys(input), detail: { organizationId: id } });
    return toProject(id)(project);
  });
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
  return (await repo.listSubmissions(ctx.db, id)).map((s) => ({ id: s.id, type: s.type, title: s.title, category: s.category, submittedAt: toIso(s.submittedAt) }));
}
