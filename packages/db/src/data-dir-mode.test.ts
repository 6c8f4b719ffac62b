import { chmodSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './connect';

// Issue 10 item 6: the embedded data directory is private to its owner, from the first start on.

function looseEntries(path: string, out: string[] = []): string[] {
  const stat = statSync(path);
  if ((stat.mode & 0o077) !== 0) out.push(`${path} ${(stat.mode & 0o777).toString(8)}`);
  if (stat.isDirectory()) for (const name of readdirSync(path)) looseEntries(join(path, name), out);
  return out;
}

describe.skipIf(process.platform === 'win32')('embedded data directory modes', () => {
  const parent = mkdtempSync(join(tmpdir(), 'pgmode-'));
  const dir = join(parent, 'data');
  afterAll(() => rmSync(parent, { recursive: true, force: true }));

  it('creates DATA_DIR 0700 with nothing readable by group or others, and fixes the modes at every start', async () => {
    const first = await openDatabase({ dataDir: dir });
    await first.close();
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(looseEntries(dir)).toEqual([]);

    // Loosened by hand (a copy, a restore): the next start makes it private again.
    chmodSync(dir, 0o755);
    writeFileSync(join(dir, 'pgdata', 'stray-file'), 'x', { mode: 0o666 });
    chmodSync(join(dir, 'pgdata', 'stray-file'), 0o666);
    const second = await openDatabase({ dataDir: dir });
    await second.close();
    expect(looseEntries(dir)).toEqual([]);
  });
});
