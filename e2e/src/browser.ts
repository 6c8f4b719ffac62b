import { chromium, type Browser, type Locator, type Page } from 'playwright-core';

const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

export async function signIn(page: Page, baseUrl: string, username: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/auth`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

type Waitable = { waitFor(options: { state: 'visible' | 'hidden' | 'attached' | 'detached'; timeout?: number }): Promise<void> };

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
