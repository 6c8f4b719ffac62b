import type { ProjectStatus, TaskCreate, TaskUpdate } from '@app/domain';
import { inTransaction, type Ctx, type UserCtx } from '../../core/service-context';
import { toIso } from '@app/db';
import { badRequest, notFound } from '../../core/app-error';
import * as audit from '../audit/audit.service';
import * as notifications from '../notifications/notifications.service';
import { assertExists as assertProject, assertSetUp, followTasks } from '../projects/projects.service';
import * as repo from './tasks.repo';

export const TASK_NOT_FOUND = 'Task not found';
const ENTITY = 'task';

/** A project task (spec 3 section 3), `assigned_to_ids` as the spec writes it. */
export interface TaskView {
  id: number;
  projectId: number;
  name: string;
  notes: string | null;
  status: string;
  startDate: string | null;
  dueDate: string | null;
  assigned_to_ids: number[];
  priority: string;
  createdAt: string;
  updatedAt: string;
}

export function toTaskView(row: repo.TaskRow): TaskView {
  return {
    id: row.id,
    projectId: row.projectId,
    name: row.name,
    notes: row.notes,
    status: row.status,
    startDate: row.startDate,
    dueDate: row.dueDate,
    assigned_to_ids: (row.assignedToIds ?? []).map(Number),
    priority: row.priority,
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
  };
}

export async function listForProject(ctx: Ctx, { id }: { id: number }): Promise<TaskView[]> {
  await assertProject(ctx, id);
  return (await repo.listForProject(ctx.db, id)).map(toTaskView);
}

/** Tasks by name only (Load Template): not started, no dates, nobody assigned; answers how many. */
export function addNamedTasks(ctx: Ctx, projectId: number, names: readonly string[], createdBy: number | null) {
  return repo.insertTaskNames(ctx.db, projectId, names, createdBy);
}

export async function listAll(
  ctx: UserCtx,
  input: { mine?: boolean; afterId?: number; limit: number },
): Promise<TaskView[]> {
  const rows = await repo.listAll(ctx.db, {
    assignedTo: input.mine ? ctx.user.id : undefined,
    afterId: input.afterId,
    limit: input.limit,
  });
  return rows.map(toTaskView);
}

async function assertUsers(ctx: Ctx, ids: readonly number[]): Promise<void> {
  const found = await repo.existingUsers(ctx.db, ids);
  const missing = ids.find((id) => !found.has(id));
  if (missing !== undefined) throw badRequest(`assigned_to_ids: User ${missing} not found`);
}

/** "A task assigned to you" (docs/decisions/5-beyond.md), in the same transaction as the assignment. */
async function notifyAssigned(
  ctx: UserCtx,
  userIds: readonly number[],
  task: { id: number; name: string; projectId: number },
): Promise<void> {
  for (const userId of userIds) {
    if (userId === ctx.user.id) continue;
    await notifications.create(ctx, {
      userId,
      type: 'info',
      title: 'Task assigned to you',
      message: `You were assigned the task "${task.name}".`,
      link: `/projects/${task.projectId}`,
      eventKey: `task-assigned:${task.id}:${userId}`,
    });
  }
}

export type TaskAnswer = TaskView & { projectStatus: ProjectStatus };

export async function create(ctx: UserCtx, projectId: number, input: TaskCreate): Promise<TaskAnswer> {
  return inTransaction(ctx, async (tx) => {
    await assertSetUp(tx, projectId);
    const assignees = [...new Set(input.assigned_to_ids ?? [])];
    await assertUsers(tx, assignees);
    const id = await repo.insertTask(tx.db, {
      projectId,
      name: input.name,
      notes: input.notes ?? null,
      status: input.status,
      startDate: input.startDate ?? null,
      dueDate: input.dueDate ?? null,
      ...(input.priority ? { priority: input.priority } : {}),
      createdBy: ctx.user.id,
    });
    const added = await repo.replaceAssignees(tx.db, id, assignees);
    await notifyAssigned(tx as UserCtx, added, { id, name: input.name, projectId });
    const projectStatus = await followTasks(tx, projectId, true);
    await audit.record(tx, {
      action: 'create',
      entityType: ENTITY,
      entityId: id,
      fields: Object.keys(input),
      detail: { projectId },
    });
    return { ...toTaskView((await repo.findById(tx.db, id))!), projectStatus };
  });
}

export async function update(ctx: UserCtx, id: number, input: TaskUpdate): Promise<TaskAnswer> {
  return inTransaction(ctx, async (tx) => {
    const task = await repo.findById(tx.db, id);
    if (!task) throw notFound(TASK_NOT_FOUND);
    const { assigned_to_ids: assigned, ...fields } = input;
    if (Object.keys(fields).length > 0) await repo.updateTask(tx.db, id, fields);
    if (assigned !== undefined) {
      const assignees = [...new Set(assigned)];
      await assertUsers(tx, assignees);
      const added = await repo.replaceAssignees(tx.db, id, assignees);
      await notifyAssigned(tx as UserCtx, added, { id, name: fields.name ?? task.name, projectId: task.projectId });
    }
    const projectStatus = await followTasks(tx, task.projectId);
    await audit.record(tx, { action: 'update', entityType: ENTITY, entityId: id, fields: Object.keys(input) });
    return { ...toTaskView((await repo.findById(tx.db, id))!), projectStatus };
  });
}

export async function remove(
  ctx: UserCtx,
  { id }: { id: number },
): Promise<{ ok: true; projectStatus: ProjectStatus }> {
  return inTransaction(ctx, async (tx) => {
    const task = await repo.findById(tx.db, id);
    if (!task || !(await repo.deleteTask(tx.db, id))) throw notFound(TASK_NOT_FOUND);
    const projectStatus = await followTasks(tx, task.projectId);
    await audit.record(tx, {
      action: 'delete',
      entityType: ENTITY,
      entityId: id,
      detail: { projectId: task.projectId },
    });
    return { ok: true as const, projectStatus };
  });
}
