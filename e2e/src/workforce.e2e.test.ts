import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBrowserKeys,
  startFakePushService,
  verifyVapid,
} from '../../apps/api/src/realtime/fake-push-service.test-helper';
import { launchBrowser, signIn, visible, apiCall } from './browser';
import { deliverPush, fakePushManager, shownBySw } from './push';
import { ADMIN, startServer, type RunningServer } from './server';

/** Issue 11's walks: workforce flags, import and export, push and the bell, the audit log, the session timeout. */
const PAT = { username: 'pat-e2e', password: 'Secure#Pass1' };
/** Demo employees: jordan has every access and edit flag, riley none. */
const JORDAN = { username: 'jordan', password: 'Demo123!' };
const RILEY = { username: 'riley', password: 'Demo123!' };
const PHONE = { width: 390, height: 664 };

describe('workforce, data and alerts as an admin and employees find them (pglite)', () => {
  let server: RunningServer;
  let browser: Browser;
  let admin: Page;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([
      startServer('pglite', {
        shiftableClock: true,
        // The push walk's push service listens on 127.0.0.1 (test-only switch, off by default).
        env: { WEB_PUSH_ALLOW_LOOPBACK_HTTP: '1' },
      }),
      launchBrowser(),
    ]);
    admin = await signedIn(ADMIN);
  });
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
    await browser?.close();
    await server?.stop();
  });

  async function newPage(options: BrowserContextOptions = {}): Promise<Page> {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      acceptDownloads: true,
      ...options,
    });
    contexts.push(context);
    return context.newPage();
  }

  async function signedIn(
    user: { username: string; password: string },
    options: BrowserContextOptions = {},
    page?: Page,
  ): Promise<Page> {
    const signedPage = page ?? (await newPage(options));
    await signIn(signedPage, server.baseUrl, user.username, user.password);
    await visible(signedPage.getByRole('heading', { name: 'Dashboard' }));
    return signedPage;
  }

  const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

  async function setFlags(username: string, flags: { on: string[]; off: string[] }): Promise<void> {
    await admin.goto(`${server.baseUrl}/workforce`);
    await admin.getByRole('button', { name: `Edit ${username}` }).click();
    const dialog = admin.getByRole('dialog', { name: 'Edit User' });
    for (const label of flags.off) await dialog.getByRole('checkbox', { name: label, exact: true }).uncheck();
    for (const label of flags.on) await dialog.getByRole('checkbox', { name: label, exact: true }).check();
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await visible(admin.getByText('User updated'));
  }

  it('gives an employee added with one flag that area only, and their next request follows a change of flags', async () => {
    await admin.goto(`${server.baseUrl}/workforce`);
    await admin.getByRole('button', { name: 'Add User' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Add User' });
    await dialog.getByLabel('Username').fill(PAT.username);
    await dialog.getByLabel('First Name').fill('Pat');
    await dialog.getByLabel('Last Name').fill('Lane');
    await dialog.locator('input[type="password"]').fill(PAT.password);
    await dialog.getByRole('checkbox', { name: 'Organizations', exact: true }).check();
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await visible(admin.getByText('User created'));
    await visible(
      admin
        .getByRole('row')
        .filter({ hasText: `@${PAT.username}` })
        .getByText('Organizations'),
    );

    const pat = await signedIn(PAT);
    await visible(nav(pat).getByRole('link', { name: 'Organizations' }));
    for (const label of ['Clients', 'Projects', 'Workforce', 'Audit Log', 'Referral Partners', 'Reports']) {
      expect(await nav(pat).getByRole('link', { name: label, exact: true }).count(), label).toBe(0);
    }
    expect(await nav(pat).getByRole('button', { name: 'Calendars' }).count()).toBe(0);
    await pat.goto(`${server.baseUrl}/clients`);
    await visible(pat.getByText('Access Denied'));
    expect((await apiCall(pat, 'GET', '/api/clients')).status).toBe(403);
    await pat.goto(`${server.baseUrl}/organizations`);
    await visible(pat.getByRole('heading', { name: 'Organizations', level: 1 }));

    await setFlags(PAT.username, { off: ['Organizations'], on: ['Clients'] });
    // A change of rights ends the employee's sessions: the very next request is refused.
    expect((await apiCall(pat, 'GET', '/api/organizations')).status).toBe(401);
    await pat.reload();
    await visible(pat.getByRole('heading', { name: 'Login' }));
    await signedIn(PAT, {}, pat);
    await visible(nav(pat).getByRole('link', { name: 'Clients' }));
    expect(await nav(pat).getByRole('link', { name: 'Organizations', exact: true }).count()).toBe(0);
    expect((await apiCall(pat, 'GET', '/api/clients')).status).toBe(200);
    expect((await apiCall(pat, 'GET', '/api/organizations')).status).toBe(403);
    await pat.goto(`${server.baseUrl}/organizations`);
    await visible(pat.getByText('Access Denied'));
  });

  it('refuses an import with one bad row, naming it, imports it fixed, and re-imports its own export', async () => {
    await admin.goto(`${server.baseUrl}/settings/data`);
    const file = admin.locator('input[type="file"]');
    const upload = (name: string, text: string | Buffer) =>
      file.setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
    const csv =
      'firstName,lastName,email\nIma,Porter,ima.porter@example.com\nNo,,no.last@example.com\nIvo,Porter,ivo.porter@example.com\n';
    await upload('clients.csv', csv);
    await admin.getByRole('button', { name: 'Import', exact: true }).click();
    await visible(admin.getByText('Nothing was imported: 1 of 3 rows have errors').first());
    const errors = admin.getByTestId('import-errors').getByRole('row');
    expect(await errors.nth(1).allInnerTexts()).toEqual([
      expect.stringMatching(/^2\s+lastName\s+First name and last name are required$/),
    ]);
    expect((await apiCall<unknown[]>(admin, 'GET', '/api/clients?search=Porter')).body).toHaveLength(0);

    await upload('clients.csv', csv.replace('No,,', 'Noa,Porter,'));
    await admin.getByRole('button', { name: 'Import', exact: true }).click();
    await visible(admin.getByText('Imported 3 clients').first());
    expect((await apiCall<unknown[]>(admin, 'GET', '/api/clients?search=Porter')).body).toHaveLength(3);

    const total = Number(
      (await admin.evaluate(() => fetch('/api/clients?limit=1').then((r) => r.headers.get('x-total-count')))) ?? 0,
    );
    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const exported = readFileSync(await download.path());
    expect(download.suggestedFilename()).toMatch(/^clients-.*\.csv$/);
    await upload(download.suggestedFilename(), exported);
    await admin.getByRole('button', { name: 'Import', exact: true }).click();
    await visible(admin.getByText(`Imported ${total} clients`).first());
    expect((await apiCall<Array<{ fullName: string }>>(admin, 'GET', '/api/clients?search=Porter')).body).toHaveLength(
      6,
    );
  });

  it('turns push on in Chromium with notifications allowed; a notification the server makes reaches the open page over /ws and the service worker through Web Push', async () => {
    // The push service (see push.ts: everything but the vendor's relay is real).
    const pushService = await startFakePushService({ '/push/jordan-device': 201 });
    try {
      const browserKeys = createBrowserKeys();
      const page = await newPage({ permissions: ['notifications'] });
      await fakePushManager(page, { endpoint: `${pushService.origin}/push/jordan-device`, keys: browserKeys.keys });
      // Desktop alerts the page raises, recorded (headless Chromium shows none).
      await page.addInitScript(() => {
        const shown: string[] = [];
        (window as unknown as { shownNotifications: string[] }).shownNotifications = shown;
        const Real = window.Notification;
        window.Notification = class extends Real {
          constructor(title: string, options?: NotificationOptions) {
            shown.push(title);
            super(title, options);
          }
        } as typeof Notification;
      });
      await signedIn(JORDAN, {}, page);
      await page.goto(`${server.baseUrl}/settings/notifications`);
      const pushSwitch = page.getByRole('switch', { name: /Push Notifications/ });
      await visible(pushSwitch);
      expect(await page.evaluate(() => Notification.permission)).toBe('granted');
      await pushSwitch.focus();
      await page.keyboard.press('Space');
      await visible(page.getByText('Push Notifications Enabled'));
      expect(await pushSwitch.isChecked()).toBe(true);
      const { publicKey } = (await apiCall<{ publicKey: string }>(page, 'GET', '/api/push/public-key')).body;
      expect(await page.evaluate(() => (window as unknown as { e2ePushKey: string }).e2ePushKey)).toBe(publicKey);
      // A reload finds the subscription: the switch stays on.
      await page.reload();
      await visible(pushSwitch);
      await expect.poll(() => pushSwitch.isChecked()).toBe(true);

      await page.getByRole('button', { name: /^Notifications/ }).click();
      const list = page.getByRole('list', { name: 'Notifications list' });
      await visible(list);
      const listPolls: number[] = [];
      page.on('request', (request) => {
        if (request.url().includes('notifications.list')) listPolls.push(Date.now());
      });
      const jordan = (await apiCall<Array<{ id: number; username: string }>>(admin, 'GET', '/api/users')).body.find(
        (u) => u.username === JORDAN.username,
      )!;
      const [project] = (await apiCall<Array<{ id: number }>>(admin, 'GET', '/api/projects?limit=1')).body;
      const created = await apiCall(admin, 'POST', `/api/projects/${project!.id}/tasks`, {
        name: 'E2E push check',
        assigned_to_ids: [jordan.id],
      });
      expect(created.status).toBe(201);
      const body = 'You were assigned the task "E2E push check".';
      await visible(list.getByText(body), 10_000);
      expect(listPolls).toEqual([]); // it came over the socket, not from a poll
      expect(
        await page.evaluate(() => (window as unknown as { shownNotifications: string[] }).shownNotifications),
      ).toContain('Task assigned to you');

      // The same notification, encrypted (RFC 8291) and signed (VAPID) by the server, at the push service.
      await expect.poll(() => pushService.received.length, { timeout: 10_000 }).toBe(1);
      const [push] = pushService.received;
      expect(push!.path).toBe('/push/jordan-device');
      expect(push!.headers['content-encoding']).toBe('aes128gcm');
      expect(verifyVapid(String(push!.headers.authorization), publicKey)).toMatchObject({ aud: pushService.origin });
      const clearText = browserKeys.decrypt(push!.body);
      const notification = (
        await apiCall<Array<{ id: number; message: string }>>(page, 'GET', '/api/notifications')
      ).body.find((n) => n.message === body)!;
      expect(JSON.parse(clearText)).toEqual({
        title: 'Task assigned to you',
        body,
        url: `/projects/${project!.id}`,
        notificationId: notification.id,
        tag: `notification-${notification.id}`,
      });

      // The browser's part of a push: the service worker /sw.js shows it.
      // A push handed over before the worker is active is dropped (as a relay would retry, so does the test).
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
      await expect
        .poll(
          async () => {
            const shown = await shownBySw(page);
            if (shown.length === 0) await deliverPush(page, server.baseUrl, clearText);
            return shown;
          },
          { timeout: 15_000, intervals: [0, 1_000, 2_000] },
        )
        .toEqual([
          {
            title: 'Task assigned to you',
            body,
            tag: `notification-${notification.id}`,
            data: { url: `/projects/${project!.id}` },
          },
        ]);
    } finally {
      await pushService.close();
    }
  });

  it('lets an admin walk the audit log on a phone: filter, page, nothing found, CSV', async () => {
    const page = await signedIn(ADMIN, { viewport: PHONE });
    await page.getByRole('button', { name: 'Toggle navigation' }).click();
    await nav(page).getByRole('link', { name: 'Audit Log' }).click();
    await visible(page.getByRole('heading', { name: 'Audit Log' }));
    await visible(page.getByText(/\d+ total/));
    await page.getByRole('combobox', { name: 'Record type' }).click();
    await page.getByRole('option', { name: 'user', exact: true }).click();
    await visible(page.getByRole('button', { name: /^user #\d+$/ }).first());
    await page.getByRole('combobox', { name: 'User' }).click();
    await page.getByRole('option', { name: /\(@admin\)/ }).click();
    // A phone shows the entries as cards (one per entry), not as a table scrolled sideways.
    await visible(page.getByRole('list', { name: 'Audit entries' }).getByText('Update', { exact: true }).first());
    expect(page.url()).toContain('entityType=user');
    await page.getByLabel('Record ID').fill('999999');
    await visible(page.getByText('No audit entries found'));
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await visible(page.getByText(/\d+ total/));
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    const text = readFileSync(await download.path(), 'utf8');
    expect(download.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(text.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
      'Time,Time Zone,User,User ID,Action,Record Type,Record ID,Fields,IP Address,Request ID,Detail',
    );
    expect(text).toContain(',create,user,');
  });

  it('signs a user out when the session timeout they chose passes without activity', async () => {
    const page = await signedIn(RILEY);
    await page.goto(`${server.baseUrl}/settings/preferences`);
    await page.getByRole('combobox', { name: 'Session Timeout' }).click();
    await page.getByRole('option', { name: '15 minutes' }).click();
    await visible(page.getByText('Settings updated'));
    await page.reload(); // a request of the user's own: the 15 minutes count from here
    await visible(page.getByRole('combobox', { name: 'Session Timeout' }));
    expect(await page.getByRole('combobox', { name: 'Session Timeout' }).inputValue()).toBe('15 minutes');
    // The bell asks again when the tab gets focus: a background call, never counted as activity.
    const refocus = () => page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));

    await server.shiftClock(14 * 60_000);
    // A focus that lands while a poll is in flight joins it, and one may not be seen: ask until one is answered.
    await expect
      .poll(
        async () => {
          const answered = page.waitForEvent('requestfinished', {
            predicate: (r) => r.url().includes('notifications.counts'),
            timeout: 3_000,
          });
          await refocus();
          return answered.then(
            () => true,
            () => false,
          );
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe('/settings/preferences');
    expect(await page.getByRole('heading', { name: 'Login' }).count()).toBe(0);

    await server.shiftClock(16 * 60_000);
    await refocus(); // answered 401 (inside the stream): the page leaves for sign-in
    await visible(page.getByRole('heading', { name: 'Login' }));
    expect(new URL(page.url()).pathname).toBe('/auth');
    // The admin, on the default 30 minutes, is still signed in.
    expect(
      (await apiCall<{ result: { data: { username: string } | null } }>(admin, 'GET', '/trpc/auth.me')).body.result.data
        ?.username,
    ).toBe(ADMIN.username);
  });
});
