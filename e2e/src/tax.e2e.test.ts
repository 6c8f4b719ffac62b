import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, signIn, visible, trpcQuery } from './browser';
import { ADMIN, startServer, type RunningServer } from './server';

const firmToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(new Date());
const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/** A deadline screen: its path, title, and which cells name a row (the status columns change). */
interface Screen {
  path: string;
  title: string;
  pending: string;
  completed: string;
  keyCells: number[];
  toastDone: string;
  toastPending: string;
  completeLabel: string;
  pendingLabel: string;
}

const SCREENS: Screen[] = [
  {
    path: '/tax/1099',
    title: '1099 Filing Reminder',
    pending: 'Upcoming 1099 Filings',
    completed: 'Complete 1099 Filings',
    keyCells: [0, 1, 2, 3],
    toastDone: '1099 status updated',
    toastPending: '1099 status updated',
    completeLabel: 'Complete',
    pendingLabel: 'Mark As Pending',
  },
  {
    path: '/tax/estimated',
    title: 'Estimated Tax Payment Reminder',
    pending: 'Upcoming Estimated Taxes',
    completed: 'Completed Payments',
    keyCells: [0, 1, 2, 3],
    toastDone: 'Payment updated successfully',
    toastPending: 'Payment updated successfully',
    completeLabel: 'Complete',
    pendingLabel: 'Mark As Pending',
  },
  {
    path: '/tax/sales',
    title: 'Sales Tax',
    pending: 'Upcoming Filings',
    completed: 'Completed Filings',
    keyCells: [0, 1, 2],
    toastDone: 'Sales tax filing completed',
    toastPending: 'Sales tax filing marked as pending',
    completeLabel: 'Complete',
    pendingLabel: 'Mark as Pending',
  },
  {
    path: '/tax/business-license',
    title: 'Business License Renewals',
    pending: 'Upcoming Business License Renewals',
    completed: 'Completed Business License Renewals',
    keyCells: [0, 1, 2],
    toastDone: 'Business license renewal status updated successfully',
    toastPending: 'Business license renewal status updated successfully',
    completeLabel: 'Complete',
    pendingLabel: 'Mark As Pending',
  },
];

