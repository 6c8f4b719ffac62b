// Generated projects and tasks for the benches (issue 12: 10,000 projects, 100,000 tasks), in a
// few set-based statements. Deterministic. Every project has a manager and a linked organization
// (or client), dates around today; exactly `monthEvents` tasks and projects fall due inside the
// month grid of today's month, the rest before or after it, so the tasks calendar's month call
// answers that many events.
import type { Database } from '@app/db';
import { addDays, addMonths, daysBetween, endOfMonth, isoDateClamped, monthGrid, dateParts } from '@app/domain';
import { sql, type Kysely } from 'kysely';
import { insertUser } from '../features/users/users.repo';
import { hashPassword } from '../security/password';

export interface ProjectsBenchShape {
  projects: number;
  tasksPerProject: number;
  /** Tasks plus projects due inside the month grid of `today`. */
  monthEvents: number;
  users: number;
  today: string;
}

/** The days of the month view around `today` (Sunday before the 1st to Saturday after the last). */
export function monthGridRange(today: string): { start: string; end: string } {
  const { year, month } = dateParts(today);
  const weeks = monthGrid(year, month);
  return { start: weeks[0]![0]!, end: weeks.at(-1)![6]! };
}

/** The List view's 12 months from `today`'s (the web's visibleRange('list')): the 1st to the last day of the 12th month. */
export function listRange(today: string): { start: string; end: string } {
  const { year, month } = dateParts(today);
  const start = isoDateClamped(year, month, 1);
  const last = dateParts(addMonths(start, 11));
  return { start, end: endOfMonth(last.year, last.month) };
}

/** Staff who manage projects and are assigned tasks (without the calendars flag: the daily deadline reminders go to the admin only). */
async function benchStaff(db: Kysely<Database>, count: number): Promise<number[]> {
  const passwordHash = await hashPassword('Bench-staff1!');
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const user = await insertUser(db, {
      username: `bench_staff_${i}`,
      passwordHash,
      role: 'employee',
      firstName: `Staff${i}`,
      lastName: 'Bench',
      flags: { canAccessProjects: true, canEditProjects: true },
    });
    ids.push(user.id);
  }
  return ids;
}

export async function generateProjects(db: Kysely<Database>, shape: ProjectsBenchShape): Promise<void> {
  const staff = await benchStaff(db, shape.users);
  const { start, end } = monthGridRange(shape.today);
  const gridDays = daysBetween(start, end) + 1;
  const inGridProjects = Math.min(shape.projects, Math.round(shape.monthEvents / 10));
  const inGridTasks = shape.monthEvents - inGridProjects;
  // Outside the grid: up to two years before it or after it.
  const before = addDays(start, -1);
  const after = addDays(end, 1);
  const due = (n: ReturnType<typeof sql>, inGrid: number) => sql`case
      when ${n} <= ${inGrid} then ${start}::date + (${n} % ${gridDays})
      when ${n} % 2 = 0 then ${after}::date + ((${n} * 7) % 700)
      else ${before}::date - ((${n} * 11) % 700) end`;

  await sql`
    insert into projects (name, status, start_date, due_date, created_at, created_by)
    select (array['Tax Return','Year-End Bookkeeping','Payroll Setup','Quarterly Review','Sales Tax Filing','Audit Support'])[1 + g % 6] || ' ' || g,
      case when g % 10 < 3 then 'completed' when g % 10 < 7 then 'in_progress' else 'not_started' end,
      ${shape.today}::date - 60 + (g % 90) - 400 * (g % 3),
      ${due(sql`g`, inGridProjects)},
      now() - make_interval(mins => g),
      ${staff[0]!}
    from generate_series(1, ${shape.projects}) g`.execute(db);

  // Every project: one or two managers, an organization (two in three) or a client.
  await sql`
    insert into project_managers (project_id, user_id, position)
    select p.id, (${sql.val(staff)}::int[])[1 + p.id % ${staff.length}], 0 from projects p
    union all
    select p.id, (${sql.val(staff)}::int[])[1 + (p.id + 1) % ${staff.length}], 1 from projects p where p.id % 4 = 0`.execute(
    db,
  );
  await sql`
    insert into project_organizations (project_id, organization_id, position)
    select p.id, o.id, 0 from projects p
    join (select id, row_number() over (order by id) as n, count(*) over () as total from organizations) o on o.n = 1 + p.id % o.total
    where p.id % 3 <> 0`.execute(db);
  await sql`
    insert into project_clients (project_id, client_id, position)
    select p.id, c.id, 0 from projects p
    join (select id, row_number() over (order by id) as n, count(*) over () as total from clients) c on c.n = 1 + p.id % c.total
    where p.id % 3 = 0`.execute(db);

  // Tasks: numbered across the whole table (t); a completed project's tasks are all completed.
  await sql`
    insert into tasks (project_id, name, status, start_date, due_date, sort_order, priority, created_by)
    select p.id,
      (array['Collect documents','Review prior year','Prepare draft','Partner review','Client sign-off','File and confirm'])[1 + k % 6] || ' ' || k,
      case when p.status = 'completed' then 'completed' else (array['not_started','in_progress','pended','completed'])[1 + (p.id + k) % 4] end,
      p.start_date,
      ${due(sql`((p.id - 1) * ${shape.tasksPerProject} + k)`, inGridTasks)},
      k,
      (array['low','medium','high'])[1 + k % 3],
      ${staff[0]!}
    from projects p cross join generate_series(1, ${shape.tasksPerProject}) k`.execute(db);
  await sql`
    insert into task_assignees (task_id, user_id, position)
    select t.id, (${sql.val(staff)}::int[])[1 + t.id % ${staff.length}], 0 from tasks t`.execute(db);
  await sql`analyze`.execute(db);
}
