import { createTestDatabase, testDatabaseKinds } from '@app/db';
import { describe, expect, it } from 'vitest';
import { systemCtx } from '../../core/service-context';
import { buildServer } from '../../app/server';
import { testConfig } from '../../test/helpers';
import { verifyPassword } from '../../security/password';
import { bootstrapAdmin } from './bootstrap';

describe.each(testDatabaseKinds())('bootstrap admin (%s)', (kind) => {
  async function withApp(
    config: Parameters<typeof testConfig>[0],
    fn: (deps: ReturnType<typeof systemCtx>) => Promise<void>,
  ) {
    const db = await createTestDatabase(kind);
    const app = await buildServer({ db, config: testConfig(config) });
    try {
      await fn(systemCtx(app.deps));
    } finally {
      await app.close();
      await db.close();
    }
  }

  it('creates ADMIN_USERNAME/ADMIN_PASSWORD on an empty database, once', async () => {
    await withApp({ adminUsername: 'boss', adminPassword: 'Boss123!' }, async (deps) => {
      expect(await bootstrapAdmin(deps)).toEqual({ created: { username: 'boss', generatedPassword: undefined } });
      const row = await deps.db.selectFrom('users').selectAll().executeTakeFirstOrThrow();
      expect(row.role).toBe('admin');
      expect(await verifyPassword(row.passwordHash, 'Boss123!')).toBe(true);
      expect(
        await deps.db
          .selectFrom('userSettings')
          .select('sessionTimeout')
          .where('userId', '=', row.id)
          .executeTakeFirstOrThrow(),
      ).toEqual({ sessionTimeout: 30 });
      expect(await bootstrapAdmin(deps)).toEqual({});
    });
  });

  it('creates admin with a random password when neither is set', async () => {
    await withApp({}, async (deps) => {
      const result = await bootstrapAdmin(deps);
      expect(result.created?.username).toBe('admin');
      const password = result.created!.generatedPassword!;
      expect(password.length).toBeGreaterThanOrEqual(20);
      const row = await deps.db.selectFrom('users').selectAll().executeTakeFirstOrThrow();
      expect(await verifyPassword(row.passwordHash, password)).toBe(true);
    });
  });

  it('refuses only one of the two', async () => {
    await withApp({ adminUsername: 'half' }, async (deps) => {
      await expect(bootstrapAdmin(deps)).rejects.toThrow(/both ADMIN_USERNAME and ADMIN_PASSWORD/);
    });
  });
});
