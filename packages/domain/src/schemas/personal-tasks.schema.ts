import { z } from 'zod';
import { optionalDate, optionalText } from './common';
import { TASK_PRIORITIES } from './tasks.schema';

export const PERSONAL_TASK_STATUSES = ['not_started', 'completed'] as const;
export type PersonalTaskStatus = (typeof PERSONAL_TASK_STATUSES)[number];
export const TASK_TITLE_REQUIRED = 'Please enter a task title';
export const TASK_TITLE_EMPTY = 'Task title cannot be empty';

const title = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(300, 'Must be at most 300 characters');
const status = z.enum(PERSONAL_TASK_STATUSES, { error: 'Status must be not_started or completed' });
const priority = z.enum(TASK_PRIORITIES, { error: 'Priority must be low, medium or high' });

/** A new to-do starts not started, medium priority, without notes. */
export const PersonalTaskCreate = z.object({
  name: title(TASK_TITLE_REQUIRED),
  status: status.default('not_started'),
  notes: optionalText(10000).transform((v) => v ?? null),
  dueDate: optionalDate('Due date must be a valid date (YYYY-MM-DD)'),
  priority: priority.default('medium'),
});
export type PersonalTaskCreate = z.output<typeof PersonalTaskCreate>;

export const PersonalTaskUpdate = z
  .object({
    name: title(TASK_TITLE_EMPTY),
    status,
    notes: optionalText(10000),
    dueDate: optionalDate('Due date must be a valid date (YYYY-MM-DD)'),
    priority,
  })
  .partial();
export type PersonalTaskUpdate = z.output<typeof PersonalTaskUpdate>;

/** The checkbox toggles between not started and completed. */
export function togglePersonalTaskStatus(status: PersonalTaskStatus): PersonalTaskStatus {
  return status === 'completed' ? 'not_started' : 'completed';
}
