import { sql, type Kysely } from 'kysely';
import { oneOf } from './sql-helpers-v1';

// Frozen in time: written against Kysely<any>, never edited after it has shipped.
// Recurring projects (monthly, quarterly, yearly) and the last keyset indexes of the projects list.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('projects')
    .addColumn('recurrence', 'text', (c) => c.check(oneOf('recurrence', ['monthly', 'quarterly', 'yearly'])))
    // The series' first dates: each occurrence is counted from them, so month ends never drift.
    .addColumn('series_start_date', 'date')
    .addColumn('series_due_date', 'date')
    .addColumn('occurrence', 'integer', (c) => c.notNull().defaultTo(0))
    // Set once the next occurrence exists, so it is created exactly once.
    .addColumn('next_project_id', 'integer', (c) => c.references('projects.id').onDelete('set null'))
    .execute();
  // The job that starts next occurrences reads only repeating projects without a successor.
  await sql`create index projects_recurring_idx on projects (id) where recurrence is not null and next_project_id is null`.execute(
    db,
  );
  // Sorting by status: the Open tab by (status, id), the Completed tab and the "desc" walk likewise.
  await sql`create index projects_open_status_idx on projects (status, id) where status <> 'completed'`.execute(db);
  await sql`create index projects_status_id_idx on projects (status, id)`.execute(db);
  // The tasks-due calendar reads project due dates of every status by range.
  await sql`create index projects_due_all_idx on projects (due_date, id) where due_date is not null`.execute(db);
  // The payroll calendar reads pay dates of every organization by range (processing dates are indexed already).
  await sql`create index payrolls_pay_idx on payrolls (pay_date) where pay_date is not null`.execute(db);
  await sql`create index payrolls_pay2_idx on payrolls (pay_date2) where pay_date2 is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const index of [
    'payrolls_pay2_idx',
    'payrolls_pay_idx',
    'projects_due_all_idx',
    'projects_status_id_idx',
    'projects_open_status_idx',
    'projects_recurring_idx',
  ]) {
    await sql`drop index if exists ${sql.id(index)}`.execute(db);
  }
  await db.schema
    .alterTable('projects')
    .dropColumn('next_project_id')
    .dropColumn('occurrence')
    .dropColumn('series_due_date')
    .dropColumn('series_start_date')
    .dropColumn('recurrence')
    .execute();
}
