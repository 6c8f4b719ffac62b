import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateTo } from '../migrate';
import { migrations } from '../migrations/index';
import { createTestDatabase, testDatabaseKinds } from '../testing';
import { openArchive } from './archive';
import { ArchiveError, restoreArchive, snapshot, writeArchive, type ArchiveSecret } from './index';

const dir = mkdtempSync(join(tmpdir(), 'backup-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const secret: ArchiveSecret = { key: randomBytes(32), sealedBy: 'BACKUP_KEY' };

async function tableCount(db: Awaited<ReturnType<typeof createTestDatabase>>): Promise<number> {
  const { rows } = await sql<{
    n: number;
  }>`select count(*)::int as n from pg_tables where schemaname = 'public'`.execute(db.db);
  return rows[0]!.n;
}

describe.each(testDatabaseKinds())('backup archive on %s', (kind) => {
  it('round-trips every row and sequence, and a damaged or wrong-key archive changes nothing', async () => {
    const source = await createTestDatabase(kind);
    const file = join(dir, `${kind}.pdbk`);
    try {
      await sql`insert into users (username, first_name, password_hash, role) values ('ann', 'Ann ''Tab''	x', 'h', 'admin')`.execute(
        source.db,
      );
      const bytes = await writeArchive(file, secret, snapshot(source, { appVersion: 'test', secrets: { key: 'k' } }));
      expect(bytes).toBeGreaterThan(100);
    } finally {
      await source.close();
    }
    const original = readFileSync(file);
    const damaged: Array<[string, Buffer, ArchiveSecret]> = [
      ['cut', original.subarray(0, original.length - 7), secret],
      ['bit flip', Buffer.from(original.map((b, i) => (i === original.length - 40 ? b ^ 1 : b))), secret],
      ['wrong key', original, { key: randomBytes(32), sealedBy: 'BACKUP_KEY' }],
    ];
    const target = await createTestDatabase(kind, { empty: true });
    try {
      for (const [name, bytes, key] of damaged) {
        const bad = join(dir, `${kind}-${name}.pdbk`);
        writeFileSync(bad, bytes);
        await expect(restoreArchive(bad, key, target), name).rejects.toThrow(ArchiveError);
        expect(await tableCount(target)).toBe(0);
      }
      const result = await restoreArchive(file, secret, target);
      expect(result.manifest.secrets).toEqual({ key: 'k' });
      const { rows } = await sql<{ firstName: string }>`select first_name from users where username = 'ann'`.execute(
        target.db,
      );
      expect(rows[0]?.firstName).toBe("Ann 'Tab'\tx");
      await sql`insert into users (username, password_hash) values ('bob', 'h')`.execute(target.db);
      await expect(restoreArchive(file, secret, target)).rejects.toThrow(/not empty/);
    } finally {
      await target.close();
    }
  });

  it('brings an archive from an older schema forward to this version', async () => {
    const names = Object.keys(migrations);
    const previous = names[names.length - 2]!;
    const source = await createTestDatabase(kind);
    const file = join(dir, `${kind}-older.pdbk`);
    try {
      await migrateTo(source.db, previous);
      await sql`insert into users (username, password_hash) values ('old', 'h')`.execute(source.db);
      await writeArchive(file, secret, snapshot(source, { appVersion: 'older', secrets: {} }));
    } finally {
      await source.close();
    }
    const target = await createTestDatabase(kind, { empty: true });
    try {
      const { manifest } = await restoreArchive(file, secret, target);
      expect(manifest.migration).toBe(previous);
      const { rows } = await sql<{ name: string }>`select max(name) as name from kysely_migration`.execute(target.db);
      expect(rows[0]?.name).toBe(names[names.length - 1]);
      const users = await sql<{ username: string }>`select username from users`.execute(target.db);
      expect(users.rows.map((u) => u.username)).toEqual(['old']);
    } finally {
      await target.close();
    }
  });
});

describe('archive compressed on the writing thread', () => {
  it('reads back byte for byte across several gzip members', async () => {
    const file = join(dir, 'members.pdbk');
    // 3 MiB of half-compressible content: several 1 MiB gzip members and several frames.
    const parts = Array.from({ length: 48 }, (_, i) =>
      Buffer.concat([randomBytes(32 * 1024), Buffer.alloc(32 * 1024, i)]),
    );
    await writeArchive(
      file,
      secret,
      (async function* () {
        yield* parts;
      })(),
      { gzipOnThisThread: true },
    );
    const read: Buffer[] = [];
    for await (const chunk of openArchive(file, secret)) read.push(chunk as Buffer);
    expect(Buffer.concat(read).equals(Buffer.concat(parts))).toBe(true);
  });
});
