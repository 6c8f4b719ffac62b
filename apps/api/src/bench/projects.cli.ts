// Projects at scale (issue 12): 10,000 projects and 100,000 tasks (2,000 organizations and 2,000
// clients to link them to), on PGlite and on PostgreSQL (BENCH_DATABASE_URL). Measured over HTTP
// with autocannon (32 connections): the projects list's first page as the screen asks for it
// (open tab, due date ascending, 25 rows) with a p99 target of 50 ms, and the tasks calendar's
// month call holding 2,000 events (reported).
// Run from apps/api:  BENCH_DATABASE_URL=postgres://... npx tsx src/bench/projects.cli.ts
import { performance } from 'node:perf_hooks';
import { loadavg } from 'node:os';
import { firmDate } from '@app/domain';
import { generateClients } from './generate-clients';
import { generateOrganizations } from './generate-organizations';
import { generateProjects, monthGridRange } from './generate-projects';
import { benchKinds, measure, prepareDatabase, report, startServer, type Measurement } from './http-bench';

const PROJECTS = Number(process.env.BENCH_PROJECTS || 10_000);
const TASKS_PER_PROJECT = Number(process.env.BENCH_TASKS_PER_PROJECT || 10);
const MONTH_EVENTS = 2_000;
const LIST_TARGET_MS = 50;

async function main() {
  const loadBefore = loadavg();
  const today = firmDate(new Date());
  const range = monthGridRange(today);
  const rows: Measurement[] = [];
  for (const kind of benchKinds()) {
    const started = performance.now();
    const database = await prepareDatabase(kind, async (db) => {
      await generateOrganizations(db, 2_000);
      await generateClients(db, 2_000);
      await generateProjects(db, {
        projects: PROJECTS,
        tasksPerProject: TASKS_PER_PROJECT,
        monthEvents: MONTH_EVENTS,
        users: 20,
        today,
      });
    });
    console.log(
      `${kind}: ${PROJECTS} projects, ${PROJECTS * TASKS_PER_PROJECT} tasks generated in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const server = await startServer(database);
    try {
      const events = (await (
        await fetch(`${server.baseUrl}/api/calendars/tasks/events?start=${range.start}&end=${range.end}`, {
          headers: { cookie: server.cookie },
        })
      ).json()) as unknown[];
      console.log(`  month ${range.start}..${range.end}: ${events.length} events`);
      const listInput = encodeURIComponent(
        JSON.stringify({ tab: 'open', sort: 'dueDate', direction: 'asc', mine: false, pageSize: 25, page: 1 }),
      );
      const calendarInput = encodeURIComponent(
        JSON.stringify({ kind: 'tasks', range: { start: range.start, end: range.end, mode: 'renewals' } }),
      );
      rows.push(
        ...(await measure(kind, server, [
          {
            name: 'projects list, first page (REST, open, 25)',
            path: '/api/projects?tab=open&sort=dueDate&direction=asc&pageSize=25',
            target: LIST_TARGET_MS,
          },
          {
            name: 'projects list, first page (tRPC, as the screen)',
            path: `/trpc/projects.list?input=${listInput}`,
            target: LIST_TARGET_MS,
          },
          {
            name: `tasks calendar, month (${events.length} events, REST)`,
            path: `/api/calendars/tasks/events?start=${range.start}&end=${range.end}`,
          },
          {
            name: `tasks calendar, month (${events.length} events, tRPC)`,
            path: `/trpc/calendars.events?input=${calendarInput}`,
          },
        ])),
      );
    } finally {
      await server.stop();
      await database.drop();
    }
  }
  report(`Projects bench: ${PROJECTS} projects, ${PROJECTS * TASKS_PER_PROJECT} tasks`, rows, loadBefore);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
