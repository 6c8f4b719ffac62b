// The list screens of issue 27, each as the one call the screen makes to show its first read: the
// full bench (lists.cli.ts), the in-process timing (in-process.cli.ts SCREENS=lists) and the CI
// regression check (lists-regression.test.ts) all measure this table.
import { REPORT_IDS } from '@app/domain';
import { listRange, monthGridRange } from './generate-projects';

/**
 * Which PostgreSQL target at 32 connections a screen is held to (issue 27): a search or first page
 * (1,000 req/s, p99 under 60 ms), a tax list, report or the projects list (300 req/s, p99 under
 * 150 ms), or none (a calendar range: only its idle p99).
 */
export type LoadTarget = 'search' | 'list' | 'none';

export interface ListScreen {
  /** A stable name: the key of the recorded figures (lists-baseline.json). */
  name: string;
  path: string;
  target: LoadTarget;
}

const trpc = (procedure: string, input?: unknown) =>
  `/trpc/${procedure}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`;

/** Common name fragments: many matches each, the slow case of a substring search. */
export const COMMON_FRAGMENTS = ['an', 'son', 'mar'] as const;
/**
 * Whole names as people type them: 0.4 to 3 % of the rows each ("garcia" 388 of 100,000 clients,
 * "smith" 809, "john" 2,174; "consulting" 909 and "group" 3,325 of 20,000 organizations), too few
 * for the newest rows to answer, too many for a rare term's few lookups.
 */
export const WHOLE_NAMES = { clients: ['smith', 'john', 'garcia'], organizations: ['consulting', 'group'] } as const;
/**
 * A rare term of two letters: no trigram of its own, so it is looked up in the index of letter
 * pairs (migration 2026-12-07T2100); without that index every row was read (20 to 60 ms).
 */
export const SHORT_RARE_TERM = 'zz';
/**
 * The project form's client picker: a term matching 5 % of the clients, most of them in one stretch
 * of the name order ("Mar..."), so a walk of the name index passes most of the list before finding
 * them; the picker reads 20 by name.
 */
export const PICKER_TERM = 'mar';

export function listScreens(today: string): ListScreen[] {
  const year = Number(today.slice(0, 4));
  const quarter = Math.floor((Number(today.slice(5, 7)) - 1) / 3) + 1;
  const month = monthGridRange(today);
  const list = listRange(today);
  const searches = COMMON_FRAGMENTS.flatMap((term) => [
    { name: `clients search "${term}" (limit 5)`, path: `/api/clients?search=${term}&limit=5` },
    { name: `clients search "${term}" (list page)`, path: `/api/clients?search=${term}` },
    { name: `organizations search "${term}" (list page)`, path: `/api/organizations?search=${term}` },
    { name: `global search "${term}"`, path: trpc('search.global', { q: term }) },
  ]);
  const names = [
    ...WHOLE_NAMES.clients.map((term) => ({
      name: `clients search "${term}" (list page)`,
      path: `/api/clients?search=${term}`,
    })),
    ...WHOLE_NAMES.organizations.map((term) => ({
      name: `organizations search "${term}" (list page)`,
      path: `/api/organizations?search=${term}`,
    })),
  ];
  const short = [
    { name: `clients search "${SHORT_RARE_TERM}" (limit 5)`, path: `/api/clients?search=${SHORT_RARE_TERM}&limit=5` },
    { name: `clients search "${SHORT_RARE_TERM}" (list page)`, path: `/api/clients?search=${SHORT_RARE_TERM}` },
    { name: `global search "${SHORT_RARE_TERM}"`, path: trpc('search.global', { q: SHORT_RARE_TERM }) },
  ];
  const picker = {
    name: `clients picker "${PICKER_TERM}" (by name, 20)`,
    path: `/api/clients?search=${PICKER_TERM}&sort=fullName&order=asc&limit=20`,
  };
  const firstPages: Omit<ListScreen, 'target'>[] = [
    { name: 'clients first page', path: '/api/clients' },
    { name: 'organizations first page', path: '/api/organizations' },
    { name: 'organizations first page (active)', path: '/api/organizations?status=active' },
  ];
  const projectLists: Omit<ListScreen, 'target'>[] = [
    {
      name: 'projects list (open, due date, 25)',
      path: '/api/projects?tab=open&sort=dueDate&direction=asc&pageSize=25',
    },
    // "My projects" (the bench's user manages and is assigned none: every project is tested).
    {
      name: 'projects list (mine, due date, 25)',
      path: '/api/projects?mine=true&sort=dueDate&direction=asc&pageSize=25',
    },
  ];
  const lists: Omit<ListScreen, 'target'>[] = [
    { name: '1099 list (year, upcoming)', path: `/api/form-1099?year=${year}&section=upcoming&limit=25` },
    { name: '1099 list (year, overdue)', path: `/api/form-1099?year=${year}&section=overdue&limit=25` },
    {
      name: 'estimated tax list (quarter, upcoming)',
      path: `/api/estimated-tax-payments?quarter=${quarter}&year=${year}&section=upcoming&limit=25`,
    },
    { name: 'estimated tax list (all, overdue)', path: '/api/estimated-tax-payments?section=overdue&limit=25' },
    { name: 'estimated tax overview (years)', path: trpc('estimatedTax.overview') },
    {
      name: 'sales tax list (monthly, upcoming)',
      path: `/api/sales-tax-filings?frequency=Monthly&year=${year}&section=upcoming&limit=25`,
    },
    {
      name: 'business licenses (LA City, upcoming)',
      path: '/api/business-license-renewals?kind=la_city&section=upcoming&limit=25',
    },
    {
      name: 'SOI month (due dates)',
      path: `/api/soi-events/all?from=${month.start}&to=${month.end}&kind=due&limit=5000`,
    },
    ...REPORT_IDS.map((id) => ({
      name: `report ${id}`,
      path: `/api/reports/${id}?limit=50&offset=0${id === 'soi-pending' ? '&window=30' : ''}`,
    })),
  ];
  return [
    ...[...firstPages, ...searches, ...names, ...short, picker].map((screen) => ({
      ...screen,
      target: 'search' as const,
    })),
    ...projectLists.map((screen) => ({ ...screen, target: 'list' as const })),
    // The month grid's call (each day's first events and count), the List view's first page of its
    // 12 months, and every event of the month (no screen's call since the grids read days; the Day
    // view and a "+N more" pop-over read one day's).
    ...(['tasks', 'payroll', 'insurance'] as const).flatMap((calendar) => [
      {
        name: `${calendar} calendar month (grid days)`,
        path: `/api/calendars/${calendar}/days?start=${month.start}&end=${month.end}`,
        target: 'none' as const,
      },
      {
        name: `${calendar} calendar list (12 months, first page)`,
        path: `/api/calendars/${calendar}/events?start=${list.start}&end=${list.end}&limit=200`,
        target: 'none' as const,
      },
      {
        name: `${calendar} calendar month`,
        path: `/api/calendars/${calendar}/events?start=${month.start}&end=${month.end}`,
        target: 'none' as const,
      },
    ]),
    ...lists.map((screen) => ({ ...screen, target: 'list' as const })),
  ];
}
