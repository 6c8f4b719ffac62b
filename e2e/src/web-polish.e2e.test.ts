import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, signIn, visible, trpcQuery } from './browser';
import { firstHits } from './first-hits';
import { firstHitsPermissions } from './first-hits-permissions';
import { ADMIN, databaseKinds, startServer, type RunningServer } from './server';

/** Demo employees: casey reads clients and organizations (no edit flag); riley has no flag at all. */
const CASEY = { username: 'casey', password: 'Demo123!' };
const RILEY = { username: 'riley', password: 'Demo123!' };
const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 390, height: 664 },
];

describe.each(databaseKinds())('the web app as a careful user finds it (%s)', (kind) => {
  let server: RunningServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(kind), launchBrowser()]);
  });
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
    await browser?.close();
    await server?.stop();
  });

  async function newPage(viewport = WIDTHS[0]!, timezoneId?: string): Promise<Page> {
    const context = await browser.newContext({ viewport, timezoneId });
    contexts.push(context);
    return context.newPage();
  }

  async function signedIn(
    user: { username: string; password: string },
    viewport = WIDTHS[0]!,
    timezoneId?: string,
  ): Promise<Page> {
    const page = await newPage(viewport, timezoneId);
    await signIn(page, server.baseUrl, user.username, user.password);
    await visible(page.getByRole('heading', { name: 'Dashboard' }));
    return page;
  }

  it.each(WIDTHS)('shows a view-only user no edit control ($width px)', async (viewport) => {
    const page = await signedIn(CASEY, viewport);
    const { items } = await trpcQuery<{ items: Array<{ displayId: string }> }>(page, 'clients.list', { limit: 1 });
    await page.goto(`${server.baseUrl}/clients/${items[0]!.displayId}`);
    await visible(page.getByRole('tab', { name: 'Personal Information' }));
    await visible(page.getByText('Client ID', { exact: false }).first());
    expect(await page.getByRole('button', { name: 'Edit', exact: true }).count()).toBe(0);
    await page.getByRole('tab', { name: 'Logins' }).click();
    await visible(page.getByText('Logins', { exact: true }).first());
    expect(await page.getByRole('button', { name: 'Add Login' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Edit / }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Note', exact: true }).count()).toBe(0);
    await page.goto(`${server.baseUrl}/clients`);
    await visible(page.getByText('Recently Added Clients'));
    expect(await page.getByRole('button', { name: 'Add New Client' }).count()).toBe(0);
  });

  it('gives a user without the Clients flag no Clients entry and Access Denied on /clients at once', async () => {
    const page = await signedIn(RILEY);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await visible(nav);
    expect(await nav.getByRole('link', { name: 'Clients' }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'Organizations' }).count()).toBe(0);
    const started = Date.now();
    await page.goto(`${server.baseUrl}/clients`);
    await visible(page.getByText('Access Denied'));
    await visible(page.getByText("You don't have permission to access this page."));
    expect(await page.getByText('Error loading').count()).toBe(0);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('shows a refused read (403 from the server) within 500 ms, never retried', async () => {
    const page = await signedIn(RILEY);
    let calls = 0;
    page.on('request', (request) => {
      if (request.url().includes('/trpc/') && request.url().includes('organizations.get')) calls++;
    });
    // riley's guard denies /organizations/* at once; the server must refuse the read too.
    const status = await page.evaluate(
      async () => (await fetch('/trpc/organizations.get?input=%7B%22id%22%3A1%7D')).status,
    );
    expect(status).toBe(403);
    calls = 0;
    const started = Date.now();
    await page.evaluate(() => {
      window.history.pushState({}, '', '/organizations/B0001');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await visible(page.getByText('Access Denied'));
    expect(Date.now() - started).toBeLessThan(500);
    expect(calls).toBe(0);
  });

  it('shows the new value of a revealed password after it is saved', async () => {
    const page = await signedIn(ADMIN);
    const { items } = await trpcQuery<{ items: Array<{ id: number; displayId: string }> }>(page, 'clients.list', {
      limit: 1,
    });
    const client = items[0]!;
    await page.goto(`${server.baseUrl}/clients/${client.displayId}`);
    await page.getByRole('tab', { name: 'Logins' }).click();
    const add = page.getByRole('button', { name: 'Add Login' });
    await visible(add);
    await add.click();
    const dialog = page.getByRole('dialog', { name: 'Add Login' });
    await dialog.getByLabel('Platform').fill('E2E Portal');
    await dialog.getByRole('textbox', { name: 'Password' }).fill('old-secret-1');
    await dialog.getByRole('button', { name: 'Add Login' }).click();
    await visible(page.getByText('Login added successfully'));
    const card = page.getByTestId('login').filter({ hasText: 'E2E Portal' });
    await card.getByRole('button', { name: 'Show' }).first().click();
    await visible(card.getByText('old-secret-1'));
    await card.getByRole('button', { name: 'Edit Password' }).click();
    await card.getByRole('textbox', { name: 'Password' }).fill('new-secret-2');
    await card.getByRole('button', { name: 'Save Password' }).click();
    await visible(card.getByText('new-secret-2'));
    expect(await card.getByText('old-secret-1').count()).toBe(0);
    // one editor at a time: opening a second field closes the first
    await card.getByRole('button', { name: 'Edit Username' }).click();
    await card.getByRole('button', { name: 'Edit Notes' }).click();
    // count() does not wait: the second editor's button is awaited first, then the first one is gone.
    await visible(card.getByRole('button', { name: 'Save Notes' }));
    expect(await card.getByRole('button', { name: 'Save Username' }).count()).toBe(0);
  });

  it.each(WIDTHS)('returns a deep link after sign-in ($width px)', async (viewport) => {
    const page = await newPage(viewport);
    await page.goto(`${server.baseUrl}/organizations?from=deep-link`);
    await visible(page.getByRole('heading', { name: 'Login' }));
    expect(new URL(page.url()).pathname).toBe('/auth');
    await page.getByLabel('Username').fill(ADMIN.username);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname === '/organizations');
    expect(new URL(page.url()).search).toBe('?from=deep-link');
    await visible(page.getByText('Recently Added Organizations'));
  });

  it('refuses a return address of another origin', async () => {
    const page = await newPage();
    await page.goto(`${server.baseUrl}/auth?next=${encodeURIComponent('//evil.example/x')}`);
    await page.getByLabel('Username').fill(ADMIN.username);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await visible(page.getByRole('heading', { name: 'Dashboard' }));
    expect(new URL(page.url()).origin).toBe(server.baseUrl);
  });

  it('shows times in Los Angeles time in a browser set to Asia/Tokyo', async () => {
    const page = await signedIn(ADMIN, WIDTHS[0], 'Asia/Tokyo');
    const browserZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(browserZone).toBe('Asia/Tokyo');
    const clock = page.getByLabel('Current time');
    await visible(clock);
    const shown = (await clock.textContent())!.trim();
    // The clock was read up to a moment ago: the minute may have turned since (1:12 shown, 1:13 now).
    const expected = await page.evaluate(() => {
      const format = (zone: string, at: number) =>
        new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: zone }).format(at);
      const now = Date.now();
      const minutes = [now - 60_000, now];
      return {
        la: minutes.map((at) => format('America/Los_Angeles', at)),
        tokyo: minutes.map((at) => format('Asia/Tokyo', at)),
      };
    });
    const hourMinute = shown.replace(/:\d\d(?= [AP]M)/, '');
    expect(expected.la).toContain(hourMinute);
    expect(expected.tokyo).not.toContain(hourMinute);
  });

  it('keeps a dialog scrollable at 390 x 664 with its buttons reachable', async () => {
    const page = await signedIn(ADMIN, WIDTHS[1]);
    await page.goto(`${server.baseUrl}/organizations`);
    await page.getByRole('button', { name: 'Add New Client' }).click();
    const dialog = page.getByRole('dialog');
    await visible(dialog);
    const submit = dialog.getByRole('button', { name: /Create Organization/ });
    await submit.scrollIntoViewIfNeeded();
    const box = await submit.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y + box!.height).toBeLessThanOrEqual(664);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(390);
  });
  it('shows the Add Client duplicate warning whole at 390 px', async () => {
    const page = await signedIn(ADMIN, WIDTHS[1]);
    const { items } = await trpcQuery<{ items: Array<{ firstName: string; lastName: string }> }>(page, 'clients.list', {
      limit: 1,
    });
    await page.goto(`${server.baseUrl}/clients`);
    await page.getByRole('button', { name: 'Add New Client' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Client' });
    await dialog.getByLabel(/First Name/).fill(items[0]!.firstName);
    await dialog.getByLabel(/Last Name/).fill(items[0]!.lastName);
    const warning = dialog.getByTestId('similar-clients');
    await visible(warning);
    const box = (await warning.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    // Nothing inside the warning scrolls sideways or is cut off.
    expect(await warning.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    const anyway = dialog.getByRole('button', { name: 'Add Client Anyway' });
    await anyway.scrollIntoViewIfNeeded();
    const button = (await anyway.boundingBox())!;
    expect(button.y + button.height).toBeLessThanOrEqual(664);
  });

  it('shows the current pay period above the fold at 390 x 664', async () => {
    const page = await signedIn(ADMIN, WIDTHS[1]);
    const payrolls = await page.evaluate(
      async () =>
        (await fetch('/api/payrolls/all', { credentials: 'include' })).json() as Promise<
          Array<{ organizationId: number; payrollFrequency: string | null }>
        >,
    );
    const withSchedule = payrolls.find((p) => p.payrollFrequency);
    expect(withSchedule).toBeDefined();
    await page.goto(`${server.baseUrl}/organizations/${withSchedule!.organizationId}`);
    await page.getByRole('tab', { name: 'Payroll' }).click();
    const current = page.getByTestId('current-pay-period');
    await visible(current);
    const box = (await current.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(664);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  });

  firstHits(() => ({ server, browser }));
  firstHitsPermissions(() => ({ server, browser }));
});
