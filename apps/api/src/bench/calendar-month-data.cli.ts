// The data of the calendar month-view bench (scripts/bench-calendar.mjs, issue 12: a month view of
// 2,000 events renders in Chromium in under 300 ms): a fresh PGlite folder with the bench's admin
// and exactly 2,000 task and project events inside this month's grid (300 projects, 3,000 tasks).
// Prints one JSON line: { dataDir, username, password, events, range }; the caller removes dataDir.
// Run from apps/api:  npx tsx src/bench/calendar-month-data.cli.ts
import { firmDate } from '@app/domain';
import { generateClients } from './generate-clients';
import { generateOrganizations } from './generate-organizations';
import { generateProjects, monthGridRange } from './generate-projects';
import { BENCH_ADMIN, prepareDatabase } from './http-bench';

export const MONTH_EVENTS = 2_000;

async function main() {
  const today = firmDate(new Date());
  const database = await prepareDatabase('pglite', async (db) => {
    await generateOrganizations(db, 100);
    await generateClients(db, 100);
    await generateProjects(db, { projects: 300, tasksPerProject: 10, monthEvents: MONTH_EVENTS, users: 5, today });
  });
  console.log(
    JSON.stringify({
      dataDir: database.env.DATA_DIR,
      ...BENCH_ADMIN,
      events: MONTH_EVENTS,
      range: monthGridRange(today),
    }),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
