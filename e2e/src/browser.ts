import { chromium, type Browser, type Locator, type Page } from 'playwright-core';

const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export async function signIn(page: Page, baseUrl: string, username: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/auth`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

type Waitable = {
  waitFor(options: { state: 'visible' | 'hidden' | 'attached' | 'detached'; timeout?: number }): Promise<void>;
};

/** Waits until the locator shows; fails the test with playwright's message otherwise. */
export function visible(locator: Waitable, timeout = 15_000): Promise<void> {
  return locator.waitFor({ state: 'visible', timeout });
}

export function hidden(locator: Waitable, timeout = 15_000): Promise<void> {
  return locator.waitFor({ state: 'hidden', timeout });
}

/** Whether the element lies inside the viewport (a drawer slid off-screen still counts as "visible" to playwright). */
export async function onScreen(locator: Locator): Promise<boolean> {
  if ((await locator.count()) === 0) return false;
  const box = await locator.boundingBox({ timeout: 2_000 }).catch(() => null);
  const viewport = locator.page().viewportSize();
  if (!box || !viewport) return false;
  return box.x >= 0 && box.x + box.width <= viewport.width;
}

/** A tRPC query made from the page (same origin: its session cookie goes along); the procedure's data. */
export function trpcQuery<T>(page: Page, path: string, input: unknown): Promise<T> {
  return page.evaluate(
    async ({ path, input }) => {
      const response = await fetch(`/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`, {
        credentials: 'include',
      });
      return ((await response.json()) as { result: { data: unknown } }).result.data;
    },
    { path, input },
  ) as Promise<T>;
}

/** A REST call made from the page (same origin: the session cookie and Origin go along): status and JSON body. */
export function apiCall<T = unknown>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        credentials: 'include',
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      let json: unknown = null;
      try {
        json = text ? JSON.parse(text) : null;
      } catch {
        // Not JSON (an HTML error page): the status says what happened.
      }
      return { status: response.status, body: json };
    },
    { method, path, body },
  ) as Promise<{ status: number; body: T }>;
}
