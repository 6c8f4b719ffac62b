import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { logDestination } from './log-destination';

const dirs: string[] = [];
const fds: number[] = [];
afterEach(() => {
  for (const fd of fds.splice(0)) closeSync(fd);
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A file and a descriptor open on it (as stdout is: ready at once). */
function tempFile(): { file: string; fd: number } {
  const dir = mkdtempSync(join(tmpdir(), 'log-destination-'));
  dirs.push(dir);
  const file = join(dir, 'out.log');
  const fd = openSync(file, 'a');
  fds.push(fd);
  return { file, fd };
}

const messages = (file: string) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => (JSON.parse(line) as { msg: string }).msg);

describe('the log destination', () => {
  it('writes every line in order, those of one turn handed over together', async () => {
    const { file, fd } = tempFile();
    const destination = logDestination(fd);
    const log = pino({ level: 'info' }, destination);
    for (let i = 0; i < 2_000; i++) log.info({ i }, `line ${i}`);
    await new Promise((resolve) => setImmediate(resolve));
    log.info('after the turn');
    destination.flushSync();
    expect(messages(file)).toEqual([...Array.from({ length: 2_000 }, (_, i) => `line ${i}`), 'after the turn']);
  });

  it('passes lines written after close straight on', () => {
    const { file, fd } = tempFile();
    const destination = logDestination(fd);
    const log = pino({ level: 'info' }, destination);
    log.info('before close');
    destination.close();
    log.info('after close');
    destination.flushSync();
    expect(messages(file)).toEqual(['before close', 'after close']);
  });
});
