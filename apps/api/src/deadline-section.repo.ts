import type { DeadlineSection } from '@app/domain';
import { sql, type RawBuilder } from 'kysely';

/**
 * The condition of a deadline list's section on a row with a pending/completed status and a due date
 * (`r.status`, `r.dueDate`): completed; overdue (pending, due before today); upcoming (pending, due
 * today or later). Null when no section is asked for.
 */
export function sectionCondition(
  section: DeadlineSection | undefined,
  columns: { status: string; dueDate: string },
  today: string,
): RawBuilder<boolean> | null {
  if (!section) return null;
  const status = sql.ref(columns.status);
  if (section === 'completed') return sql<boolean>`${status} = ${'completed'}`;
  const due = sql.ref(columns.dueDate);
  return section === 'overdue'
    ? sql<boolean>`${status} = ${'pending'} and ${due} < ${today}`
    : sql<boolean>`${status} = ${'pending'} and ${due} >= ${today}`;
}
