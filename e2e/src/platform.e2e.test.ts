import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, onScreen, signIn, visible } from './browser';
import { ADMIN, everyDatabaseKind, startServer, type RunningServer } from './server';

const EMPLOYEE = { username: 'riley', password: 'Demo123!' };

describe.each(everyDatabaseKind())('platform in the browser (%s)', (kind) => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(kind), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function freshPage(width = 1280): Promise<Page> {
    await page?.context().close();
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    page = await context.newPage();
    return page;
  }

  it('signs in, shows the dashboard, opens a notification and signs out', async () => {
    const p = await freshPage();
    await p.goto(`${server.baseUrl}/clients`);
    // Signed out: to sign-in, remembering the page asked for.
    await p.waitForURL(/\/auth\?next=%2Fclients$/);
    await signIn(p, server.baseUrl, ADMIN.username, ADMIN.password);
    await visible(p.getByRole('heading', { name: 'Dashboard' }));
    await visible(p.getByText('Overview of your business management activities'));
    await visible(p.getByText(/Good (morning|afternoon|evening)/));

    await p.getByRole('button', { name: /notifications/i }).click();
    await p.getByRole('link', { name: /view all notifications/i }).click();
    await p.waitForURL(/\/notifications$/);
    await visible(p.getByRole('tab', { name: /Unread/ }));
    const markAsRead = p.getByRole('button', { name: 'Mark as Read' }).first();
    await visible(markAsRead);
    await expect.poll(() => countOf(p, /Unread/), { timeout: 15_000 }).toBeGreaterThan(0);
    const unreadBefore = await countOf(p, /Unread/);
    await markAsRead.click();
    await expect.poll(() => countOf(p, /Unread/), { timeout: 15_000 }).toBe(unreadBefore - 1);

    await p.getByRole('button', { name: /user menu/i }).click();
    await p.getByRole('menuitem', { name: 'Logout' }).click();
    await p.waitForURL(/\/auth$/);
    await p.goto(`${server.baseUrl}/dashboard`);
    await p.waitForURL(/\/auth\?next=%2Fdashboard$/);
  });

  it('shows "Login failed" for a wrong password', async () => {
    const p = await freshPage();
    await signIn(p, server.baseUrl, ADMIN.username, 'not-the-password');
    await visible(p.getByText('Login failed'));
    expect(new URL(p.url()).pathname).toBe('/auth');
  });

  it('hides Workforce from an employee and shows it to an admin', async () => {
    const p = await freshPage();
    await signIn(p, server.baseUrl, EMPLOYEE.username, EMPLOYEE.password);
    await visible(p.getByRole('heading', { name: 'Dashboard' }));
    await visible(p.getByRole('link', { name: 'Chat' }));
    // riley has no flags: no area of theirs shows in the sidebar.
    expect(await p.getByRole('link', { name: 'Clients' }).count()).toBe(0);
    expect(await p.getByRole('link', { name: 'Workforce' }).count()).toBe(0);

    const admin = await freshPage();
    await signIn(admin, server.baseUrl, ADMIN.username, ADMIN.password);
    await visible(admin.getByRole('link', { name: 'Workforce' }));
  });

  it('opens the sidebar as a drawer on a phone-width screen', async () => {
    const p = await freshPage(390);
    await signIn(p, server.baseUrl, ADMIN.username, ADMIN.password);
    await visible(p.getByRole('heading', { name: 'Dashboard' }));
    const organizations = p.getByRole('link', { name: 'Organizations' });
    expect(await onScreen(organizations)).toBe(false);
    await p.getByRole('button', { name: /navigation/i }).click();
    await expect.poll(() => onScreen(organizations), { timeout: 10_000 }).toBe(true);
    await organizations.click();
    await p.waitForURL(/\/organizations$/);
    await expect.poll(() => onScreen(organizations), { timeout: 10_000 }).toBe(false);
  });

  it('shows the API reference (Swagger UI from this server) to a signed-in user, with nothing refused by the CSP', async () => {
    const p = await freshPage();
    const refused: string[] = [];
    p.on('console', (m) => {
      if (/Content Security Policy|Refused to/i.test(m.text())) refused.push(m.text());
    });
    p.on('pageerror', (error) => refused.push(String(error)));
    const signedOut = await p.goto(`${server.baseUrl}/api/docs`);
    expect(signedOut?.status()).toBe(401);
    const login = await p
      .context()
      .request.post(`${server.baseUrl}/api/login`, { data: ADMIN, headers: { origin: server.baseUrl } });
    expect(login.status()).toBe(200);
    await p.goto(`${server.baseUrl}/api/docs`);
    await visible(p.getByRole('heading', { name: /Practice Desk REST API/ }));
    await visible(p.locator('#operations-health-getHealth'));
    // Swagger UI renders the operations list virtually (what is on screen): its spec holds every path.
    const paths = await p.evaluate(
      () =>
        (globalThis as unknown as { ui: { specSelectors: { paths(): { size: number } } } }).ui.specSelectors.paths()
          .size,
    );
    const served = (await (await p.context().request.get(`${server.baseUrl}/api/openapi.json`)).json()) as {
      paths: object;
    };
    expect(paths).toBe(Object.keys(served.paths).length);
    expect(refused).toEqual([]);
  });
});

async function countOf(page: Page, name: RegExp): Promise<number> {
  const text = await page.getByRole('tab', { name }).innerText();
  return Number(/(\d+)/.exec(text)?.[1] ?? Number.NaN);
}
