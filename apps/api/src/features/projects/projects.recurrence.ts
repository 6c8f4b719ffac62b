import { nextOccurrenceDue, projectStatusAfterTaskChange, recurrenceDates } from '@app/domain';
import type { FastifyInstance } from 'fastify';
import { inTransaction, systemCtx, type AppDeps, type Ctx } from '../../core/service-context';
import * as audit from '../audit/audit.service';
import { firmToday } from '../../core/firm-date';
import { currentLinks, saveLinks } from './projects.links';
import * as repo from './projects.repo';

/**
 * Recurring projects (beyond the spec): once an occurrence is completed or the next one's start
 * date is reached, the next occurrence is created with the same links, managers and task names,
 * its dates counted from the series' first dates (month ends clamped by the domain rule). The
 * `next_project_id` link makes it happen once, even with two instances running the job. Its status
 * follows the rule of every other write (spec 3 section 4): with tasks (all not started, so
 * incomplete) it is in progress, without any it is not started.
 */
export async function startNextOccurrenceIfDue(ctx: Ctx, projectId: number): Promise<number | null> {
  const row = await repo.lockById(ctx.db, projectId);
  if (!row || !row.recurrence || !nextOccurrenceDue(row, firmToday(ctx))) return null;
  const occurrence = row.occurrence + 1;
  const dates = recurrenceDates(row, row.recurrence, occurrence);
  const taskNames = await repo.taskTemplatesOf(ctx.db, projectId);
  const status = projectStatusAfterTaskChange(
    'not_started',
    taskNames.map(() => ({ status: 'not_started' as const })),
  );
  const next = await repo.insertProject(ctx.db, {
    name: row.name,
    description: row.description,
    status,
    startDate: dates.startDate,
    dueDate: dates.dueDate,
    recurrence: row.recurrence,
    seriesStartDate: row.seriesStartDate,
    seriesDueDate: row.seriesDueDate,
    occurrence,
    createdBy: row.createdBy,
  });
  await saveLinks(ctx, next.id, await currentLinks(ctx, projectId));
  await repo.copyTaskNames(ctx.db, projectId, next.id, row.createdBy);
  await repo.updateProject(ctx.db, projectId, { nextProjectId: next.id });
  await audit.record(ctx, {
    action: 'create',
    entityType: 'project',
    entityId: next.id,
    detail: { recurrenceOf: projectId, occurrence },
  });
  return next.id;
}

/** The periodic job: every repeating project whose next occurrence is due gets it. */
export async function startDueOccurrences(ctx: Ctx): Promise<number> {
  let created = 0;
  for (const row of await repo.recurringCandidates(ctx.db)) {
    if (!nextOccurrenceDue(row, firmToday(ctx))) continue;
    if (await inTransaction(ctx, (tx) => startNextOccurrenceIfDue(tx, row.id))) created += 1;
  }
  return created;
}

const HOUR_MS = 3_600_000;

/** Checks hourly (any instance may: the next_project_id link keeps it to one occurrence). */
export function scheduleRecurringProjects(app: FastifyInstance, deps: AppDeps): void {
  const timer = setInterval(() => {
    startDueOccurrences(systemCtx(deps)).catch((error: unknown) =>
      deps.log.warn({ err: error }, 'recurring projects failed'),
    );
  }, HOUR_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
