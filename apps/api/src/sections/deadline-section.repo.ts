import { deadlineSectionBounds, type DeadlineSection } from '@app/domain';
import { sql, type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool } from 'kysely';

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
  const { status, dueBefore, dueFrom } = deadlineSectionBounds(section, today);
  const due = sql.ref(columns.dueDate);
  return sql<boolean>`${sql.ref(columns.status)} = ${status}${dueBefore ? sql` and ${due} < ${dueBefore}` : sql``}${
    dueFrom ? sql` and ${due} >= ${dueFrom}` : sql``
  }`;
}

/**
 * `not exists` a deleted owner (`owner as alias`) of the row's `ownerRef` column: an anti-join on
 * the few deleted owners, by their partial indexes, so a count reads the deadline rows' index only
 * (an owner whose row is missing counts as not deleted).
 */
export function ownerNotDeleted(owner: 'clients' | 'organizations', alias: string, ownerRef: string) {
  return ({ not, exists, selectFrom }: ExpressionBuilder<any, any>): Expression<SqlBool> =>
    not(
      exists(
        selectFrom(`${owner} as ${alias}`)
          .select(`${alias}.id`)
          .whereRef(`${alias}.id`, '=', ownerRef)
          .where(`${alias}.deletedAt`, 'is not', null),
      ),
    );
}
