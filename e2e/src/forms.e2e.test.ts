import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, signIn, visible, trpcQuery } from './browser';
import { ADMIN, databaseKinds, startServer, type RunningServer } from './server';

const EMPLOYEE = { username: 'jordan', password: 'Demo123!' };
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

describe.each(databaseKinds())('forms, submissions and chat in the browser (%s)', (kind) => {
  let server: RunningServer;
  let browser: Browser;
  let staff: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(kind), launchBrowser()]);
    staff = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await staff.newPage();
    await signIn(page, server.baseUrl, ADMIN.username, ADMIN.password);
    await visible(page.getByRole('heading', { name: 'Dashboard' }));
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function choose(p: Page, label: string, option: string) {
    // Required fields carry an asterisk in their accessible name ("Account Type *").
    await p
      .getByLabel(new RegExp(`^${label}\\s*\\*?$`))
      .first()
      .click();
    await p.getByRole('option', { name: option, exact: true }).click();
  }

  it('takes a public form from an outsider on a phone, and staff link it to a client and see it on the profile', async () => {
    const lastName = `Walsh${randomBytes(2).toString('hex')}`;
    const outsider = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: false });
    const form = await outsider.newPage();
    await form.goto(`${server.baseUrl}/public-forms/employee-deposit-authorization`);
    await visible(form.getByRole('heading', { name: 'Employee Authorization for Automatic Deposits (ACH Credits)' }));
    expect(await form.getByRole('navigation').count()).toBe(0); // outside the signed-in shell

    // Submitting empty shows the required fields' messages and sends nothing.
    await form.getByRole('button', { name: 'Submit' }).click();
    await visible(form.getByText('Please attach an image of a void check'));
    await visible(form.getByText('Signature is required'));

    await form.getByRole('textbox', { name: 'First Name', exact: true }).fill('Erin');
    await form.getByRole('textbox', { name: 'Last Name', exact: true }).fill(lastName);
    await choose(form, 'Account Type', 'Checking');
    await form.getByRole('textbox', { name: 'Percent of Paycheck', exact: true }).fill('100');
    await form.getByRole('textbox', { name: 'Routing Number', exact: true }).fill('32227162');
    await visible(form.getByText('1 digits remaining'));
    await form.getByRole('textbox', { name: 'Routing Number', exact: true }).fill('322271628');
    await visible(form.getByText('Invalid routing number'));
    await form.getByRole('textbox', { name: 'Routing Number', exact: true }).fill('021000021');
    await visible(form.getByTestId('routing-bank'));
    await form.getByRole('textbox', { name: 'Bank Name', exact: true }).fill('JPMorgan Chase');
    await form.getByRole('textbox', { name: 'Account Number', exact: true }).fill('123456789');

    const pad = form.getByTestId('signature-pad');
    await pad.scrollIntoViewIfNeeded();
    const box = (await pad.boundingBox())!;
    await form.mouse.move(box.x + 20, box.y + 80);
    await form.mouse.down();
    for (let i = 1; i <= 12; i++) await form.mouse.move(box.x + 20 + i * 20, box.y + 80 + (i % 2 ? -30 : 30));
    await form.mouse.up();
    await form
      .locator('input[type="file"]')
      .setInputFiles({ name: 'void-check.pdf', mimeType: 'application/pdf', buffer: PDF });
    await form.getByRole('button', { name: 'Submit' }).click();
    await visible(form.getByRole('heading', { name: 'Thank you!' }));
    await outsider.close();

    // Staff hear of it (the bell's list) and find it on the submissions screen.
    const notifications = await trpcQuery<{ items: Array<{ title: string; message: string }> }>(
      page,
      'notifications.list',
      { limit: 5 },
    );
    expect(
      notifications.items.some((n) => n.title === 'New form submission' && n.message.endsWith(`Erin ${lastName}`)),
    ).toBe(true);
    await page.goto(`${server.baseUrl}/forms/submissions`);
    await visible(page.getByText('All Submissions'));
    const title = `Employee Authorization for Automatic Deposits - Erin ${lastName}`;
    const row = page.getByRole('row').filter({ hasText: title });
    await visible(row);
    await row.getByRole('button', { name: 'View Details' }).click();
    const dialog = page.getByRole('dialog');
    await visible(dialog.getByText('****6789', { exact: true }).first());
    await visible(dialog.getByRole('img', { name: 'Signature' }));
    await visible(dialog.getByRole('link', { name: 'View File' }));

    const clients = await trpcQuery<{
      items: Array<{ id: number; displayId: string; fullName: string; lastName: string }>;
    }>(page, 'clients.list', { limit: 1, sort: 'fullName' });
    const client = clients.items[0]!;
    await dialog.getByRole('button', { name: 'Link to Client' }).click();
    await expect(dialog.getByRole('button', { name: 'Link', exact: true }).isDisabled()).resolves.toBe(true);
    await dialog.getByLabel('Client', { exact: true }).first().fill(client.lastName);
    await page
      .getByRole('option', { name: new RegExp(client.fullName) })
      .first()
      .click();
    await dialog.getByRole('button', { name: 'Link', exact: true }).click();
    await visible(page.getByText('Success: Submission linked successfully'));
    await visible(dialog.getByText(`Linked to client`));

    await page.goto(`${server.baseUrl}/clients/${client.displayId}`);
    const section = page.getByRole('region', { name: 'Submissions' });
    await visible(section.getByText(title));
  }, 120_000);

  it('creates a client profile from another submission and links it', async () => {
    const [target] = (
      await trpcQuery<{ items: Array<{ id: number; title: string }> }>(page, 'submissions.list', {
        type: 'payment-auth',
        linked: 'unlinked',
        limit: 1,
      })
    ).items;
    expect(target).toBeDefined();
    await page.goto(`${server.baseUrl}/forms/submissions?open=payment-auth/${target!.id}`);
    const dialog = page.getByRole('dialog');
    await visible(dialog.getByRole('button', { name: 'Create Profile' }));
    await dialog.getByRole('button', { name: 'Create Profile' }).click();
    await visible(page.getByText('Client profile created'));
    await visible(dialog.getByText('Linked to client'));
    await visible(dialog.getByRole('button', { name: 'Unlink' }));
    await dialog.getByRole('button', { name: 'Unlink' }).click();
    await visible(page.getByText('Submission unlinked successfully'));
  }, 60_000);

  it('shows the forms library with its printable form and copy link', async () => {
    await staff.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.baseUrl });
    await page.goto(`${server.baseUrl}/forms/forms`);
    await visible(page.getByText('No forms available in this category yet.'));
    await page.getByRole('tab', { name: 'WageWhiz' }).click();
    await page.getByRole('button', { name: 'View Form' }).first().click();
    await visible(page.getByRole('dialog').getByText(/Termination requires at least 1 business day notice/));
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /Copy link to Recurring Payment Authorization/ }).click();
    await visible(page.getByText('Link copied!'));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${server.baseUrl}/public-forms/recurring-payment-authorization`,
    );
  }, 60_000);

  it('lets two signed-in browsers chat live', async () => {
    const other = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const jordan = await other.newPage();
    await signIn(jordan, server.baseUrl, EMPLOYEE.username, EMPLOYEE.password);
    await visible(jordan.getByRole('heading', { name: 'Dashboard' }));
    await Promise.all([page.goto(`${server.baseUrl}/chat`), jordan.goto(`${server.baseUrl}/chat`)]);
    await visible(page.getByTestId('chat-message').first());
    await visible(jordan.getByTestId('chat-message').first());
    // Both sockets are up once the page has rendered the history; give the handshake a moment.
    await page.waitForTimeout(500);

    const hello = `Hello from admin ${randomBytes(3).toString('hex')}`;
    await page.getByRole('textbox', { name: 'Message' }).fill(`  ${hello}  `);
    await page.getByRole('button', { name: 'Send' }).click();
    await visible(jordan.getByText(hello));
    // The broadcast can reach the other browser before the sender's own call answers and clears the box.
    await visible(page.getByTestId('chat-message').filter({ hasText: hello }));
    await expect.poll(() => page.getByRole('textbox', { name: 'Message' }).inputValue(), { timeout: 10_000 }).toBe('');
    expect(await page.getByTestId('chat-message').filter({ hasText: hello }).getAttribute('data-own')).toBe('true');
    expect(await jordan.getByTestId('chat-message').filter({ hasText: hello }).getAttribute('data-own')).toBeNull();

    const reply = `Reply from Jordan ${randomBytes(3).toString('hex')}`;
    await jordan.getByRole('textbox', { name: 'Message' }).fill(reply);
    await jordan.getByRole('textbox', { name: 'Message' }).press('Enter');
    await visible(page.getByText(reply));
    expect(await page.getByRole('button', { name: 'Send' }).isDisabled()).toBe(true);
    await other.close();
  }, 90_000);
});
