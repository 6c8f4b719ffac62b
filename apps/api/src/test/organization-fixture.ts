import type { DatabaseKind } from '@app/db';
import { afterAll, beforeAll } from 'vitest';
import { call, createUser, sessionCookie, startTestApp, type TestApp } from './helpers';

/** An organization with an editor, a reader and a user without organization access, for a sub-feature's tests. */
export interface OrganizationFixture {
  editor: string;
  reader: string;
  outsider: string;
  orgId: number;
}

/** `withClients`: the editor and the reader may also read clients (a sub-feature showing client details needs it). */
export async function organizationFixture(
  t: TestApp,
  businessDba = 'Services Co',
  withClients = false,
): Promise<OrganizationFixture> {
  const clientFlags = withClients ? (['canAccessClients'] as const) : [];
  const editor = await sessionCookie(
    t,
    await createUser(t, { flags: ['canAccessOrganizations', 'canEditOrganizations', ...clientFlags] }),
  );
  const reader = await sessionCookie(t, await createUser(t, { flags: ['canAccessOrganizations', ...clientFlags] }));
  const outsider = await sessionCookie(t, await createUser(t, { flags: ['canAccessClients'] }));
  const res = await call(t.app, 'POST', '/api/organizations', {
    cookie: editor,
    body: { businessDba, servicesPurchased: ['Payroll & HR'] },
  });
  if (res.statusCode !== 201) throw new Error(`organization fixture: ${res.statusCode} ${res.body}`);
  return { editor, reader, outsider, orgId: res.json().id };
}

/**
 * The app on `kind` and an organization fixture, for a sub-feature's tests on one database kind:
 * made before the tests (before the caller's own beforeAll), closed after. Read its fields in tests
 * and hooks only.
 */
export function organizationTestbed(
  kind: DatabaseKind,
  businessDba?: string,
  withClients?: boolean,
): OrganizationFixture & { t: TestApp } {
  const bed = {} as OrganizationFixture & { t: TestApp };
  beforeAll(async () => {
    bed.t = await startTestApp(kind);
    Object.assign(bed, await organizationFixture(bed.t, businessDba, withClients));
  });
  afterAll(() => bed.t?.close());
  return bed;
}
