// The sign-in page as a first-time visitor gets it: bytes over the wire (compressed, headers
// included) and load time / first contentful paint in Debian's Chromium, against the built server
// on a fresh embedded database. `pnpm bench` calls benchSignInPage(); alone: `node scripts/bench-web.mjs`.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const SIGN_IN_TARGETS = { wireKb: 250, firstContentfulPaintMs: 1000 };
const RUNS = 5;

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The built server on `dataDir` (a fresh folder when none is given; removed on stop either way). */
export async function startBuiltServer(root, dataDir = mkdtempSync(join(tmpdir(), 'bench-web-'))) {
  const port = await freePort();
  const env = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: 'Bench-web-1!',
    ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  delete env.SEED_DEMO;
  // The heap flag as `pnpm start` runs the server (docs/decisions/6-scale.md, "The server's heap").
  const child = spawn(process.execPath, ['--initial-old-space-size=256', 'apps/api/dist/main.js'], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('server did not become healthy within 120 s');
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.once('exit', () => {
        clearTimeout(timer);
        rmSync(dataDir, { recursive: true, force: true });
        resolve();
      });
      child.kill('SIGTERM');
    });
  return { baseUrl, stop };
}

/** One cold visit (fresh browser context, empty cache) of /auth. */
async function visit(browser, baseUrl) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  let wireBytes = 0;
  const files = [];
  cdp.on('Network.loadingFinished', (event) => {
    wireBytes += event.encodedDataLength;
  });
  cdp.on('Network.responseReceived', (event) => {
    const url = new URL(event.response.url);
    files.push({
      path: url.pathname,
      encoding: event.response.headers['content-encoding'] ?? event.response.headers['Content-Encoding'] ?? null,
    });
  });
  const started = Date.now();
  await page.goto(`${baseUrl}/auth`, { waitUntil: 'load' });
  await page.getByRole('button', { name: 'Login' }).waitFor({ state: 'visible', timeout: 30_000 });
  const formVisibleMs = Date.now() - started;
  await page.waitForLoadState('networkidle');
  const timing = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0];
    const fcp = performance.getEntriesByName('first-contentful-paint')[0];
    return { loadMs: nav ? nav.loadEventEnd : null, firstContentfulPaintMs: fcp ? fcp.startTime : null };
  });
  await context.close();
  return { wireBytes, formVisibleMs, files, ...timing };
}

/** Debian's Chromium through playwright-core (the e2e package's), headless. */
export function launchChromium(root, chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium') {
  const { chromium } = createRequire(join(root, 'e2e/package.json'))('playwright-core');
  return chromium.launch({
    executablePath: chromiumPath,
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

export const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : null;
};

/**
 * Starts the built server, opens /auth in Chromium RUNS times (each cold) and returns the medians:
 * bytes over the wire, load event, first contentful paint and the moment the Login button shows.
 */
export async function benchSignInPage({
  root = fileURLToPath(new URL('..', import.meta.url)),
  chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium',
} = {}) {
  const server = await startBuiltServer(root);
  const browser = await launchChromium(root, chromiumPath);
  try {
    await visit(browser, server.baseUrl); // warm the server's file cache, not the browser's
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await visit(browser, server.baseUrl));
    const result = {
      runs: RUNS,
      wireKb: Math.round((median(runs.map((r) => r.wireBytes)) / 1024) * 10) / 10,
      loadMs: Math.round(median(runs.map((r) => r.loadMs))),
      firstContentfulPaintMs: Math.round(median(runs.map((r) => r.firstContentfulPaintMs))),
      formVisibleMs: median(runs.map((r) => r.formVisibleMs)),
      files: runs[0].files,
    };
    result.met =
      result.wireKb < SIGN_IN_TARGETS.wireKb && result.firstContentfulPaintMs < SIGN_IN_TARGETS.firstContentfulPaintMs;
    return result;
  } finally {
    await browser.close();
    await server.stop();
  }
}

/** The lines `pnpm bench` prints. */
export function describeSignInPage(result) {
  const verdict = result.met ? 'met' : 'MISSED';
  return [
    `Sign-in page (cold, median of ${result.runs} in Chromium): ${result.wireKb} KB over the wire, first contentful paint ${result.firstContentfulPaintMs} ms, load ${result.loadMs} ms, form visible ${result.formVisibleMs} ms`,
    `  ${verdict.padEnd(6)} target: under ${SIGN_IN_TARGETS.wireKb} KB and first contentful paint under ${SIGN_IN_TARGETS.firstContentfulPaintMs} ms`,
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await benchSignInPage();
  console.log(describeSignInPage(result));
  console.table(result.files);
  if (!result.met) process.exitCode = 1;
}
