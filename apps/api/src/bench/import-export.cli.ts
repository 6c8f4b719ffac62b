// Import and export at scale (issue 11): 100,000 clients imported from one CSV upload through the
// real route (target < 60 s, process peak memory < 400 MB), then exported as CSV, streamed (target
// < 10 s). Uses a fresh PGlite database in a temporary folder unless DATABASE_URL is set.
// Run from apps/api:  npx tsx src/bench/import-export.cli.ts   (ROWS=100000 by default)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { migrateToLatest, openDatabase } from '@app/db';
import { loadConfig } from '../config';
import { createSession } from '../features/auth/session.service';
import { insertUser } from '../features/users/users.repo';
import { generateKey } from '../security/crypto';
import { hashPassword } from '../security/password';
import { buildServer } from '../server';

const rows = Number(process.env.ROWS || 100_000);
const peakMb = () => Math.round(process.resourceUsage().maxRSS / 1024);

function clientsCsv(n: number): Buffer {
  const lines = ['firstName,lastName,email,phone'];
  for (let i = 0; i < n; i++)
    lines.push(`Client${i},Bench${i % 997},client${i}@example.com,213555${String(i % 10_000).padStart(4, '0')}`);
  return Buffer.from(`${lines.join('\n')}\n`);
}

function multipart(content: Buffer) {
  const boundary = '----bench' + Date.now();
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="clients.csv"\r\nContent-Type: text/csv\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

async function main() {
  const dataDir = process.env.DATABASE_URL ? null : mkdtempSync(join(tmpdir(), 'bench-import-'));
  const config = {
    ...loadConfig({ ...process.env, LOG_LEVEL: 'warn', WEB_DIST: '/nonexistent' }),
    encryptionKey: generateKey(),
  };
  const handle = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: dataDir! });
  try {
    await migrateToLatest(handle.db);
    const app = await buildServer({ db: handle, config });
    await app.ready();
    const admin = await insertUser(handle.db, {
      username: `bench-admin-${Date.now()}`,
      passwordHash: await hashPassword('Bench-pass1'),
      role: 'admin',
    });
    const { token } = await createSession(handle.db, admin.id, {
      now: new Date(),
      mfaVerified: true,
      timeoutMinutes: 120,
    });
    const headers = { cookie: `session=${token}`, origin: 'http://localhost' };

    const body = multipart(clientsCsv(rows));
    console.log(
      `CSV of ${rows} clients: ${(body.payload.length / 1024 / 1024).toFixed(1)} MB; peak RSS before import ${peakMb()} MB`,
    );
    let start = performance.now();
    const imported = await app.inject({
      method: 'POST',
      url: `/api/import/clients/csv${process.env.PREVIEW ? '?preview=true' : ''}`,
      payload: body.payload,
      headers: { ...headers, 'content-type': body.contentType },
    });
    const importSeconds = (performance.now() - start) / 1000;
    console.log(
      `import: ${imported.statusCode} ${imported.json().message} in ${importSeconds.toFixed(1)} s (target < 60 s); peak RSS ${peakMb()} MB (target < 400 MB)`,
    );

    start = performance.now();
    const exported = await app.inject({ method: 'GET', url: '/api/export/clients/csv', headers });
    const exportSeconds = (performance.now() - start) / 1000;
    const lines = exported.body.split('\n').length - 2;
    console.log(
      `export: ${exported.statusCode} ${lines} rows, ${(exported.rawPayload.length / 1024 / 1024).toFixed(1)} MB in ${exportSeconds.toFixed(1)} s (target < 10 s)`,
    );
    await app.close();
  } finally {
    await handle.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
