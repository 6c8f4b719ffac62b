import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openArchive, writeArchive, type ArchiveSecret } from './archive';

const dir = mkdtempSync(join(tmpdir(), 'backup-kill-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const secret: ArchiveSecret = { key: Buffer.alloc(32, 7), sealedBy: 'BACKUP_KEY' };

async function* content(text: string): AsyncGenerator<Buffer> {
  yield Buffer.from(text);
}

async function readAll(file: string): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of openArchive(file, secret)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

it('kill -9 during a backup leaves no file under the final name and earlier archives intact', async () => {
  const earlier = join(dir, 'earlier.pdbk');
  await writeArchive(earlier, secret, content('the earlier backup'));
  const before = readFileSync(earlier);
  // The killed backup writes to a new name and, separately, over the earlier archive's name (--out).
  for (const target of [join(dir, 'next.pdbk'), earlier]) {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(import.meta.dirname, 'write-forever.child.ts'), target],
      {
        stdio: 'ignore',
      },
    );
    const partial = `${target.split('/').pop()}.partial-${child.pid}`;
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      const size = readdirSync(dir).includes(partial) ? statSync(join(dir, partial)).size : 0;
      if (size > 2 * 1024 * 1024) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    expect(readdirSync(dir)).toContain(partial);
  }
  expect(readdirSync(dir)).not.toContain('next.pdbk');
  expect(readFileSync(earlier).equals(before)).toBe(true);
  expect(await readAll(earlier)).toBe('the earlier backup');
});
