import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hidden, launchBrowser, signIn, visible, trpcQuery } from './browser';
import { ADMIN, databaseKinds, startServer, type RunningServer } from './server';

const LA_CITY_MESSAGE = 'Registered date is required when LA City is selected';
const artifacts = resolve(import.meta.dirname, '../artifacts');

const pad = (n: number) => String(n).padStart(2, '0');

describe.each(databaseKinds())('organizations in the browser (%s)', (kind) => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  /** The organization created by the first test, e.g. /organizations/B0081. */
  let orgPath = '';
  let orgId = 0;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(kind), launchBrowser()]);
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    await signIn(page, server.baseUrl, ADMIN.username, ADMIN.password);
    await visible(page.getByRole('heading', { name: 'Dashboard' }));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** Opens a Mantine select or multi-select by its label and picks the option. */
  async function choose(label: string, option: string, scope: Page | ReturnType<Page['getByRole']> = page) {
    const choice = page.getByRole('option', { name: option, exact: true });
    // A multi-select's dropdown stays open after a pick: clicking the field again would close it.
    if (!(await choice.isVisible())) await field(label, scope).click({ force: true });
    await choice.click();
  }

  /** The input of a Mantine select or multi-select with exactly this label. */
  function field(label: string, scope: Page | ReturnType<Page['getByRole']> = page) {
    return scope
      .getByRole('combobox', { name: label, exact: true })
      .or(scope.getByRole('textbox', { name: label, exact: true }))
      .first();
  }

  async function openOrganization() {
    await page.goto(`${server.baseUrl}${orgPath}`);
    await visible(page.getByRole('tab', { name: 'Organization Info' }));
  }

  async function saveEdits() {
    await page.getByRole('button', { name: 'Save Changes' }).first().click();
    await visible(page.getByText('Organization updated successfully'));
    await hidden(page.getByRole('button', { name: 'Save Changes' }).first());
  }

  it('creates an organization through the duplicate warning', async () => {
    await page.goto(`${server.baseUrl}/organizations`);
    await visible(page.getByRole('heading', { name: 'Organizations', exact: true }));
    await visible(page.getByText('Recently Added Organizations'));
    const existing = (await page.getByRole('table').getByRole('link').first().textContent())!.trim();
    expect(existing.length).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Add New Client' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Organization' });
    await visible(dialog);
    await dialog.getByLabel('Business DBA').fill(existing);
    await choose('Entity Type', 'LLC', dialog);
    await dialog.getByLabel('Date of Formation').fill('2019-04-10');
    await visible(dialog.getByRole('button', { name: 'Create Organization Anyway' }));
    await visible(dialog.getByTestId('duplicate-warning').getByText(existing).first());
    await dialog.getByRole('button', { name: 'Create Organization Anyway' }).click();
    await visible(page.getByText('Organization created successfully'));
    await page.waitForURL(/\/organizations\/B\d{4,}$/);
    orgPath = new URL(page.url()).pathname;
    orgId = Number(orgPath.replace(/\D/g, ''));
    await visible(page.getByRole('heading', { name: existing, level: 1 }));
  });

  it('switches on Payroll & HR, adds a semi-monthly payroll and shows this year with the current period highlighted', async () => {
    await openOrganization();
    expect(await page.getByRole('tab', { name: 'Payroll' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Edit' }).first().click();
    for (const service of ['Payroll & HR', 'Group Benefits', 'Merchant Processing'])
      await choose('Services Purchased', service);
    await page.keyboard.press('Escape');
    await saveEdits();
    const tabs = await page.getByRole('tab').allTextContents();
    expect(tabs.slice(0, 7)).toEqual([
      'Organization Info',
      'Projects',
      'Payment',
      'Logins',
      'Payroll',
      'Group Health',
      'Merchant',
    ]);

    await page.getByRole('tab', { name: 'Payroll' }).click();
    await page.getByRole('button', { name: 'Add Payroll' }).click();
    await page.getByRole('button', { name: 'Save Payroll' }).click();
    await visible(page.getByText('Please fill in all required fields'));
    await choose('Payroll Platform', 'Gusto');
    await choose('Payroll Frequency', 'Semi-Monthly (24)');
    const now = new Date();
    const ym = `${now.getFullYear()}-${pad(now.getMonth() + 1)}`;
    await page.getByLabel('Pay Period Start', { exact: true }).fill(`${ym}-01`);
    await page.getByLabel('Pay Period End', { exact: true }).fill(`${ym}-15`);
    await page.getByLabel('Pay Date', { exact: true }).fill(`${ym}-15`);
    await visible(page.getByLabel('Second Pay Period Start'));
    await page.getByLabel('Second Pay Period Start').fill(`${ym}-16`);
    await page.getByRole('button', { name: 'Save Payroll' }).click();
    await visible(page.getByText('Payroll record added successfully'));
    await visible(page.getByTestId('payroll-record').getByText('Semi-Monthly (24)'));

    const schedule = page.getByTestId('payroll-schedule');
    const current = schedule.locator('tr[aria-current="date"]');
    await visible(current);
    expect(await schedule.locator('tbody tr').count()).toBe(24);
    expect(await page.getByRole('radio', { name: String(now.getFullYear()) }).isChecked()).toBe(true);
    for (const y of [now.getFullYear() - 1, now.getFullYear() + 1])
      await visible(page.getByText(String(y), { exact: true }));
    // Scrolled into view inside the schedule box.
    const [rowBox, box] = await Promise.all([current.boundingBox(), schedule.boundingBox()]);
    expect(rowBox!.y).toBeGreaterThanOrEqual(box!.y - 1);
    expect(rowBox!.y + rowBox!.height).toBeLessThanOrEqual(box!.y + box!.height + 1);
  });

  it('refuses LA City without a registered date with the exact message', async () => {
    await openOrganization();
    await page.getByTestId('tax-license-section').getByRole('button', { name: 'Edit' }).click();
    await choose('Business License County', 'LA City');
    await page.getByRole('button', { name: 'Save Changes' }).first().click();
    await visible(page.getByText(LA_CITY_MESSAGE, { exact: true }).first());
    await page.getByRole('button', { name: 'Cancel' }).first().click();
  });

  it('turns SOI on for an LLC and its events exist', async () => {
    await openOrganization();
    expect(await trpcQuery<unknown[]>(page, 'soi.forOrganization', { id: orgId })).toHaveLength(0);
    await page.getByTestId('tax-license-section').getByRole('button', { name: 'Edit' }).click();
    const soi = page.getByRole('checkbox', { name: /SOI/ });
    expect(await soi.isEnabled()).toBe(true);
    await soi.check();
    await saveEdits();
    const events = await trpcQuery<Array<{ due_date: string; kind: string }>>(page, 'soi.forOrganization', {
      id: orgId,
    });
    expect(events.length).toBeGreaterThan(0);
  });

  it('adds a dental section and dental is no longer offered', async () => {
    await openOrganization();
    await page.getByRole('tab', { name: 'Group Health' }).click();
    await choose('Coverage type', 'Dental');
    await page.getByRole('button', { name: 'Add Section' }).click();
    await visible(page.getByText('Section created successfully'));
    await visible(page.getByRole('heading', { name: 'Dental', level: 4 }));
    await field('Coverage type').click({ force: true });
    await visible(page.getByRole('option', { name: 'Medical', exact: true }));
    expect(await page.getByRole('option', { name: 'Dental', exact: true }).count()).toBe(0);
    await page.keyboard.press('Escape');
  });

  it('disables a merchant account with a reason and reactivates it', async () => {
    await openOrganization();
    await page.getByRole('tab', { name: 'Merchant' }).click();
    await page.getByRole('button', { name: 'Add Merchant Account' }).click();
    await page.getByLabel('Business DBA').fill('Front Counter');
    await page.getByLabel('MID').fill('4455667788');
    await choose('Processor', 'Fiserv');
    await page.getByLabel('Average Ticket').fill('42.5');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await visible(page.getByText('Merchant account created successfully'));
    const account = page.getByTestId('merchant-account').filter({ hasText: 'Front Counter' });
    await visible(account.getByText('$42.50'));

    await account.getByRole('button', { name: 'Disable' }).click();
    const dialog = page.getByRole('dialog', { name: 'Disable merchant account' });
    await choose('Reason', 'Terminated - Risk', dialog);
    await dialog.getByRole('button', { name: 'Disable Account' }).click();
    const disabled = page.getByTestId('disabled-accounts');
    await visible(disabled.getByText('Reason: Terminated - Risk'));
    expect(await disabled.getByTestId('merchant-account').getAttribute('data-status')).toBe('disabled');

    await disabled.getByRole('button', { name: 'Reactivate' }).click();
    await page
      .getByRole('dialog', { name: 'Reactivate merchant account' })
      .getByRole('button', { name: 'Reactivate' })
      .click();
    await hidden(disabled);
    await visible(account.getByRole('button', { name: 'Disable' }));
  });

  it('links a client as main contact with two positions', async () => {
    await openOrganization();
    await page.getByRole('button', { name: 'Link Client' }).click();
    await page.getByRole('button', { name: 'Link Client' }).last().click();
    await visible(page.getByText('Please select a client and at least one position'));
    await field('Client').click({ force: true });
    const option = page.getByRole('option').first();
    await visible(option);
    const clientLabel = (await option.textContent())!.trim();
    await option.click();
    await choose('Positions', 'CEO');
    await page.getByRole('option', { name: 'Managing Member', exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('checkbox', { name: 'Main Contact' }).check();
    await page.getByLabel('Ownership %').fill('50.5');
    await page.getByRole('button', { name: 'Link Client' }).last().click();
    await visible(page.getByText('Client linked successfully'));
    const link = page.getByTestId('client-link').first();
    await visible(link.getByText('Main Contact'));
    await visible(link.getByText('CEO', { exact: true }));
    await visible(link.getByText('Managing Member', { exact: true }));
    await visible(link.getByText('50.5% ownership'));
    expect(clientLabel.startsWith((await link.getByRole('link').textContent())!.trim())).toBe(true);
  });

  it('fits a 390 px wide screen', async () => {
    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      storageState: await context.storageState(),
    });
    const p = await phone.newPage();
    await p.goto(`${server.baseUrl}${orgPath}`);
    await visible(p.getByRole('tab', { name: 'Organization Info' }));
    await visible(p.getByText('Contacts / Owners'));
    await visible(p.getByText('Delete Organization Profile'));
    mkdirSync(artifacts, { recursive: true });
    await p.screenshot({ path: resolve(artifacts, 'organization-390.png'), fullPage: true });
    const overflow = await p.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await p.getByRole('tab', { name: 'Payroll' }).click();
    await visible(p.getByTestId('payroll-schedule'));
    await p.screenshot({ path: resolve(artifacts, 'organization-payroll-390.png'), fullPage: true });
    expect(await p.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await phone.close();
  });
});
