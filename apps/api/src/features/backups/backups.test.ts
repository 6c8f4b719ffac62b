import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, testDatabaseKinds, type DatabaseKind } from '@app/db';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createKeyRing, generateKey } from '../../core/crypto';
import { openSealed } from '../../security/sensitive-field';
import { call, createUser, sessionCookie, startTestApp, testConfig, trpcData, trpcQuery } from '../../test/helpers';
import { backupFileName, listBackups, pruneBackups } from './backup-files';
import { startBackupSchedule } from './backup-scheduler';
import { backupBeforeMigrating } from './before-migrate';
import { publishServerFile, readServerFile } from './server-file';
import { runScheduled, takeBackup } from './backups.service';
import { openVerified, restoreBackup, restoreInto } from './backup-restore';
import { currentKeyOf, writeBackup } from './backup-writer';

// Issue 25's drill: back up while 8 writers add notes, restore into a fresh target, and every note
// acknowledged before the backup began is there byte for byte, with the SSN revealable under the
// target's own key. PGlite to PGlite always; PostgreSQL to PostgreSQL and PGlite to PostgreSQL
// when TEST_DATABASE_URL is set.

const dir = mkdtempSync(join(tmpdir(), 'restore-drill-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const pairs: Array<[DatabaseKind, DatabaseKind]> = testDatabaseKinds().includes('postgres')
  ? [
      ['pglite', 'pglite'],
      ['postgres', 'postgres'],
      ['pglite', 'postgres'],
    ]
  : [['pglite', 'pglite']];

describe.each(pairs)('restore drill %s to %s', (from, to) => {
  it('keeps every write acknowledged before the backup began', { timeout: 60_000 }, async () => {
    const backupKey = generateKey();
    const t = await startTestApp(from, { config: testConfig({ backupDir: dir, backupKey }) });
    const target = await createTestDatabase(to, { empty: true });
    try {
      const cookie = await sessionCookie(t, await createUser(t, { role: 'admin' }));
      const created = await call(t.app, 'POST', '/api/clients', {
        cookie,
        body: { firstName: 'Drill', lastName: 'Client', ssn: '900-55-1234' },
      });
      expect(created.statusCode, created.body).toBe(201);
      const clientId = created.json().id as number;

      const acknowledged: number[] = [];
      let stop = false;
      let written = 0;
      const writer = async (w: number) => {
        for (let i = 0; !stop; i++) {
          const res = await call(t.app, 'POST', `/api/clients/${clientId}/notes`, {
            cookie,
            body: { title: `w${w} #${i}`, content: `writer ${w} note ${i} ✓ 'quoted'\ttab\nline` },
          });
          if (res.statusCode !== 201) throw new Error(`note refused: ${res.statusCode} ${res.body}`);
          acknowledged.push(res.json().id as number);
          written++;
        }
      };
      const writers = Promise.all(Array.from({ length: 8 }, (_, w) => writer(w)));
      await Promise.race([
        writers,
        (async () => {
          while (written < 40) await new Promise((r) => setTimeout(r, 5));
        })(),
      ]);
      const beforeBackup = [...acknowledged];
      const backup = await takeBackup(t.app.deps);
      stop = true;
      await writers;
      expect(acknowledged.length).toBeGreaterThan(beforeBackup.length);

      const targetKey = generateKey();
      const archive = await openVerified(backup.path, { backupKey });
      const { rows } = await restoreInto(target, archive, targetKey);
      expect(rows).toBeGreaterThan(beforeBackup.length);

      const rowsOf = async (db: typeof t.db.db, ids: number[]) =>
        (
          await sql<{
            line: string;
          }>`select row_to_json(n)::text as line from notes n where id = any(${ids}) order by id`.execute(db)
        ).rows.map((r) => r.line);
      const expected = await rowsOf(t.db.db, beforeBackup);
      expect(expected).toHaveLength(beforeBackup.length);
      expect(await rowsOf(target.db, beforeBackup)).toEqual(expected);

      const sealed = await target.db
        .selectFrom('clients')
        .select('ssnEncrypted')
        .where('id', '=', clientId)
        .executeTakeFirstOrThrow();
      const ring = createKeyRing(targetKey);
      expect(sealed.ssnEncrypted).toContain(`:${ring.currentId}:`);
      expect(
        openSealed(ring, sealed.ssnEncrypted!, { table: 'clients', column: 'ssn_encrypted', rowId: clientId }),
      ).toBe('900551234');
    } finally {
      await target.close();
      await t.close();
    }
  });
});

describe.each(testDatabaseKinds())('backups API, schedule and failures (%s)', (kind) => {
  it('is admin only, takes, lists, downloads (audited), schedules once a day and tells admins of a failure', async () => {
    const backupDir = mkdtempSync(join(dir, `api-${kind}-`));
    const t = await startTestApp(kind, { config: testConfig({ backupDir }) });
    try {
      const admin = await createUser(t, { role: 'admin' });
      const adminCookie = await sessionCookie(t, admin);
      const cookie = await sessionCookie(t, await createUser(t, { flags: 'all' }));
      for (const [method, url] of [
        ['GET', '/api/backups/latest'],
        ['POST', '/api/backups'],
        ['GET', '/api/backups/latest/download'],
      ] as const)
        expect((await call(t.app, method, url, { cookie })).statusCode, url).toBe(403);
      expect((await trpcQuery(t.app, 'backups.latest', undefined, cookie)).statusCode).toBe(403);
      expect((await call(t.app, 'GET', '/api/backups/latest', { cookie: adminCookie })).json()).toEqual({
        latest: null,
      });
      expect((await call(t.app, 'GET', '/api/backups/latest/download', { cookie: adminCookie })).statusCode).toBe(404);

      const taken = await call(t.app, 'POST', '/api/backups', { cookie: adminCookie });
      expect(taken.statusCode, taken.body).toBe(201);
      const info = taken.json() as { file: string; bytes: number; createdAt: string };
      expect(info.file).toMatch(/^practice-desk-\d{8}T\d{9}Z\.pdbk$/);
      expect(trpcData(await trpcQuery(t.app, 'backups.latest', undefined, adminCookie))).toEqual({ latest: info });

      const download = await call(t.app, 'GET', '/api/backups/latest/download', { cookie: adminCookie });
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-disposition']).toBe(`attachment; filename="${info.file}"`);
      expect(download.rawPayload.length).toBe(info.bytes);
      expect(download.rawPayload.subarray(0, 8).toString('latin1')).toBe('PDESKBK\n');
      const audited = await t.db.db.selectFrom('auditLog').select(['action', 'userId', 'entityId']).execute();
      expect(audited).toContainEqual({ action: 'backup_download', userId: admin.id, entityId: info.file });

      // The CLI's way in: only with the token of DATA_DIR/server.json.
      const out = join(backupDir, 'cli.pdbk');
      const local = (token?: string) =>
        call(t.app, 'POST', '/api/backups/local', {
          body: { out },
          headers: token ? { authorization: `Bearer ${token}` } : {},
        });
      expect((await local()).statusCode).toBe(403);
      const stateDir = mkdtempSync(join(dir, 'state-'));
      const remove = publishServerFile(t.app.deps, stateDir, 'http://127.0.0.1:1');
      const server = readServerFile(stateDir)!;
      expect(server.pid).toBe(process.pid);
      expect((await local('wrong')).statusCode).toBe(403);
      const viaToken = await local(server.token);
      expect(viaToken.statusCode, viaToken.body).toBe(200);
      expect(viaToken.json().path).toBe(out);
      remove();
      expect(readServerFile(stateDir)).toBeNull();

      // The schedule: once per firm day, however many processes' timers fire.
      t.clock.advance(60_000);
      const before = listBackups(backupDir).length;
      const schedule = startBackupSchedule(t.app.deps);
      await schedule.runNow();
      await schedule.runNow();
      await schedule.stop();
      expect(listBackups(backupDir).length).toBe(before + 1);

      // A failed backup: logged, and every admin is told.
      const blocked = join(dir, `not-a-dir-${kind}`);
      writeFileSync(blocked, 'x');
      expect(await runScheduled({ ...t.app.deps, config: { ...t.app.deps.config, backupDir: blocked } })).toBeNull();
      const notices = await t.db.db
        .selectFrom('notifications')
        .select(['userId', 'title', 'type'])
        .where('title', '=', 'Backup failed')
        .execute();
      expect(notices).toEqual([{ userId: admin.id, title: 'Backup failed', type: 'error' }]);

      // Start-up with migrations pending on an existing database: a backup first, unless switched off.
      const deps = t.app.deps;
      expect(await backupBeforeMigrating(t.db, deps.config, deps.keyRing, deps.log)).toBeNull();
      await sql`delete from kysely_migration where name = (select max(name) from kysely_migration)`.execute(t.db.db);
      const off = { ...deps.config, backupBeforeMigrate: false };
      expect(await backupBeforeMigrating(t.db, off, deps.keyRing, deps.log)).toBeNull();
      t.clock.advance(1000);
      const path = await backupBeforeMigrating(t.db, deps.config, deps.keyRing, deps.log);
      expect(path && existsSync(path)).toBe(true);
    } finally {
      await t.close();
    }
  });

  it('keeps BACKUP_KEEP days of archives, the newest always, and removes partial files of dead writers', () => {
    const backupDir = mkdtempSync(join(dir, `prune-${kind}-`));
    const now = new Date('2026-03-20T10:00:00Z');
    const names = [0, 1, 13, 15, 40].map((days) => backupFileName(new Date(now.getTime() - days * 86_400_000)));
    for (const name of names) writeFileSync(join(backupDir, name), 'x');
    writeFileSync(join(backupDir, `${names[0]}.partial-999999999`), 'x');
    pruneBackups(backupDir, 14, now);
    expect(listBackups(backupDir).map((b) => b.file)).toEqual(names.slice(0, 3));
    expect(pruneBackups(join(backupDir, 'old'), 14, now)).toEqual([]);
  });
});

describe('a restore that cannot succeed leaves the target empty', () => {
  it('refuses cut, altered, wrong-key and newer-schema archives, and a purge does not reach a backup', async () => {
    const backupKey = generateKey();
    const t = await startTestApp('pglite', { config: testConfig({ backupDir: dir, backupKey }) });
    let good: string;
    let future: string;
    let clientId: number;
    let sealedByKey: string;
    let sourceKey: string;
    try {
      const cookie = await sessionCookie(t, await createUser(t, { role: 'admin' }));
      const created = await call(t.app, 'POST', '/api/clients', {
        cookie,
        body: { firstName: 'Purged', lastName: 'Later', ssn: '900-55-9999' },
      });
      clientId = created.json().id as number;
      expect((await call(t.app, 'DELETE', `/api/clients/${clientId}`, { cookie })).statusCode).toBe(200);
      good = (await takeBackup(t.app.deps)).path;
      expect((await call(t.app, 'POST', `/api/clients/${clientId}/purge`, { cookie })).statusCode).toBe(200);
      expect(await t.db.db.selectFrom('clients').select('id').where('id', '=', clientId).execute()).toEqual([]);
      await sql`insert into kysely_migration (name, timestamp) values ('9999-future-migration', 'now')`.execute(
        t.db.db,
      );
      const ring = t.app.deps.keyRing;
      sealedByKey = (await writeBackup(t.db, { backupDir: dir }, ring, { out: join(dir, 'by-key.pdbk') })).path;
      sourceKey = currentKeyOf(ring);
      t.clock.advance(1000);
      future = (await takeBackup(t.app.deps)).path;
    } finally {
      await t.close();
    }
    const bytes = readFileSync(good);
    const cut = join(dir, 'cut.pdbk');
    writeFileSync(cut, bytes.subarray(0, bytes.length - 100));
    const flipped = join(dir, 'flipped.pdbk');
    writeFileSync(flipped, Buffer.from(bytes.map((b, i) => (i === Math.floor(bytes.length / 2) ? b ^ 0x10 : b))));
    const cases: Array<[string, string, string, RegExp]> = [
      ['cut', cut, backupKey, /cut short|damaged/],
      ['bit flip', flipped, backupKey, /damaged or altered/],
      ['wrong key', good, generateKey(), /Wrong key/],
      ['newer schema', future, backupKey, /newer version/],
    ];
    for (const [name, file, key, message] of cases) {
      const dataDir = join(dir, `target-${name.replace(' ', '-')}`);
      await expect(restoreBackup({ dataDir, backupKey: key }, file), name).rejects.toThrow(message);
      expect(existsSync(dataDir), name).toBe(false);
    }
    // Without BACKUP_KEY the source's encryption key seals the archive: a target with a key of its
    // own names the source's in ENCRYPTION_KEYS_OLD.
    const own = generateKey();
    await expect(openVerified(sealedByKey, { encryptionKey: own })).rejects.toThrow(/Wrong key/);
    const opened = await openVerified(sealedByKey, { encryptionKey: own, encryptionKeysOld: `abc:${sourceKey}` });
    expect(opened.sourceKey).toBe(sourceKey);
    expect(opened.secret.sealedBy).toBe('ENCRYPTION_KEY');
    // The backup taken before the purge still holds the soft-deleted client.
    const target = await createTestDatabase('pglite', { empty: true });
    try {
      await restoreInto(target, await openVerified(good, { backupKey }), generateKey());
      const row = await target.db
        .selectFrom('clients')
        .select(['id', 'deletedAt'])
        .where('id', '=', clientId)
        .executeTakeFirst();
      expect(row?.deletedAt).toBeTruthy();
    } finally {
      await target.close();
    }
  });
});
