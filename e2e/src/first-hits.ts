import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { apiCall, signIn, visible } from './browser';
import { ADMIN, type RunningServer } from './server';

// What a firm hits first (issue 23), walked in the browser inside an existing server of the web
// walk (web-polish.e2e.test.ts), so these checks cost seconds, not a server start.

const CASEY = { username: 'casey', password: 'Demo123!' };
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 664 };

export function firstHits(env: () => { server: RunningServer; browser: Browser }): void {
  const contexts: BrowserContext[] = [];
  async function page(viewport = DESKTOP): Promise<Page> {
    const context = await env().browser.newContext({ viewport, timezoneId: 'America/Los_Angeles' });
    contexts.push(context);
    return context.newPage();
  }
  const base = () => env().server.baseUrl;

  it('calendars: at 20:30 in Los Angeles (already tomorrow in UTC) month and week highlight today', async () => {
    try {
      const p = await page();
      await p.clock.install({ time: new Date('2026-11-24T20:30:00-08:00') });
      await signIn(p, base(), ADMIN.username, ADMIN.password);
      await visible(p.getByRole('heading', { name: 'Dashboard' }));
      for (const path of ['/calendars/payroll', '/calendars/tasks-due']) {
        await p.goto(`${base()}${path}`);
        await visible(p.locator('.fc-day-today').first());
        const days = async () =>
          new Set(await p.locator('.fc-day-today').evaluateAll((els) => els.map((e) => e.getAttribute('data-date'))));
        expect([...(await days())]).toEqual(['2026-11-24']);
        await p.locator('label', { hasText: /^Week$/ }).click();
        await visible(p.locator('.fc-dayGridWeek-view'));
        expect([...(await days())]).toEqual(['2026-11-24']);
      }
    } finally {
      await Promise.all(contexts.splice(0).map((c) => c.close().catch(() => undefined)));
    }
  });

  it('sign-in without a deep link lands on the Default View of Settings > Preferences', async () => {
    try {
      const first = await page();
      await signIn(first, base(), CASEY.username, CASEY.password);
      await visible(first.getByRole('heading', { name: 'Dashboard' }));
      const saved = await apiCall(first, 'PUT', '/api/user-settings', { defaultView: 'organizations' });
      expect(saved.status).toBe(200);
      try {
        const second = await page(PHONE);
        await signIn(second, base(), CASEY.username, CASEY.password);
        await second.waitForURL(/\/organizations$/, { timeout: 15_000 });
      } finally {
        await apiCall(first, 'PUT', '/api/user-settings', { defaultView: 'dashboard' });
      }
    } finally {
      await Promise.all(contexts.splice(0).map((c) => c.close().catch(() => undefined)));
    }
  });

  it('calendars open the list view on a phone and the month on a desktop', async () => {
    try {
      for (const [viewport, view] of [
        [PHONE, 'List'],
        [DESKTOP, 'Month'],
      ] as const) {
        const p = await page(viewport);
        await signIn(p, base(), ADMIN.username, ADMIN.password);
        await visible(p.getByRole('heading', { name: 'Dashboard' }));
        await p.goto(`${base()}/calendars/payroll`);
        await visible(p.getByRole('heading', { name: 'Payroll Run Dates Calendar' }));
        expect(await p.getByRole('radio', { name: view }).isChecked()).toBe(true);
      }
    } finally {
      await Promise.all(contexts.splice(0).map((c) => c.close().catch(() => undefined)));
    }
  });

  it('the public Employee Authorization leaves Date optional, as the printable copy does', async () => {
    try {
      const p = await page(PHONE);
      await p.goto(`${base()}/public-forms/employee-deposit-authorization`);
      const date = p.getByLabel('Date', { exact: true });
      await visible(date);
      expect(await date.getAttribute('required')).toBeNull();
      expect(
        await p
          .getByLabel(/First Name/)
          .first()
          .getAttribute('required'),
      ).not.toBeNull();
    } finally {
      await Promise.all(contexts.splice(0).map((c) => c.close().catch(() => undefined)));
    }
  });
}
