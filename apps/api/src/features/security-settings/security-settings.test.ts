import { testDatabaseKinds } from '@app/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createUser,
  sessionCookie,
  startTestApp,
  trpcData,
  trpcError,
  trpcMutation,
  trpcQuery,
  type TestApp,
} from '../../test/helpers';
import type { UserRow } from '../users/users.repo';

// Settings > Security (admin): the firm-wide switches. What each switch does is tested where it acts:
// requireMfa in mfa/mfa.test.ts, keepCardSecurityCodes in profile-records/profile-records.test.ts.
describe.each(testDatabaseKinds())('security settings (%s)', (kind) => {
  let t: TestApp;
  let admin: UserRow;
  let adminCookie: string;
  let cookie: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await createUser(t, { role: 'admin' });
    adminCookie = await sessionCookie(t, admin);
    cookie = await sessionCookie(t, await createUser(t));
  });
  afterAll(() => t?.close());

  it('only an admin reads and changes the switch', async () => {
    expect((await trpcQuery(t.app, 'securitySettings.get', undefined, cookie)).statusCode).toBe(403);
    expect(trpcData(await trpcQuery(t.app, 'securitySettings.get', undefined, adminCookie))).toEqual({
      requireMfa: false,
      keepCardSecurityCodes: true,
    });
    expect((await trpcMutation(t.app, 'securitySettings.update', { requireMfa: true }, cookie)).statusCode).toBe(403);
  });

  it('every signed-in user reads the card policy', async () => {
    expect(trpcData(await trpcQuery(t.app, 'securitySettings.cardPolicy', undefined, cookie))).toEqual({
      keepCardSecurityCodes: true,
    });
  });

  it('refuses an empty or mistyped update with a 400', async () => {
    const empty = await trpcMutation(t.app, 'securitySettings.update', {}, adminCookie);
    expect(empty.statusCode).toBe(400);
    expect(trpcError(empty).message).toMatch(/Nothing to update/);
    const mistyped = await trpcMutation(t.app, 'securitySettings.update', { requireMfa: 'yes' }, adminCookie);
    expect(mistyped.statusCode).toBe(400);
    expect(trpcError(mistyped).message).toMatch(/requireMfa/);
  });

  it('saves one switch and audits the change', async () => {
    const on = await trpcMutation(t.app, 'securitySettings.update', { requireMfa: true }, adminCookie);
    expect(trpcData(on)).toEqual({ requireMfa: true, keepCardSecurityCodes: true });
    const rows = await t.db.db.selectFrom('auditLog').selectAll().where('action', '=', 'settings_update').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.fields).toEqual(['requireMfa']);
    expect(rows[0]!.userId).toBe(admin.id);
  });
});
