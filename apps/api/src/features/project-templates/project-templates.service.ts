import type { ApplyTemplate, ProjectStatus, ProjectTemplateUpdate, SaveAsTemplate } from '@app/domain';
import { inTransaction, type UserCtx } from '../../core/service-context';
import { toIso } from '@app/db';
import { badRequest, notFound } from '../../core/app-error';
import * as audit from '../audit/audit.service';
import { assertSetUp, followTasks, load as loadProject, taskNames } from '../projects/projects.service';
import { addNamedTasks, listForProject, type TaskView } from '../tasks/tasks.service';
import * as repo from './project-templates.repo';

export const TEMPLATE_NOT_FOUND = 'Template not found';
export const NO_TASKS_TO_SAVE = 'The project has no tasks to save as a template';
const ENTITY = 'project_template';

/** A template (spec 3 section 3): it stores task names only. */
export interface ProjectTemplateView {
  id: number;
  name: string;
  description: string | null;
  createdAt: string;
  updatedAt: string;
  tasks: Array<{ id: number; name: string; position: number }>;
  taskNames: string[];
}

type Row = Awaited<ReturnType<typeof repo.listForUser>>[number];
const toView = (t: Row): ProjectTemplateView => ({
  id: t.id,
  name: t.name,
  description: t.description,
  createdAt: toIso(t.createdAt),
  updatedAt: toIso(t.updatedAt),
  tasks: t.tasks.map(({ id, name, position }) => ({ id, name, position })),
  taskNames: t.tasks.map((task) => task.name),
});

async function own(ctx: UserCtx, id: number): Promise<ProjectTemplateView> {
  const found = (await repo.listForUser(ctx.db, ctx.user.id)).find((t) => t.id === id);
  if (!found) throw notFound(TEMPLATE_NOT_FOUND);
  return toView(found);
}

export async function list(ctx: UserCtx): Promise<ProjectTemplateView[]> {
  return (await repo.listForUser(ctx.db, ctx.user.id)).map(toView);
}

export async function update(ctx: UserCtx, id: number, input: ProjectTemplateUpdate): Promise<ProjectTemplateView> {
  return inTransaction(ctx, async (tx) => {
    if (!(await repo.updateOwn(tx.db, ctx.user.id, id, { name: input.name, description: input.description ?? null })))
      throw notFound(TEMPLATE_NOT_FOUND);
    await audit.record(tx, { action: 'update', entityType: ENTITY, entityId: id, fields: Object.keys(input) });
    return own({ ...ctx, db: tx.db }, id);
  });
}

export async function remove(ctx: UserCtx, { id }: { id: number }): Promise<{ ok: true }> {
  return inTransaction(ctx, async (tx) => {
    if (!(await repo.deleteOwn(tx.db, ctx.user.id, id))) throw notFound(TEMPLATE_NOT_FOUND);
    await audit.record(tx, { action: 'delete', entityType: ENTITY, entityId: id });
    return { ok: true as const };
  });
}

/** Save as Template: the project's task names only; dates, assignees and statuses are not kept. */
export async function saveFromProject(
  ctx: UserCtx,
  projectId: number,
  input: SaveAsTemplate,
): Promise<ProjectTemplateView> {
  return inTransaction(ctx, async (tx) => {
    await loadProject(tx, projectId);
    const names = await taskNames(tx, projectId);
    if (names.length === 0) throw badRequest(NO_TASKS_TO_SAVE);
    const id = await repo.insertTemplate(
      tx.db,
      ctx.user.id,
      { name: input.name, description: input.description ?? null },
      names,
    );
    await audit.record(tx, { action: 'create', entityType: ENTITY, entityId: id, detail: { projectId } });
    return own({ ...ctx, db: tx.db }, id);
  });
}

/** Load Template: the template's tasks join the project as not started, without dates or assignees. */
export async function applyToProject(
  ctx: UserCtx,
  projectId: number,
  input: ApplyTemplate,
): Promise<{ added: number; tasks: TaskView[]; projectStatus: ProjectStatus }> {
  return inTransaction(ctx, async (tx) => {
    await assertSetUp(tx, projectId);
    if (!(await repo.findOwn(tx.db, ctx.user.id, input.templateId))) throw notFound(TEMPLATE_NOT_FOUND);
    const added = await addNamedTasks(tx, projectId, await repo.taskNames(tx.db, input.templateId), ctx.user.id);
    const projectStatus =
      added > 0 ? await followTasks(tx, projectId, true) : (await loadProject(tx, projectId)).status;
    await audit.record(tx, {
      action: 'update',
      entityType: 'project',
      entityId: projectId,
      detail: { templateId: input.templateId, tasksAdded: added },
    });
    return { added, tasks: await listForProject(tx, { id: projectId }), projectStatus };
  });
}
