import { sql, type Kysely } from 'kysely';
import { createdBy, dropTables, notBlank, oneOf, timestamps, touchUpdatedAt, trigramIndex } from './sql-helpers-v1';

// Frozen in time: written against Kysely<any>, never edited after it has shipped.
// Projects with tasks (spec 3), their many clients, organizations, managers and assignees
// (docs/decisions/2-data.md), project templates and the personal to-do list.

const PRIORITIES = ['low', 'medium', 'high'];

/**
 * A join table from projects to `other`, with `position` keeping the list's order (the API's
 * single clientId / organizationId / projectManagerId is the first of each list).
 */
async function projectLink(db: Kysely<any>, table: string, column: string, other: string): Promise<void> {
  await db.schema
    .createTable(table)
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn(column, 'integer', (c) => c.notNull().references(`${other}.id`).onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint(`${table}_pkey`, ['project_id', column])
    .execute();
  await db.schema
    .createIndex(`${table}_${column.replace('_id', '')}_idx`)
    .on(table)
    .columns([column, 'project_id'])
    .execute();
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('projects')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().check(notBlank('name')))
    .addColumn('description', 'text')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('not_started')
        .check(oneOf('status', ['not_started', 'in_progress', 'completed'])),
    )
    .addColumn('start_date', 'date')
    .addColumn('due_date', 'date')
    .$call(createdBy)
    .$call(timestamps)
    .execute();
  await touchUpdatedAt(db, 'projects');
  // The list: the Open tab (status <> 'completed', write it so) and the Completed tab
  // (status = 'completed'), each sortable by due date, start date, creation and name. Sorting by
  // status uses (status, ...): 'not_started' > 'in_progress' > 'completed', so "desc" is the
  // screens' order.
  for (const [name, key] of [
    ['due', 'due_date'],
    ['start', 'start_date'],
    ['created', 'created_at'],
    ['name', 'lower(name)'],
  ] as const) {
    await sql`create index ${sql.id(`projects_open_${name}_idx`)} on projects (${sql.raw(key)}, id) where status <> 'completed'`.execute(
      db,
    );
    await sql`create index ${sql.id(`projects_status_${name}_idx`)} on projects (status, ${sql.raw(key)}, id)`.execute(
      db,
    );
  }
  await trigramIndex(db, 'projects', 'name');

  await projectLink(db, 'project_clients', 'client_id', 'clients');
  await projectLink(db, 'project_organizations', 'organization_id', 'organizations');
  await projectLink(db, 'project_managers', 'user_id', 'users');

  await db.schema
    .createTable('tasks')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull().check(notBlank('name')))
    .addColumn('notes', 'text')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('not_started')
        .check(oneOf('status', ['not_started', 'in_progress', 'pended', 'completed'])),
    )
    .addColumn('start_date', 'date')
    .addColumn('due_date', 'date')
    .addColumn('priority', 'text', (c) => c.notNull().defaultTo('medium').check(oneOf('priority', PRIORITIES)))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .$call(createdBy)
    .$call(timestamps)
    .execute();
  await touchUpdatedAt(db, 'tasks');
  await db.schema
    .createIndex('tasks_project_order_idx')
    .on('tasks')
    .columns(['project_id', 'sort_order', 'id'])
    .execute();
  // Completed / total counts per project (index-only), and the tasks-due calendar by date.
  await db.schema.createIndex('tasks_project_status_idx').on('tasks').columns(['project_id', 'status']).execute();
  await sql`create index tasks_due_idx on tasks (due_date, id) where due_date is not null`.execute(db);

  await db.schema
    .createTable('task_assignees')
    .addColumn('task_id', 'integer', (c) => c.notNull().references('tasks.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('task_assignees_pkey', ['task_id', 'user_id'])
    .execute();
  await db.schema.createIndex('task_assignees_user_idx').on('task_assignees').columns(['user_id', 'task_id']).execute();

  await db.schema
    .createTable('project_templates')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull().check(notBlank('name')))
    .addColumn('description', 'text')
    .$call(timestamps)
    .execute();
  await touchUpdatedAt(db, 'project_templates');
  await sql`create index project_templates_user_idx on project_templates (user_id, lower(name), id)`.execute(db);

  await db.schema
    .createTable('project_template_tasks')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('template_id', 'integer', (c) => c.notNull().references('project_templates.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull().check(notBlank('name')))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('project_template_tasks_template_idx')
    .on('project_template_tasks')
    .columns(['template_id', 'position', 'id'])
    .execute();

  await db.schema
    .createTable('personal_tasks')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull().check(notBlank('name')))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('not_started')
        .check(oneOf('status', ['not_started', 'completed'])),
    )
    .addColumn('notes', 'text')
    .addColumn('due_date', 'date')
    .addColumn('priority', 'text', (c) => c.notNull().defaultTo('medium').check(oneOf('priority', PRIORITIES)))
    .addColumn('completed_at', 'timestamptz')
    .$call(timestamps)
    .execute();
  await touchUpdatedAt(db, 'personal_tasks');
  await db.schema
    .createIndex('personal_tasks_user_idx')
    .on('personal_tasks')
    .columns(['user_id', 'status', 'due_date'])
    .execute();
  // The calendar feed and reminders read due to-dos by date.
  await sql`create index personal_tasks_due_idx on personal_tasks (due_date) where due_date is not null and status <> 'completed'`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, [
    'personal_tasks',
    'project_template_tasks',
    'project_templates',
    'task_assignees',
    'tasks',
    'project_managers',
    'project_organizations',
    'project_clients',
    'projects',
  ]);
}
