import { call, createUser, sessionCookie, type TestApp } from './helpers';

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
