import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { apiCall, signIn, trpcQuery, visible } from './browser';
import { ADMIN, type RunningServer } from './server';

// Issue 23 items 3, 4, 5 and 7 walked in the browser inside the web walk's server
// (web-polish.e2e.test.ts), like first-hits.ts: seconds, not a server start.

/** riley: the demo employee without any flag. */
const RILEY = { username: 'riley', password: 'Demo123!' };
/** Made through Workforce's API: reads projects and calendars, changes nothing (no canEditProjects). */
const READER = { username: 'e2e_project_reader', password: 'Reader#2026x' };
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 664 };

type Project = { id: number; name: string; totalTasks: number };

export function firstHitsPermissions(env: () => { server: RunningServer; browser: Browser }): void {
  const contexts: BrowserContext[] = [];
  const base = () => env().server.baseUrl;
  async function signedIn(user: { username: string; password: string }, viewport = DESKTOP): Promise<Page> {
    const context = await env().browser.newContext({ viewport });
    contexts.push(context);
    const page = await context.newPage();
    await signIn(page, base(), user.username, user.password);
    await visible(page.getByRole('heading', { name: 'Dashboard' }));
    return page;
  }
  const closeAll = () => Promise.all(contexts.splice(0).map((c) => c.close().catch(() => undefined)));

  it('item 3: a projects reader without canEditProjects gets no control the server would refuse (1280 and 390 px)', async () => {
    try {
      const admin = await signedIn(ADMIN);
      const created = await apiCall(admin, 'POST', '/api/users', {
        username: READER.username,
        password: READER.password,
        email: 'project.reader@example.com',
        firstName: 'Pat',
        lastName: 'Reader',
        role: 'employee',
        canAccessProjects: true,
        canAccessCalendars: true,
      });
      expect([201, 409]).toContain(created.status);
      const { items } = await trpcQuery<{ items: Project[] }>(admin, 'projects.list', { tab: 'open', pageSize: 100 });
      const project = items.find((p) => p.totalTasks > 0)!;
      expect(project).toBeDefined();
      // A task due today in the firm's zone, so the tasks calendar shows an event of this project.
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(new Date());
      const taskName = `E2E due today ${Date.now()}`;
      const task = await apiCall(admin, 'POST', `/api/projects/${project.id}/tasks`, {
        name: taskName,
        dueDate: today,
      });
      expect(task.status, JSON.stringify(task.body)).toBe(201);
      // The same project offers an editor its controls: the reader's page below differs by the flag only.
      await admin.goto(`${base()}/projects/${project.id}`);
      await visible(admin.getByRole('button', { name: 'Edit Project' }));
      await visible(admin.getByRole('button', { name: /^Delete task / }).first());

      let reader: Page | undefined;
      for (const viewport of [DESKTOP, PHONE]) {
        const page = await signedIn(READER, viewport);
        reader = page;
        await page.goto(`${base()}/projects`);
        await visible(page.getByRole('tab', { name: 'Open Projects' }));
        expect(await page.getByRole('button', { name: 'Add Project' }).count()).toBe(0);
        await page.goto(`${base()}/projects/${project.id}`);
        await visible(page.getByRole('heading', { name: 'Project Details' }));
        await visible(page.getByRole('heading', { name: 'Tasks' }));
        for (const name of ['Edit Project', 'Add Task', 'Load Template', 'Delete'])
          expect(await page.getByRole('button', { name, exact: true }).count(), name).toBe(0);
        expect(await page.getByRole('button', { name: /^Delete task / }).count()).toBe(0);
        expect(await page.getByRole('combobox', { name: /^Status of / }).count()).toBe(0);

        await page.goto(`${base()}/calendars/tasks-due`);
        await page.locator('label', { hasText: /^List$/ }).click();
        const event = page.getByText(taskName).first();
        await visible(event);
        await event.click();
        const dialog = page.getByRole('dialog');
        await visible(dialog.getByRole('button', { name: 'Close' }));
        expect(await dialog.getByRole('button', { name: /^(Complete|Renew)$/ }).count()).toBe(0);
      }
      // The server agrees: the reader's write through the calendar is refused.
      const tasks = await trpcQuery<Array<{ id: number }>>(reader!, 'tasks.listForProject', { id: project.id });
      const refused = await apiCall(reader!, 'POST', '/api/calendars/complete', {
        entityType: 'task',
        entityId: tasks[0]!.id,
      });
      expect(refused.status).toBe(403);
    } finally {
      await closeAll();
    }
  });

  it('item 4: a user with no flag sees no Forms and gets Access Denied on /forms/submissions', async () => {
    try {
      const page = await signedIn(RILEY);
      const nav = page.getByRole('navigation', { name: 'Main' });
      await visible(nav.getByRole('link', { name: 'Chat' }));
      expect(await nav.getByRole('button', { name: 'Forms' }).count()).toBe(0);
      expect(await nav.getByRole('link', { name: 'Submissions' }).count()).toBe(0);
      await page.goto(`${base()}/forms/submissions`);
      await visible(page.getByText('Access Denied'));
      expect(await page.getByText('Error loading submissions').count()).toBe(0);
    } finally {
      await closeAll();
    }
  });

  it('item 5: the Projects Pending report shows both the client and the organization of a project', async () => {
    try {
      const page = await signedIn(ADMIN);
      const clients = await trpcQuery<{ items: Array<{ id: number; fullName: string }> }>(page, 'clients.list', {
        limit: 1,
      });
      const orgs = await trpcQuery<{ items: Array<{ id: number; businessDba: string }> }>(page, 'organizations.list', {
        limit: 1,
      });
      const client = clients.items[0]!;
      const org = orgs.items[0]!;
      const me = (await apiCall<{ id: number }>(page, 'GET', '/api/user')).body;
      const name = `E2E both links ${Date.now()}`;
      // Not started and long overdue: the report lists it first.
      const created = await apiCall(page, 'POST', '/api/projects', {
        name,
        status: 'not_started',
        startDate: '2020-01-01',
        dueDate: '2020-01-02',
        clientIds: [client.id],
        organizationIds: [org.id],
        project_manager_ids: [me.id],
      });
      expect(created.status).toBe(201);
      await page.goto(`${base()}/reports`);
      await page.getByRole('button', { name: 'Projects Pending' }).click();
      const row = page.getByRole('row').filter({ hasText: name });
      await visible(row);
      await visible(row.getByText(client.fullName, { exact: false }));
      await visible(row.getByText(org.businessDba, { exact: false }));
    } finally {
      await closeAll();
    }
  });

  it('item 7: the password checklist turns green while typing, and a failure leaves Change Password uncovered', async () => {
    try {
      for (const viewport of [DESKTOP, PHONE]) {
        const page = await signedIn(RILEY, viewport);
        await page.goto(`${base()}/settings/profile`);
        const next = page.getByLabel('New Password', { exact: false });
        await visible(next);
        const icons = page.locator('.mantine-List-itemIcon .mantine-ThemeIcon-root');
        const greens = async () =>
          icons.evaluateAll((els) =>
            els.map((el) => {
              const [r, g, b] = getComputedStyle(el).backgroundColor.match(/\d+/g)!.map(Number);
              return g! > r! && g! > b!;
            }),
          );
        expect((await greens()).some(Boolean)).toBe(false);
        await next.pressSequentially('Valid#Pass1', { delay: 10 });
        const after = await greens();
        expect(after.length).toBeGreaterThan(0);
        expect(after.every(Boolean)).toBe(true);

        await page.getByLabel('Current Password', { exact: false }).fill('not-the-password');
        const button = page.getByRole('button', { name: 'Change Password' });
        await button.click();
        const alert = page.getByRole('alert').filter({ hasText: 'Update failed' });
        await visible(alert);
        await button.scrollIntoViewIfNeeded();
        const box = (await button.boundingBox())!;
        const onTop = await page.evaluate(
          ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent ?? null,
          { x: box.x + box.width / 2, y: box.y + box.height / 2 },
        );
        expect(onTop).toBe('Change Password');
        const alertBox = (await alert.boundingBox())!;
        expect(alertBox.y + alertBox.height <= box.y || alertBox.y >= box.y + box.height).toBe(true);
      }
    } finally {
      await closeAll();
    }
  });
}
