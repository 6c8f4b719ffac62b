import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, signIn, visible, trpcQuery, apiCall } from './browser';
import { ADMIN, startServer, type RunningServer } from './server';

/** Today in the firm's zone (the calendars' "today"). */
const firmToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(new Date());
const shiftDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The days the month view shows: Sunday before the 1st to Saturday after the last day. */
function monthGridRange(iso: string): { start: string; end: string } {
  const first = new Date(`${iso.slice(0, 7)}-01T00:00:00Z`);
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0));
  const start = new Date(first.getTime() - first.getUTCDay() * 86_400_000);
  const end = new Date(last.getTime() + (6 - last.getUTCDay()) * 86_400_000);
  return { start: start.toISOString().slice(0, 10), end: end.toISOString().slice(0, 10) };
}

interface CalendarEvent {
  id: string;
  title: string;
  date: string;
  status: string;
  entityId: number;
  entityType: string;
  renewalDate?: string;
}

// PGlite only, one server and one browser for the file (CI time).
describe('projects, tasks, templates and calendars in the browser', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let projectId = 0;
  const today = firmToday();

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer('pglite'), launchBrowser()]);
    context = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: 'America/Los_Angeles' });
    page = await context.newPage();
    await signIn(page, server.baseUrl, ADMIN.username, ADMIN.password);
    await visible(page.getByRole('heading', { name: 'Dashboard' }));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** Picks an option of a Mantine (multi-)select found by its label, typing `search` first. */
  async function pick(label: string, search: string, option: string | RegExp) {
    const input = page
      .getByRole('textbox', { name: label, exact: true })
      .or(page.getByRole('combobox', { name: label, exact: true }))
      .first();
    await input.click();
    await input.fill(search);
    const choice = page.getByRole('option', { name: option }).first();
    await visible(choice);
    await choice.click();
    await page.keyboard.press('Escape');
  }

  async function toast(text: string | RegExp) {
    await visible(page.getByText(text).first());
  }

  /** Opens a calendar event's dialog: its chip in the cell, or through the day's "+N more" pop-over. */
  async function openEvent(event: CalendarEvent): Promise<Locator> {
    const chip = page.locator(`[data-event-id="${event.id}"]`).filter({ visible: true }).first();
    const more = page.locator(`td[data-date="${event.date}"]`).getByText(/^\+\d+ more$/);
    await visible(chip.or(more).first());
    if ((await chip.count()) === 0) {
      await more.click();
      await visible(page.locator('.fc-popover'));
    }
    await page.locator(`[data-event-id="${event.id}"]`).filter({ visible: true }).first().click();
    const dialog = page.getByRole('dialog', { name: event.title });
    await visible(dialog);
    return dialog;
  }

  async function calendarEvents(kind: 'tasks' | 'payroll' | 'insurance'): Promise<CalendarEvent[]> {
    return trpcQuery<CalendarEvent[]>(page, 'calendars.events', {
      kind,
      range: { ...monthGridRange(today), mode: 'renewals' },
    });
  }

  it('creates a project and refuses tasks until the set-up gate is met', async () => {
    await page.goto(`${server.baseUrl}/projects`);
    await visible(page.getByRole('tab', { name: 'Open Projects' }));
    await page.getByRole('button', { name: 'Add Project' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Project' });
    expect(await dialog.getByRole('button', { name: 'Add Project' }).isDisabled()).toBe(true);
    await dialog.getByLabel('Project Name').fill('E2E Annual Review');
    await dialog.getByRole('button', { name: 'Add Project' }).click();
    await toast('Project added successfully');
    await page.waitForURL(/\/projects\/\d+$/);
    projectId = Number(new URL(page.url()).pathname.split('/').pop());

    await visible(page.getByText('Complete the project details to start adding tasks.'));
    await visible(page.getByText('Required: Start Date, Due Date, Project Manager, and linked Client or Organization'));
    expect(await page.getByRole('button', { name: 'Add Task' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Load Template' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Save as Template' }).isDisabled()).toBe(true);
    // The server refuses too, not only the buttons.
    const refused = await apiCall<{ message: string }>(page, 'POST', `/api/projects/${projectId}/tasks`, {
      name: 'Sneaked in',
    });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    expect(refused.body.message).toMatch(/Start Date/);

    await page.getByRole('button', { name: 'Edit Project' }).click();
    await page.getByLabel('Start Date').fill(today);
    await page.getByLabel('Due Date').fill(shiftDays(today, 30));
    await pick('Project Manager', 'Jordan', 'Jordan Avery');
    // Still gated: no client or organization yet.
    const { items } = await trpcQuery<{ items: Array<{ businessDba: string }> }>(page, 'organizations.list', {
      limit: 1,
    });
    const orgName = items[0]!.businessDba;
    await pick('Organizations', orgName.split(' ')[0]!, orgName);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await toast('Project updated successfully');
    await visible(page.getByRole('link', { name: orgName }));
    expect(await page.getByRole('button', { name: 'Add Task' }).isEnabled()).toBe(true);
    expect(await page.getByText('Complete the project details to start adding tasks.').count()).toBe(0);
  });

  it('adds tasks, adjusts the status and completes the project with all its tasks', async () => {
    for (const name of ['Gather statements', 'Draft return']) {
      await page.getByRole('button', { name: 'Add Task' }).click();
      const nameInput = page.getByRole('textbox', { name: 'Task name' });
      await nameInput.fill(name);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await toast('Task created successfully');
      await visible(page.getByRole('cell', { name, exact: true }));
    }
    // Creating a task put the project in progress.
    await visible(page.getByText('In Progress').first());

    // Picking "Not Yet Started" with open tasks is corrected by the server.
    await page.getByRole('button', { name: 'Edit Project' }).click();
    await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('not_started');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await toast('Status adjusted');
    await visible(page.getByText("Project status set to 'In Progress' because there are incomplete tasks."));

    await page.getByRole('combobox', { name: 'Status of Gather statements' }).selectOption('completed');
    await toast('Task updated successfully');

    await page.getByRole('button', { name: 'Edit Project' }).click();
    await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('completed');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    const confirm = page.getByRole('dialog', { name: 'Complete Project' });
    await visible(confirm.getByText('All remaining tasks will be marked complete.', { exact: false }));
    await confirm.getByRole('button', { name: 'Complete Project & All Tasks' }).click();
    await toast('Project completed successfully');
    await visible(page.getByText('Complete', { exact: true }).first());
    for (const name of ['Gather statements', 'Draft return']) {
      await expect.poll(() => page.getByRole('combobox', { name: `Status of ${name}` }).inputValue()).toBe('completed');
    }
    const project = await apiCall<{ status: string }>(page, 'GET', `/api/projects/${projectId}`);
    expect(project.body.status).toBe('completed');
  });

  it('saves the project as a template and loads it into another project', async () => {
    await page.getByRole('button', { name: 'Save as Template' }).click();
    const save = page.getByRole('dialog', { name: 'Save Project as Template' });
    expect(await save.getByRole('button', { name: 'Save Template' }).isDisabled()).toBe(true);
    await save.getByLabel('Template Name').fill('E2E Annual Review Steps');
    await save.getByRole('button', { name: 'Save Template' }).click();
    await toast('Template saved successfully');

    const me = await apiCall<{ id: number }>(page, 'GET', '/api/user');
    const { items } = await trpcQuery<{ items: Array<{ id: number }> }>(page, 'clients.list', { limit: 1 });
    const other = await apiCall<{ id: number }>(page, 'POST', '/api/projects', {
      name: 'E2E Second Review',
      startDate: today,
      dueDate: shiftDays(today, 20),
      clientIds: [items[0]!.id],
      project_manager_ids: [me.body.id],
    });
    expect(other.status).toBe(201);
    await page.goto(`${server.baseUrl}/projects/${other.body.id}`);
    await visible(page.getByText('No tasks yet'));
    await page.getByRole('button', { name: 'Load Template' }).click();
    const load = page.getByRole('dialog', { name: 'Load Template' });
    await load.getByRole('radio', { name: /E2E Annual Review Steps \(2 tasks\)/ }).check();
    await load.getByRole('button', { name: 'Load Template' }).click();
    await toast('Template loaded successfully');
    for (const name of ['Gather statements', 'Draft return']) {
      await visible(page.getByRole('cell', { name, exact: true }));
      await expect
        .poll(() => page.getByRole('combobox', { name: `Status of ${name}` }).inputValue())
        .toBe('not_started');
    }
  });

  it('shows a busy day as "+N more" in the month view and completes a task from the event dialog', async () => {
    const me = await apiCall<{ id: number }>(page, 'GET', '/api/user');
    const { items } = await trpcQuery<{ items: Array<{ id: number }> }>(page, 'organizations.list', { limit: 1 });
    const busy = await apiCall<{ id: number }>(page, 'POST', '/api/projects', {
      name: 'E2E Busy Day',
      startDate: today,
      dueDate: shiftDays(today, 60),
      organizationIds: [items[0]!.id],
      project_manager_ids: [me.body.id],
    });
    for (let k = 1; k <= 5; k++) {
      const created = await apiCall(page, 'POST', `/api/projects/${busy.body.id}/tasks`, {
        name: `E2E busy task ${k}`,
        dueDate: today,
      });
      expect(created.status).toBe(201);
    }
    await page.goto(`${server.baseUrl}/calendars/tasks-due`);
    await visible(page.getByRole('heading', { name: 'Tasks Due Date Calendar' }));
    const cell = page.locator(`td[data-date="${today}"]`);
    const more = cell.getByText(/^\+\d+ more$/);
    await visible(more);
    const events = (await calendarEvents('tasks')).filter((e) => e.date === today);
    expect(events.length).toBeGreaterThan(3);
    expect(await more.textContent()).toBe(`+${events.length - 3} more`);

    const target = events.find((e) => e.title === 'E2E busy task 5')!;
    const dialog = await openEvent(target);
    await visible(dialog.getByText('Project: E2E Busy Day'));
    await dialog.getByRole('button', { name: 'Complete' }).click();
    await toast('Task Completed');
    const task = await apiCall<{ status: string }>(page, 'GET', `/api/projects/${busy.body.id}/tasks`);
    expect(
      (task.body as unknown as Array<{ name: string; status: string }>).find((t) => t.name === 'E2E busy task 5')!
        .status,
    ).toBe('completed');
  });

  it('completes a payroll from the payroll calendar', async () => {
    await page.goto(`${server.baseUrl}/calendars/payroll`);
    await visible(page.getByRole('heading', { name: 'Payroll Run Dates Calendar' }));
    const event = (await calendarEvents('payroll')).find((e) => e.status !== 'completed');
    expect(event).toBeDefined();
    const dialog = await openEvent(event!);
    await dialog.getByRole('button', { name: 'Complete' }).click();
    await toast('Payroll Completed');
    const after = (await calendarEvents('payroll')).find((e) => e.id === event!.id);
    expect(after!.status).toBe('completed');
    await visible(
      page
        .locator(`[data-event-id="${event!.id}"][data-completed="true"]`)
        .filter({ visible: true })
        .first()
        .or(page.locator(`td[data-date="${event!.date}"]`).getByText(/more$/)),
    );
  });

  it('renews a policy on the insurance calendar', async () => {
    await page.goto(`${server.baseUrl}/calendars/insurance`);
    await visible(page.getByRole('heading', { name: 'Insurance Reminder/Renewal Calendar' }));
    const event = (await calendarEvents('insurance'))[0];
    expect(event).toBeDefined();
    const dialog = await openEvent(event!);
    await dialog.getByRole('button', { name: 'Renew' }).click();
    await toast('Insurance Renewed');
    const nextYear = `${Number(event!.renewalDate!.slice(0, 4)) + 1}${event!.renewalDate!.slice(4)}`;
    const later = await trpcQuery<CalendarEvent[]>(page, 'calendars.events', {
      kind: 'insurance',
      range: { start: shiftDays(nextYear, -3), end: shiftDays(nextYear, 3), mode: 'renewals' },
    });
    expect(
      later.some((e) => e.entityId === event!.entityId && e.entityType === event!.entityType && e.date === nextYear),
    ).toBe(true);
  });

  it('shows every status and Due In badge of the projects list whole at 1280 and 390 px', async () => {
    const list = await context.newPage();
    try {
      for (const width of [1280, 390]) {
        await list.setViewportSize({ width, height: 900 });
        await list.goto(`${server.baseUrl}/projects`);
        await visible(list.getByRole('link', { name: /Tax Return - / }).first());
        const badges = await list
          .locator('main .mantine-Badge-label')
          .evaluateAll((labels) => labels.map((l) => ({ text: l.textContent, cut: l.scrollWidth > l.clientWidth })));
        expect(badges.some((b) => /overdue|^\d+ days?$|Due today/i.test(b.text ?? ''))).toBe(true);
        expect(badges.filter((b) => b.cut)).toEqual([]);
      }
    } finally {
      await list.close();
    }
  });

  it('shows the projects list, a project and the month view at 390 px without sideways scrolling', async () => {
    const narrow = await context.newPage();
    await narrow.setViewportSize({ width: 390, height: 844 });
    for (const path of ['/projects', `/projects/${projectId}`]) {
      await narrow.goto(`${server.baseUrl}${path}`);
      await visible(
        narrow.getByRole('heading', { name: path === '/projects' ? 'Projects' : 'Project Details', exact: true }),
      );
      await visible(narrow.getByText(path === '/projects' ? /Page 1 of/ : 'Gather statements').first());
      expect(await narrow.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }
    // A month cell is about 50 px wide: its "+N more" link shows "+N" whole, not cut off.
    await narrow.goto(`${server.baseUrl}/calendars/tasks-due`);
    // A phone opens the list view; the month grid is one tap away.
    await narrow
      .locator('label')
      .filter({ hasText: /^Month$/ })
      .click();
    const more = narrow.locator(`td[data-date="${today}"] .fc-daygrid-more-link`);
    await visible(more);
    expect((await more.innerText()).trim()).toMatch(/^\+\d+$/);
    const [linkBox, cellBox] = await Promise.all([
      more.boundingBox(),
      narrow.locator(`td[data-date="${today}"]`).boundingBox(),
    ]);
    expect(linkBox!.x + linkBox!.width).toBeLessThanOrEqual(cellBox!.x + cellBox!.width);
    expect(await narrow.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await narrow.close();
  });
});
