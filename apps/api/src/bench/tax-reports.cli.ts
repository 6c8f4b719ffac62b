// Tax screens and reports at scale (issue 13): 100,000 clients and 20,000 organizations (half of
// each paying estimated taxes), their deadlines (generate-deadlines.ts) and 2,000 projects, on
// PGlite and on PostgreSQL (BENCH_DATABASE_URL). Over HTTP with autocannon (32 connections):
// each tax screen's list as the screen asks for it and each report's first page, p99 target 200 ms.
// Run from apps/api:  BENCH_DATABASE_URL=postgres://... npx tsx src/bench/tax-reports.cli.ts
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { firmDate, REPORT_IDS } from '@app/domain';
import { generateClients } from './generate-clients';
import { generateDeadlines } from './generate-deadlines';
import { generateOrganizations } from './generate-organizations';
import { generateProjects, monthGridRange } from './generate-projects';
import {
  benchKinds,
  measure,
  prepareDatabase,
  report,
  startServer,
  type Measurement,
  type Scenario,
} from './http-bench';

const CLIENTS = Number(process.env.BENCH_CLIENTS || 100_000);
const ORGANIZATIONS = Number(process.env.BENCH_ORGANIZATIONS || 20_000);
const TARGET_MS = 200;

function scenarios(today: string): Scenario[] {
  const year = Number(today.slice(0, 4));
  const quarter = Math.floor((Number(today.slice(5, 7)) - 1) / 3) + 1;
  const month = monthGridRange(today);
  const lists: Scenario[] = [
    { name: '1099 list (year, upcoming, 25)', path: `/api/form-1099?year=${year}&section=upcoming&limit=25&offset=0` },
    {
      name: '1099 list (year, completed, 25)',
      path: `/api/form-1099?year=${year - 1}&section=completed&limit=25&offset=0`,
    },
    {
      name: 'estimated tax list (quarter, year, upcoming, 25)',
      path: `/api/estimated-tax-payments?quarter=${quarter}&year=${year}&section=upcoming&limit=25&offset=0`,
    },
    {
      name: 'estimated tax list (all, overdue, 25)',
      path: '/api/estimated-tax-payments?section=overdue&limit=25&offset=0',
    },
    {
      name: 'estimated tax list (completed, latest 10)',
      path: '/api/estimated-tax-payments?section=completed&limit=10&offset=0',
    },
    {
      name: 'sales tax list (monthly, year, upcoming, 25)',
      path: `/api/sales-tax-filings?frequency=Monthly&year=${year}&section=upcoming&limit=25&offset=0`,
    },
    {
      name: 'sales tax list (quarterly, year, overdue, 25)',
      path: `/api/sales-tax-filings?frequency=Quarterly&year=${year}&section=overdue&limit=25&offset=0`,
    },
    {
      name: 'business licenses (LA City, upcoming, 25)',
      path: '/api/business-license-renewals?kind=la_city&section=upcoming&limit=25&offset=0',
    },
    {
      name: 'business licenses (other, year, upcoming, 25)',
      path: `/api/business-license-renewals?kind=other&year=${year}&section=upcoming&limit=25&offset=0`,
    },
    {
      name: 'SOI calendar month (due dates)',
      path: `/api/soi-events/all?from=${month.start}&to=${month.end}&kind=due&limit=5000`,
    },
  ];
  const reports: Scenario[] = REPORT_IDS.map((id) => ({
    name: `report ${id} (first 50)`,
    path: `/api/reports/${id}?limit=50&offset=0${id === 'soi-pending' ? '&window=30' : ''}`,
  }));
  return [...lists, ...reports].map((s) => ({ ...s, target: TARGET_MS }));
}

async function main() {
  const loadBefore = loadavg();
  const today = firmDate(new Date());
  const rows: Measurement[] = [];
  for (const kind of benchKinds()) {
    const started = performance.now();
    const database = await prepareDatabase(kind, async (db) => {
      await generateClients(db, CLIENTS);
      await generateOrganizations(db, ORGANIZATIONS);
      await generateDeadlines(db, today);
      await generateProjects(db, { projects: 2_000, tasksPerProject: 5, monthEvents: 400, users: 20, today });
    });
    console.log(
      `${kind}: ${CLIENTS} clients, ${ORGANIZATIONS} organizations and their deadlines generated in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const server = await startServer(database);
    try {
      rows.push(...(await measure(kind, server, scenarios(today))));
    } finally {
      await server.stop();
      await database.drop();
    }
  }
  report(`Tax screens and reports bench: ${CLIENTS} clients, ${ORGANIZATIONS} organizations`, rows, loadBefore);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
