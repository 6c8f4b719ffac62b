import { addMonths, type IsoDate } from './dates';

export const PROJECT_STATUSES = ['not_started', 'in_progress', 'completed'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export const NO_TASKS_MESSAGE = "Project status set to 'Not Yet Started' because there are no tasks.";
export const INCOMPLETE_TASKS_MESSAGE = "Project status set to 'In Progress' because there are incomplete tasks.";
export const STATUS_ADJUSTED_TITLE = 'Status adjusted';
export const SETUP_REQUIRED_HINT =
  'Complete project details first: Start Date, Due Date, Project Manager, and linked Client or Organization';

interface TaskLike {
  status: string;
}

const hasIncomplete = (tasks: readonly TaskLike[]) => tasks.some((t) => t.status !== 'completed');

/**
 * The status a project edit saves (spec 3 section 4). No tasks forces not_started; incomplete
 * tasks force in_progress. Asking for completed while tasks are incomplete also answers
 * in_progress with the message: completing is the separate "Complete Project & All Tasks" action,
 * which completes the tasks first, after which completed is accepted.
 */
export function adjustProjectStatus(
  requested: ProjectStatus,
  tasks: readonly TaskLike[],
): { status: ProjectStatus; message: string | null } {
  if (tasks.length === 0) {
    return requested === 'not_started'
      ? { status: requested, message: null }
      : { status: 'not_started', message: NO_TASKS_MESSAGE };
  }
  if (hasIncomplete(tasks) && requested !== 'in_progress')
    return { status: 'in_progress', message: INCOMPLETE_TASKS_MESSAGE };
  return { status: requested, message: null };
}

/** After a task is created, updated or deleted; a completed project is left alone. */
export function projectStatusAfterTaskChange(current: ProjectStatus, tasks: readonly TaskLike[]): ProjectStatus {
  if (current === 'completed') return current;
  if (tasks.length === 0) return 'not_started';
  return hasIncomplete(tasks) ? 'in_progress' : current;
}

/** Whether completing the project needs the "all remaining tasks will be marked complete" confirmation. */
export function completionNeedsConfirmation(tasks: readonly TaskLike[]): boolean {
  return hasIncomplete(tasks);
}

export interface ProjectSetupLike {
  startDate?: string | null;
  dueDate?: string | null;
  project_manager_ids?: readonly unknown[] | null;
  projectManagerIds?: readonly unknown[] | null;
  projectManagerId?: unknown;
  clientIds?: readonly unknown[] | null;
  organizationIds?: readonly unknown[] | null;
  clientId?: unknown;
  organizationId?: unknown;
}

const present = (v: unknown) => v !== null && v !== undefined && v !== '';

/** What still blocks adding tasks or loading a template, in the order the hint names them. */
export function projectSetupMissing(project: ProjectSetupLike): string[] {
  const p = project;
  const managers = [...(p.project_manager_ids ?? []), ...(p.projectManagerIds ?? []), p.projectManagerId];
  const links = [...(p.clientIds ?? []), ...(p.organizationIds ?? []), p.clientId, p.organizationId];
  const missing: string[] = [];
  if (!present(p.startDate)) missing.push('Start Date');
  if (!present(p.dueDate)) missing.push('Due Date');
  if (!managers.some(present)) missing.push('Project Manager');
  if (!links.some(present)) missing.push('linked Client or Organization');
  return missing;
}

interface ProjectMembershipLike {
  project_manager_ids?: readonly number[] | null;
}

/** "Show only projects assigned to me": a manager of the project or an assignee of one of its tasks. */
export function isMyProject(
  project: ProjectMembershipLike,
  tasks: ReadonlyArray<{ assigned_to_ids?: readonly number[] | null }>,
  userId: number,
): boolean {
  return (
    (project.project_manager_ids ?? []).includes(userId) ||
    tasks.some((t) => (t.assigned_to_ids ?? []).includes(userId))
  );
}

// Recurring projects (beyond the spec): monthly, quarterly or yearly.

export const PROJECT_RECURRENCES = ['monthly', 'quarterly', 'yearly'] as const;
export type ProjectRecurrence = (typeof PROJECT_RECURRENCES)[number];
export const PROJECT_RECURRENCE_LABELS: Readonly<Record<ProjectRecurrence, string>> = {
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  yearly: 'Yearly',
};
const RECURRENCE_MONTHS: Readonly<Record<ProjectRecurrence, number>> = { monthly: 1, quarterly: 3, yearly: 12 };

export interface RecurrenceSeries {
  /** The first occurrence's dates: every later one is counted from them, so a month end never drifts. */
  seriesStartDate: IsoDate | null;
  seriesDueDate: IsoDate | null;
}

/**
 * The dates of occurrence `n` (0 is the first) of a series: the first dates moved by n periods,
 * the day clamped to the target month (January 31 monthly: February 28 or 29, then March 31).
 */
export function recurrenceDates(
  series: RecurrenceSeries,
  recurrence: ProjectRecurrence,
  n: number,
): { startDate: IsoDate | null; dueDate: IsoDate | null } {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`Invalid occurrence: ${n}`);
  const months = RECURRENCE_MONTHS[recurrence] * n;
  return {
    startDate: series.seriesStartDate ? addMonths(series.seriesStartDate, months) : null,
    dueDate: series.seriesDueDate ? addMonths(series.seriesDueDate, months) : null,
  };
}

export interface RecurringProjectLike extends RecurrenceSeries {
  status: string;
  recurrence: ProjectRecurrence | null;
  occurrence: number;
  /** Set once the next occurrence exists: it is created only once. */
  nextProjectId: number | null;
}

/**
 * Whether the next occurrence is due now: the project repeats, has no successor yet, and is
 * completed or `today` has reached the next occurrence's start (or due) date.
 */
export function nextOccurrenceDue(project: RecurringProjectLike, today: IsoDate): boolean {
  if (!project.recurrence || project.nextProjectId !== null) return false;
  if (!project.seriesStartDate && !project.seriesDueDate) return false;
  if (project.status === 'completed') return true;
  const next = recurrenceDates(project, project.recurrence, project.occurrence + 1);
  const trigger = next.startDate ?? next.dueDate;
  return trigger !== null && trigger <= today;
}
