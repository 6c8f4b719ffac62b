import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from './testing';

// Migration 2026-11-29T1110-data-versions: each committing transaction bumps the version rows once.
describe.each(testDatabaseKinds())('data versions on %s', (kind) => {
  let handle: TestDatabase;
  beforeAll(async () => {
    handle = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await handle?.close();
  });

  const versions = async () => {
    const rows = await handle.db.selectFrom('dataVersions').select(['id', 'version']).orderBy('id').execute();
    return rows.map((r) => Number(r.version));
  };

  it('bumps row 1 once per committed transaction, row 2 only for what sessions depend on', async () => {
    const [data0, session0] = await versions();
    await handle.db.transaction().execute(async (trx) => {
      for (const name of ['a', 'b', 'c'])
        await trx.insertInto('referralSources').values({ firstName: name, fullName: name }).execute();
    });
    expect(await versions()).toEqual([data0! + 1, session0]);
    await handle.db
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('referralSources').values({ firstName: 'x', fullName: 'x' }).execute();
        throw new Error('rolled back');
      })
      .catch(() => {});
    expect(await versions()).toEqual([data0! + 1, session0]);
    const user = await handle.db
      .insertInto('users')
      .values({ username: `dv-${kind}`, passwordHash: 'x' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await versions()).toEqual([data0! + 2, session0! + 1]);
    await handle.db
      .insertInto('sessions')
      .values({ id: `dv-${kind}`, userId: user.id, expiresAt: sql`now() + interval '1 day'` as never })
      .execute();
    await handle.db
      .updateTable('sessions')
      .set({ expiresAt: sql`now() + interval '2 days'` as never })
      .where('id', '=', `dv-${kind}`)
      .execute();
    expect(await versions()).toEqual([data0! + 2, session0! + 1]);
    await handle.db.deleteFrom('sessions').where('id', '=', `dv-${kind}`).execute();
    expect(await versions()).toEqual([data0! + 2, session0! + 2]);
  });
});
