import type { PersonalTaskCreate, PersonalTaskUpdate } from '@app/domain';
import type { UserCtx } from '../../core/service-context';
import { toIso, ts } from '@app/db';
import { notFound } from '../../core/app-error';
import * as repo from './personal-tasks.repo';

// The to-do list is private: every query is scoped to the caller, so another user's id answers 404.
export const PERSONAL_TASK_NOT_FOUND = 'Task not found';

export interface PersonalTaskView {
  id: number;
  name: string;
  status: 'not_started' | 'completed';
  notes: string | null;
  dueDate: string | null;
  priority: string;
  completedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

const toView = (row: repo.PersonalTaskRow): PersonalTaskView => ({
  id: row.id,
  name: row.name,
  status: row.status,
  notes: row.notes,
  dueDate: row.dueDate,
  priority: row.priority,
  completedAt: row.completedAt ? toIso(row.completedAt) : null,
  createdAt: toIso(row.createdAt),
  updatedAt: toIso(row.updatedAt),
});

export async function list(ctx: UserCtx): Promise<PersonalTaskView[]> {
  return (await repo.listForUser(ctx.db, ctx.user.id)).map(toView);
}

export async function create(ctx: UserCtx, input: PersonalTaskCreate): Promise<PersonalTaskView> {
  const row = await repo.insert(ctx.db, {
    userId: ctx.user.id,
    name: input.name,
    status: input.status,
    notes: input.notes,
    dueDate: input.dueDate ?? null,
    priority: input.priority,
    completedAt: input.status === 'completed' ? ts(ctx.now()) : null,
  });
  return toView(row);
}

export async function update(ctx: UserCtx, id: number, input: PersonalTaskUpdate): Promise<PersonalTaskView> {
  const completedAt =
    input.status === undefined ? {} : { completedAt: input.status === 'completed' ? ts(ctx.now()) : null };
  const row = await repo.updateOwn(ctx.db, ctx.user.id, id, { ...input, ...completedAt });
  if (!row) throw notFound(PERSONAL_TASK_NOT_FOUND);
  return toView(row);
}

export async function remove(ctx: UserCtx, { id }: { id: number }): Promise<{ ok: true }> {
  if (!(await repo.deleteOwn(ctx.db, ctx.user.id, id))) throw notFound(PERSONAL_TASK_NOT_FOUND);
  return { ok: true };
}