// PGlite only, one server and one browser for the file (CI time).
describe('tax and license screens and reports in the browser', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const today = firmToday();

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer('pglite'), launchBrowser()]);
    context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      timezoneId: 'America/Los_Angeles',
      acceptDownloads: true,
    });
    page = await context.newPage();
    await signIn(page, server.baseUrl, ADMIN.username, ADMIN.password);
    await visible(page.getByRole('heading', { name: 'Dashboard' }));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** A Mantine select's input by its exact label. */
  const field = (label: string) =>
    page
      .getByRole('combobox', { name: label, exact: true })
      .or(page.getByRole('textbox', { name: label, exact: true }))
      .first();

  async function choose(label: string, option: string) {
    await field(label).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  }

  const section = (title: string) => page.getByRole('region', { name: title, exact: true });

  async function open(screen: Screen) {
    await page.goto(`${server.baseUrl}${screen.path}`);
    await visible(page.getByRole('heading', { name: screen.title, exact: true }));
  }

  /** The row with all these cell texts, looked for page by page through the section's pager. */
  async function findRow(title: string, key: string[]): Promise<Locator> {
    const region = section(title);
    await visible(region.locator('tbody tr').first());
    for (let pageNo = 2; ; pageNo++) {
      let row = region.locator('tbody tr');
      for (const text of key) row = row.filter({ has: page.getByRole('cell', { name: text, exact: true }) });
      if ((await row.count()) > 0) return row.first();
      const next = region.getByRole('button', { name: String(pageNo), exact: true });
      if ((await next.count()) === 0) throw new Error(`no row ${key.join(' | ')} in ${title}`);
      await next.click();
    }
  }

  async function keyOf(row: Locator, cells: number[]): Promise<string[]> {
    const texts = await row.getByRole('cell').allTextContents();
    return cells.map((i) => texts[i]!.trim());
  }

  it.each(SCREENS)('$path: completes an item, keeps it over a reload, marks it pending again', async (screen) => {
    await open(screen);
    const first = section(screen.pending).locator('tbody tr').first();
    await visible(first.getByRole('button', { name: screen.completeLabel, exact: true }));
    const key = await keyOf(first, screen.keyCells);
    await first.getByRole('button', { name: screen.completeLabel, exact: true }).click();
    await visible(page.getByText(screen.toastDone).first());

    await page.reload();
    await visible(page.getByRole('heading', { name: screen.title, exact: true }));
    const done = await findRow(screen.completed, key);
    await visible(done.getByRole('button', { name: screen.pendingLabel, exact: true }));
    if (screen.path === '/tax/sales') await visible(done.getByRole('cell', { name: usDate(today), exact: true }));
    await done.getByRole('button', { name: screen.pendingLabel, exact: true }).click();
    await visible(page.getByText(screen.toastPending).first());

    await page.reload();
    await visible(page.getByRole('heading', { name: screen.title, exact: true }));
    const again = await findRow(screen.pending, key);
    await visible(again.getByRole('button', { name: screen.completeLabel, exact: true }));
  });

  it('/tax/estimated: filters by year and quarter', async () => {
    await open(SCREENS[1]!);
    const { years } = await trpcQuery<{ years: number[] }>(page, 'estimatedTax.overview', undefined);
    const year = years.includes(Number(today.slice(0, 4)) + 1) ? Number(today.slice(0, 4)) + 1 : years[0]!;
    await choose('Year', String(year));
    await choose('Quarter', 'Q2');
    await visible(page.getByRole('button', { name: 'Clear Filters' }));
    const rows = page
      .getByRole('region')
      .locator('tbody tr')
      .filter({ has: page.getByRole('button') });
    await visible(rows.first());
    for (const text of await rows.allTextContents()) expect(text).toContain(`Q2 ${year}`);
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    expect(await field('Quarter').inputValue()).toBe('All Quarters');
    expect(await field('Year').inputValue()).toBe('All Years');
  });

  it('/tax/soi: marks an event complete, keeps it over a reload, marks it incomplete again', async () => {
    await page.goto(`${server.baseUrl}/tax/soi`);
    await visible(page.getByRole('heading', { name: 'Statement of Information', exact: true }));
    const first = `${today.slice(0, 7)}-01`;
    const { items } = await trpcQuery<{
      items: Array<{ id: number; date: string; completed: boolean; organizationName: string }>;
    }>(page, 'soi.events', {
      from: first,
      to: `${Number(today.slice(0, 4)) + 1}${today.slice(4, 7)}-28`,
      kind: 'due',
      limit: 5000,
    });
    const event = items.find((e) => !e.completed);
    expect(event).toBeDefined();
    const monthsAhead =
      (Number(event!.date.slice(0, 4)) - Number(today.slice(0, 4))) * 12 +
      Number(event!.date.slice(5, 7)) -
      Number(today.slice(5, 7));
    const goToMonth = async () => {
      for (let k = 0; k < monthsAhead; k++) await page.getByRole('button', { name: 'Next' }).click();
    };
    const chip = () => page.locator(`[data-event-id="${event!.id}"]`).filter({ visible: true }).first();
    const openEvent = async () => {
      const more = page.locator(`td[data-date="${event!.date}"]`).getByText(/^\+\d+ more$/);
      await visible(chip().or(more).first());
      if ((await chip().count()) === 0) await more.click();
      await chip().click();
      const dialog = page.getByRole('dialog', { name: 'Statement of Information' });
      await visible(dialog.getByText(event!.organizationName));
      return dialog;
    };
    await goToMonth();
    let dialog = await openEvent();
    await dialog.getByRole('button', { name: 'Mark as Complete' }).click();
    await visible(page.getByText('Event marked as complete').first());

    await page.reload();
    await goToMonth();
    dialog = await openEvent();
    await dialog.getByRole('button', { name: 'Mark as Incomplete' }).click();
    await visible(page.getByText('Event marked as incomplete').first());
    await page.reload();
    await goToMonth();
    dialog = await openEvent();
    await visible(dialog.getByRole('button', { name: 'Mark as Complete' }));
    await page.keyboard.press('Escape');
  });

  it('/reports: opens a report, prints it with its title and date, downloads its CSV', async () => {
    await page.goto(`${server.baseUrl}/reports`);
    await visible(page.getByText('Select a report to view'));
    await page.getByRole('button', { name: 'Projects Pending', exact: true }).click();
    await visible(page.getByRole('columnheader', { name: 'Project Manager' }));
    await visible(page.locator('tbody tr').first());

    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Export PDF / Print' }).click();
    const printView = await popup;
    await visible(printView.getByRole('heading', { name: 'Projects Pending', level: 1 }));
    expect(await printView.getByText(/^Generated /).textContent()).toContain(usDate(today));
    expect(await printView.locator('tbody tr').count()).toBeGreaterThan(0);
    await printView.close();

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export CSV' }).click();
    const file = await download;
    const text = readFileSync((await file.path())!, 'utf8').replace(/^\uFEFF/, '');
    expect(text.split('\r\n')[0]).toBe('Project Name,Status,Client/Organization,Due Date,Project Manager,Assigned To');
    expect(file.suggestedFilename()).toMatch(/^projects-pending-.*\.csv$/);
  });

  it('shows every tax screen and the reports at 390 px without sideways scrolling', async () => {
    const narrow = await context.newPage();
    await narrow.setViewportSize({ width: 390, height: 844 });
    for (const [path, title] of [
      ...SCREENS.map((s) => [s.path, s.title]),
      ['/tax/soi', 'Statement of Information'],
      ['/reports', 'Reports'],
    ] as const) {
      await narrow.goto(`${server.baseUrl}${path}`);
      await visible(narrow.getByRole('heading', { name: title, exact: true }));
      if (path === '/reports') {
        await narrow.getByRole('button', { name: 'Estimated Taxes Pending', exact: true }).click();
        // A phone shows the report's rows as cards, each column a labelled line.
        const cards = narrow.getByRole('list', { name: 'Estimated Taxes Pending' });
        await visible(cards.getByRole('term').filter({ hasText: 'Quarter' }).first());
      } else if (path !== '/tax/soi') {
        // A phone shows each section's rows as cards.
        await visible(narrow.locator('[data-layout="cards"] li').first());
      }
      const width = await narrow.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(390);
    }
    await narrow.close();
  });
});
