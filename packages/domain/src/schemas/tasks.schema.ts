import { z } from 'zod';
import { id, idList, optionalDate, optionalText } from './common';

export const TASK_STATUSES = ['not_started', 'in_progress', 'pended', 'completed'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
export const TASK_STATUS_LABELS: Readonly<Record<TaskStatus, string>> = {
  not_started: 'Not Yet Started',
  in_progress: 'In Progress',
  pended: 'Pended',
  completed: 'Complete',
};
export const TASK_PRIORITIES = ['low', 'medium', 'high'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];
export const TASK_NAME_REQUIRED = 'Please enter a task name';

const taskFields = {
  name: z
    .string({ error: TASK_NAME_REQUIRED })
    .trim()
    .min(1, TASK_NAME_REQUIRED)
    .max(300, 'Must be at most 300 characters'),
  status: z.enum(TASK_STATUSES, { error: 'Status must be not_started, in_progress, pended or completed' }),
  notes: optionalText(10000),
  startDate: optionalDate('Start date must be a valid date (YYYY-MM-DD)'),
  dueDate: optionalDate('Due date must be a valid date (YYYY-MM-DD)'),
  assigned_to_ids: idList('Invalid assignee'),
  priority: z.enum(TASK_PRIORITIES, { error: 'Priority must be low, medium or high' }),
};

export const TaskCreate = z.object({
  ...z.object(taskFields).partial().shape,
  name: taskFields.name,
  status: taskFields.status.default('not_started'),
});
export type TaskCreate = z.output<typeof TaskCreate>;
export type TaskCreateInput = z.input<typeof TaskCreate>;

export const TaskUpdate = z.object(taskFields).partial();
export type TaskUpdate = z.output<typeof TaskUpdate>;

export const TaskIdInput = z.object({ id: id('Invalid task') });
export type TaskIdInput = z.output<typeof TaskIdInput>;

/** GET /api/projects/all-tasks: every task (or the caller's, `mine`), keyset by id. */
export const AllTasksQuery = z.object({
  mine: z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean()).default(false),
  afterId: z.coerce.number().int().min(0).max(2147483647).optional(),
  limit: z.coerce.number().int().min(1).max(5000).default(5000),
});
export type AllTasksQuery = z.output<typeof AllTasksQuery>;
