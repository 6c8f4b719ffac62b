import { resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hidden, launchBrowser, onScreen, signIn, visible, trpcQuery } from './browser';
import { ADMIN, databaseKinds, startServer, type RunningServer } from './server';

/** A demo employee with client access and edit rights but without canDeleteRecords. */
const EMPLOYEE = { username: 'jordan', password: 'Demo123!' };
const artifacts = resolve(import.meta.dirname, '../artifacts');

interface ClientRow {
  id: number;
  displayId: string;
  firstName: string;
  lastName: string;
  fullName: string;
}

describe.each(databaseKinds())('clients in the browser (%s)', (kind) => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  /** The client added by the first test, e.g. /clients/A0201. */
  let clientPath = '';
  let existing: ClientRow;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(kind), launchBrowser()]);
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    await signIn(page, server.baseUrl, ADMIN.username, ADMIN.password);
    await visible(page.getByRole('heading', { name: 'Dashboard' }));
    const list = await trpcQuery<{ items: ClientRow[] }>(page, 'clients.list', { limit: 5, sort: 'fullName' });
    existing = list.items.find((c) => !/\s/.test(c.firstName) && !/\s/.test(c.lastName)) ?? list.items[0]!;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function openClientTab(tab: string) {
    await page.goto(`${server.baseUrl}${clientPath}`);
    await page.getByRole('tab', { name: tab }).click();
  }

  it('adds a client through the duplicate warning and opens the new profile', async () => {
    await page.goto(`${server.baseUrl}/clients`);
    await visible(page.getByText('Recently Added Clients'));
    await page.getByRole('button', { name: 'Add New Client' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('First Name').fill(existing.firstName);
    await dialog.getByLabel('Last Name').fill(existing.lastName);
    await dialog.getByLabel('Email').fill('twin@example.com');
    await visible(dialog.getByText('Similar clients found'));
    await visible(dialog.getByRole('cell', { name: existing.fullName }).first());
    await dialog.getByRole('button', { name: 'Add Client Anyway' }).click();
    await page.waitForURL(/\/clients\/A\d{4,}$/);
    await visible(page.getByText('Client added successfully'));
    await visible(page.getByRole('heading', { name: `${existing.firstName} ${existing.lastName}` }));
    clientPath = new URL(page.url()).pathname;
    expect(clientPath).not.toBe(`/clients/${existing.displayId}`);
  });

  it('edits personal information and recomputes the full name while typing', async () => {
    await openClientTab('Personal Information');
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('Middle Name').fill('  Quincy  ');
    await page.getByLabel('First Name').fill(`${existing.firstName}  `);
    expect(await page.getByTestId('full-name-preview').inputValue()).toBe(
      `${existing.firstName} Quincy ${existing.lastName}`,
    );
    await page.getByLabel('SSN').fill('123456789');
    await page.getByLabel('Pays estimated taxes').check();
    await page.getByRole('button', { name: 'Save' }).click();
    await visible(page.getByText('Client updated successfully'));
    await visible(page.getByRole('heading', { name: `${existing.firstName} Quincy ${existing.lastName}` }));
  });

  it('reveals the SSN on request', async () => {
    await openClientTab('Personal Information');
    await visible(page.getByText('****6789'));
    expect(await page.getByText('123-45-6789').count()).toBe(0);
    await page.getByRole('button', { name: 'Show' }).first().click();
    await visible(page.getByText('123-45-6789'));
  });

  it('rejects a bad routing number with the exact messages, then names the bank of a good one', async () => {
    await openClientTab('Payment');
    await page.getByRole('button', { name: 'Add Payment Method' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Checking', { exact: true }).click();
    const routing = dialog.getByLabel('Routing Number');
    await routing.fill('12345');
    await visible(dialog.getByText('4 digits remaining'));
    await dialog.getByRole('button', { name: 'Add Payment Method' }).click();
    await visible(page.getByText('Routing number must be exactly 9 digits'));
    await routing.fill('123456789');
    await visible(dialog.getByText('Invalid routing number', { exact: true }));
    await dialog.getByRole('button', { name: 'Add Payment Method' }).click();
    // The previous toast may still be leaving: the newest is the last one.
    await visible(page.getByText('Validation Error').last());
    await visible(page.getByText('Invalid routing number - please check the number'));
    await routing.fill('021000021');
    await visible(dialog.getByText('JPMorgan Chase Bank'));
    await dialog.getByLabel('Account Number').fill('000123456789');
    await dialog.getByRole('button', { name: 'Add Payment Method' }).click();
    await visible(page.getByText('Payment method added successfully'));
    const card = page.getByTestId('payment-method');
    await visible(card.getByText('JPMorgan Chase Bank'));
    await visible(card.getByText('****0021'));
    await card.getByRole('button', { name: 'Show' }).click();
    await visible(card.getByText('021000021'));
  });

  it('links a spouse chosen from a server-side search', async () => {
    await openClientTab('Spouse');
    await page.getByRole('button', { name: 'Add Spouse' }).click();
    const picker = page
      .getByRole('textbox', { name: 'Client', exact: true })
      .or(page.getByRole('combobox', { name: 'Client', exact: true }))
      .first();
    await picker.click();
    await picker.fill(existing.fullName);
    await page
      .getByRole('option', { name: new RegExp(`^${existing.fullName}`) })
      .first()
      .click();
    const relationship = page
      .getByRole('textbox', { name: 'Relationship Type', exact: true })
      .or(page.getByRole('combobox', { name: 'Relationship Type', exact: true }))
      .first();
    await relationship.click();
    await page.getByRole('option', { name: 'Married', exact: true }).click();
    await page.getByRole('button', { name: 'Link Spouse' }).click();
    await visible(page.getByText('Spouse linked successfully'));
    await visible(page.getByRole('cell', { name: 'Married' }));
    await visible(page.getByRole('link', { name: existing.fullName }));
  });

  it('adds a login and edits one field of it', async () => {
    await openClientTab('Logins');
    await page.getByRole('button', { name: 'Add Login' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Add Login' }).click();
    await visible(dialog.getByText('Platform is required'));
    await dialog.getByLabel('Platform').fill('IRS e-Services');
    await dialog.getByLabel('Username').fill('jdoe');
    await dialog.getByLabel('Password', { exact: true }).fill('s3cret!');
    await dialog.getByRole('button', { name: 'Add Login' }).click();
    await visible(page.getByText('Login added successfully'));
    const login = page.getByTestId('login');
    await visible(login.getByText('IRS e-Services').first());
    expect(await login.getByTestId('login-password').textContent()).toBe('****');
    await login.getByRole('button', { name: 'Edit Username' }).click();
    await login.getByRole('textbox', { name: 'Username' }).fill('jdoe2');
    await login.getByRole('button', { name: 'Save Username' }).click();
    await visible(page.getByText('Login updated successfully'));
    await visible(login.getByText('jdoe2'));
    await login.getByRole('button', { name: 'Show' }).first().click();
    await visible(login.getByText('s3cret!'));
  });

  it('opens a client from the Ctrl+K command palette', async () => {
    await page.goto(`${server.baseUrl}/clients`);
    await visible(page.getByText('Recently Added Clients'));
    await page.keyboard.press('Control+K');
    const search = page.locator('input.mantine-Spotlight-search');
    await visible(search);
    await search.fill(existing.lastName);
    await page.locator('.mantine-Spotlight-action').filter({ hasText: existing.fullName }).first().click();
    await page.waitForURL(/\/clients\/A\d{4,}$/);
  });

  it('deletes the client once the phrase is typed', async () => {
    await page.goto(`${server.baseUrl}${clientPath}`);
    const button = page.getByRole('button', { name: 'Delete Client' });
    await visible(button);
    expect(await button.isDisabled()).toBe(true);
    await page.getByLabel(/to confirm/).fill('DELETE THIS PROFILE');
    await button.click();
    await page.waitForURL(/\/clients$/);
    await visible(page.getByText('Client deleted successfully'));
    await page.goto(`${server.baseUrl}${clientPath}`);
    await visible(page.getByText('Client not found'));
    await visible(page.getByRole('link', { name: 'Back to Clients' }));
  });

  it('shows no delete section to an employee without canDeleteRecords, and the API answers 403', async () => {
    const employeeContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const p = await employeeContext.newPage();
    try {
      await signIn(p, server.baseUrl, EMPLOYEE.username, EMPLOYEE.password);
      await visible(p.getByRole('heading', { name: 'Dashboard' }));
      await p.goto(`${server.baseUrl}/clients/${existing.displayId}`);
      await visible(p.getByRole('tab', { name: 'Personal Information' }));
      await visible(p.getByRole('heading', { name: 'Notes' }));
      expect(await p.getByText('Delete Client Profile').count()).toBe(0);
      const status = await p.evaluate(
        async (id) => (await fetch(`/api/clients/${id}`, { method: 'DELETE', credentials: 'include' })).status,
        existing.id,
      );
      expect(status).toBe(403);
    } finally {
      await employeeContext.close();
    }
  });

  it('fits the clients list on a 390 px wide screen', async () => {
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const p = await phone.newPage();
    try {
      await signIn(p, server.baseUrl, ADMIN.username, ADMIN.password);
      await visible(p.getByRole('heading', { name: 'Dashboard' }));
      await p.goto(`${server.baseUrl}/clients`);
      await visible(p.getByText('Recently Added Clients'));
      // One card per client: every column (the email and portal status too) shows without a sideways scroll.
      const card = p.getByRole('list', { name: 'Clients' }).getByRole('listitem').first();
      await visible(card.locator('a[href^="/clients/A"]'));
      await hidden(p.getByRole('status', { name: 'Loading' }));
      await p.screenshot({ path: resolve(artifacts, 'clients-390.png'), fullPage: true });
      const overflow = await p.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(await card.getByRole('term').allInnerTexts()).toEqual(['Email', 'Phone', 'Portal Status', 'Date Added']);
      for (const value of await card.getByRole('definition').all()) expect(await onScreen(value)).toBe(true);
    } finally {
      await phone.close();
    }
  });
});
