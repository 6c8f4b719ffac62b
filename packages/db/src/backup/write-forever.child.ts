// A child process for kill-during-backup.test.ts: writes an archive whose content never ends, so the
// test can kill -9 it mid-write.
import { randomBytes } from 'node:crypto';
import { writeArchive } from './archive';

async function* endless(): AsyncGenerator<Buffer> {
  for (;;) {
    yield randomBytes(256 * 1024);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

await writeArchive(process.argv[2]!, { key: Buffer.alloc(32, 7), sealedBy: 'BACKUP_KEY' }, endless());
