import { daysBetween, dueInBadge, PROJECT_STATUS_LABELS, TASK_STATUS_LABELS, type DueInVariant } from '@app/domain';
import { today } from '../../lib/today';

export const STATUS_COLORS: Record<string, string> = {
  not_started: 'gray',
  in_progress: 'blue',
  pended: 'yellow',
  completed: 'teal',
};

export const projectStatusLabel = (s: string) => PROJECT_STATUS_LABELS[s as keyof typeof PROJECT_STATUS_LABELS] ?? s;
export const taskStatusLabel = (s: string) => TASK_STATUS_LABELS[s as keyof typeof TASK_STATUS_LABELS] ?? s;

export { today };

/** The "Due In" badge: days until the due date with the spec's three styles. */
export function dueIn(dueDate: string | null): { days: number; variant: DueInVariant } | null {
  if (!dueDate) return null;
  const days = daysBetween(today(), dueDate);
  return { days, variant: dueInBadge(days) };
}

export const BADGE_PROPS: Record<DueInVariant, { variant: string; color: string }> = {
  destructive: { variant: 'filled', color: 'red' },
  secondary: { variant: 'light', color: 'gray' },
  outline: { variant: 'outline', color: 'gray' },
};

export function dueInText(days: number): string {
  if (days < 0) return `${-days} day${days === -1 ? '' : 's'} overdue`;
  if (days === 0) return 'Due today';
  return `${days} day${days === 1 ? '' : 's'}`;
}
