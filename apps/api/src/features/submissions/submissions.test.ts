import { testDatabaseKinds } from '@app/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ORIGIN,
  call,
  createUser,
  sessionCookie,
  startTestApp,
  trpcData,
  trpcMutation,
  trpcQuery,
  type TestApp,
} from '../../test/helpers';
import {
  PDF_BYTES,
  PNG_DATA_URL,
  employeeAuthorization,
  paymentAuthorization,
} from '../public-forms/public-forms.fixtures';

describe.each(testDatabaseKinds())('submissions (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  let clientEditor: string;
  let reader: string;
  let outsider: string;
  let employeeId: number;
  let paymentId: number;
  let quoteId: number;
  let clientId: number;
  let organizationId: number;
  let ip = 0;

  const submit = async (formId: string, body: Record<string, unknown>) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/public-forms/${formId}`,
      remoteAddress: `10.1.0.${++ip}`,
      headers: { origin: ORIGIN },
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await sessionCookie(t, await createUser(t, { role: 'admin' }));
    clientEditor = await sessionCookie(t, await createUser(t, { flags: ['canAccessClients', 'canEditClients'] }));
    reader = await sessionCookie(t, await createUser(t, { flags: ['canAccessClients'] }));
    outsider = await sessionCookie(t, await createUser(t, { flags: ['canAccessProjects'] }));
    employeeId = await submit('employee-deposit-authorization', employeeAuthorization());
    t.clock.advance(60_000);
    paymentId = await submit('recurring-payment-authorization', paymentAuthorization());
    t.clock.advance(60_000);
    const quote = await t.db.db
      .insertInto('submissions')
      .values({
        type: 'quote',
        title: 'Quote Request - Harbor Cafe',
        category: 'General',
        fields: JSON.stringify({ businessName: 'Harbor Cafe', contactPerson: 'Bo Chen', email: 'bo@harbor.test' }),
        submittedAt: t.clock.now() as never,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    quoteId = quote.id;
    clientId = (
      await call(t.app, 'POST', '/api/clients', { cookie: admin, body: { firstName: 'Ana', lastName: 'Lopez' } })
    ).json().id;
    organizationId = (
      await call(t.app, 'POST', '/api/organizations', { cookie: admin, body: { businessDba: 'Lopez Bakery' } })
    ).json().id;
  });
  afterAll(() => t?.close());

  it('lists newest first as a bare array, with type filter, search and keyset paging', async () => {
    const res = await call(t.app, 'GET', '/api/submissions', { cookie: reader });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((s: { id: number }) => s.id)).toEqual([quoteId, paymentId, employeeId]);
    expect(list[2]).toEqual({
      type: 'employee-auth',
      id: employeeId,
      formId: 'employee-deposit-authorization',
      title: 'Employee Authorization for Automatic Deposits - Ana Lopez',
      category: 'WageWhiz',
      submittedAt: '2026-03-02T17:00:00.000Z',
      clientId: null,
      organizationId: null,
      linkedClient: null,
      linkedOrganization: null,
      linkedAt: null,
    });
    expect((await call(t.app, 'GET', '/api/submissions?type=quote', { cookie: reader })).json()).toHaveLength(1);
    expect(
      (await call(t.app, 'GET', '/api/submissions?search=harbor', { cookie: reader }))
        .json()
        .map((s: { id: number }) => s.id),
    ).toEqual([quoteId]);
    expect(
      (await call(t.app, 'GET', `/api/submissions?limit=1&cursor=${paymentId}`, { cookie: reader }))
        .json()
        .map((s: { id: number }) => s.id),
    ).toEqual([employeeId]);
    const page = trpcData<{ items: unknown[]; nextCursor: number | null }>(
      await trpcQuery(t.app, 'submissions.list', { limit: 2 }, reader),
    );
    expect(page.nextCursor).toBe(paymentId);
    expect((await call(t.app, 'GET', '/api/submissions?type=letter', { cookie: reader })).json()).toEqual({
      message: 'type: type must be one of contact, quote, service, employee-auth, payment-auth',
    });
  });

  it('needs a session and clients access', async () => {
    expect((await call(t.app, 'GET', '/api/submissions')).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/submissions', { cookie: outsider })).statusCode).toBe(403);
    expect(
      (await call(t.app, 'GET', `/api/submissions/employee-auth/${employeeId}`, { cookie: outsider })).statusCode,
    ).toBe(403);
  });

  it('answers the detail with every field of its type, masked numbers, the signature image and the file link', async () => {
    const res = await call(t.app, 'GET', `/api/submissions/employee-auth/${employeeId}`, { cookie: reader });
    expect(res.statusCode).toBe(200);
    const detail = res.json();
    expect(detail).toMatchObject({
      id: employeeId,
      type: 'employee-auth',
      employerName: 'Harbor Cafe LLC',
      firstName: 'Ana',
      middleName: null,
      lastName: 'Lopez',
      accountType: 'checking',
      percentageDeposit: 100,
      bankName: 'JPMorgan Chase',
      routingNumber: '****1627',
      accountNumber: '****6789',
      signatureNames: 'Ana Lopez',
      signature: PNG_DATA_URL,
      signatureDate: '2026-03-02',
      voidCheck: `/api/submissions/employee-auth/${employeeId}/files/voidCheck`,
    });
    expect(detail.files.voidCheck).toMatchObject({ mimeType: 'application/pdf', sizeBytes: PDF_BYTES.length });
    expect(res.body).not.toContain('322271627');
    const payment = (await call(t.app, 'GET', `/api/submissions/payment-auth/${paymentId}`, { cookie: reader })).json();
    expect(payment).toMatchObject({
      streetAddress2: 'Suite 4',
      state: 'California',
      titlePosition: 'Owner',
      accountNumber: '****4321',
      signature: null,
    });
    expect((await call(t.app, 'GET', `/api/submissions/quote/${employeeId}`, { cookie: reader })).json()).toEqual({
      message: 'Submission not found',
    });
    expect((await call(t.app, 'GET', `/api/submissions/quote/${2 ** 31}`, { cookie: reader })).statusCode).toBe(400);
  });

  it('serves the void check from its stored bytes', async () => {
    const res = await call(t.app, 'GET', `/api/submissions/employee-auth/${employeeId}/files/voidCheck`, {
      cookie: reader,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    // A PDF may carry JavaScript: a download in a sandbox, never opened inline.
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="/);
    expect(res.headers['content-security-policy']).toMatch(/^sandbox;/);
    expect(res.rawPayload.equals(PDF_BYTES)).toBe(true);
    expect(
      (
        await call(t.app, 'GET', `/api/submissions/payment-auth/${paymentId}/files/voidCheck`, { cookie: reader })
      ).json(),
    ).toEqual({ message: 'File not found' });
    expect(
      (await call(t.app, 'GET', `/api/submissions/employee-auth/${employeeId}/files/voidCheck`, { cookie: outsider }))
        .statusCode,
    ).toBe(403);
  });

  it('reveals a bank number in clear and writes the audit log', async () => {
    const res = await call(t.app, 'POST', `/api/submissions/employee-auth/${employeeId}/reveal`, {
      cookie: reader,
      body: { field: 'accountNumber' },
    });
    expect(res.json()).toEqual({ value: '000123456789' });
    const viaTrpc = trpcData<{ value: string }>(
      await trpcMutation(
        t.app,
        'submissions.reveal',
        { type: 'employee-auth', id: employeeId, field: 'routingNumber' },
        reader,
      ),
    );
    expect(viaTrpc.value).toBe('322271627');
    const entries = await t.db.db
      .selectFrom('auditLog')
      .select(['action', 'entityType', 'entityId', 'fields'])
      .where('entityType', '=', 'submission')
      .where('action', '=', 'reveal')
      .execute();
    expect(entries.map((e) => e.fields)).toEqual([['accountNumber'], ['routingNumber']]);
    expect(JSON.stringify(entries)).not.toContain('000123456789');
    expect(
      (
        await call(t.app, 'POST', `/api/submissions/employee-auth/${employeeId}/reveal`, {
          cookie: reader,
          body: { field: 'ssn' },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('links to a client and an organization, unlinks, and shows on the profiles', async () => {
    const linked = await call(t.app, 'POST', `/api/submissions/employee-auth/${employeeId}/link-client`, {
      cookie: clientEditor,
      body: { clientId },
    });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json()).toMatchObject({
      clientId,
      organizationId: null,
      linkedClient: { id: clientId, fullName: 'Ana Lopez' },
    });
    expect((await call(t.app, 'GET', `/api/clients/${clientId}/submissions`, { cookie: reader })).json()).toEqual([
      expect.objectContaining({
        id: employeeId,
        type: 'employee-auth',
        title: 'Employee Authorization for Automatic Deposits - Ana Lopez',
      }),
    ]);
    expect(
      (await call(t.app, 'GET', '/api/submissions?linked=unlinked', { cookie: reader }))
        .json()
        .map((s: { id: number }) => s.id),
    ).toEqual([quoteId, paymentId]);

    // The client editor may not touch organizations; the admin moves the link there.
    expect(
      (
        await call(t.app, 'POST', `/api/submissions/employee-auth/${employeeId}/link-organization`, {
          cookie: clientEditor,
          body: { organizationId },
        })
      ).statusCode,
    ).toBe(403);
    const moved = await call(t.app, 'POST', `/api/submissions/employee-auth/${employeeId}/link-organization`, {
      cookie: admin,
      body: { organizationId },
    });
    expect(moved.json()).toMatchObject({
      clientId: null,
      organizationId,
      linkedOrganization: { id: organizationId, businessDba: 'Lopez Bakery' },
    });
    expect((await call(t.app, 'GET', `/api/clients/${clientId}/submissions`, { cookie: reader })).json()).toEqual([]);
    expect(
      (await call(t.app, 'GET', `/api/organizations/${organizationId}/submissions`, { cookie: admin })).json(),
    ).toHaveLength(1);
    // Unlinking an organization's submission needs the organizations edit right.
    expect(
      (await call(t.app, 'POST', `/api/submissions/employee-auth/${employeeId}/unlink`, { cookie: clientEditor }))
        .statusCode,
    ).toBe(403);
    const unlinked = await call(t.app, 'POST', `/api/submissions/employee-auth/${employeeId}/unlink`, {
      cookie: admin,
    });
    expect(unlinked.json()).toMatchObject({
      clientId: null,
      organizationId: null,
      linkedClient: null,
      linkedOrganization: null,
    });
    const audit = await t.db.db
      .selectFrom('auditLog')
      .select('action')
      .where('entityType', '=', 'submission')
      .where('entityId', '=', String(employeeId))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['reveal', 'reveal', 'link', 'link', 'unlink']);
  });

  it('validates links: a choice is needed, unknown profiles are 404, readers may not link', async () => {
    const url = `/api/submissions/payment-auth/${paymentId}/link-client`;
    expect((await call(t.app, 'POST', url, { cookie: clientEditor, body: {} })).json()).toEqual({
      message: 'clientId: Please select a client',
    });
    expect((await call(t.app, 'POST', url, { cookie: clientEditor, body: { clientId: 999999 } })).json()).toEqual({
      message: 'Client not found',
    });
    expect((await call(t.app, 'POST', url, { cookie: reader, body: { clientId } })).statusCode).toBe(403);
    expect(
      (
        await call(t.app, 'POST', `/api/submissions/payment-auth/999999/link-client`, {
          cookie: clientEditor,
          body: { clientId },
        })
      ).statusCode,
    ).toBe(404);
    const viaTrpc = trpcData<{ clientId: number }>(
      await trpcMutation(
        t.app,
        'submissions.linkClient',
        { type: 'payment-auth', id: paymentId, clientId },
        clientEditor,
      ),
    );
    expect(viaTrpc.clientId).toBe(clientId);
    expect(
      trpcData<{ clientId: null }>(
        await trpcMutation(t.app, 'submissions.unlink', { type: 'payment-auth', id: paymentId }, clientEditor),
      ).clientId,
    ).toBeNull();
  });

  it('creates a profile from a submission and links it, once', async () => {
    const res = await call(t.app, 'POST', `/api/submissions/payment-auth/${paymentId}/create-profile`, {
      cookie: clientEditor,
      body: {},
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created.profile).toMatchObject({
      type: 'client',
      name: 'Bo Chen',
      displayId: expect.stringMatching(/^A\d{4,}$/),
    });
    expect(created.submission).toMatchObject({ clientId: created.profile.id, linkedClient: { fullName: 'Bo Chen' } });
    expect((await call(t.app, 'GET', `/api/clients/${created.profile.id}`, { cookie: reader })).json()).toMatchObject({
      firstName: 'Bo',
      lastName: 'Chen',
    });
    const again = await call(t.app, 'POST', `/api/submissions/payment-auth/${paymentId}/create-profile`, {
      cookie: clientEditor,
      body: {},
    });
    expect(again.statusCode).toBe(409);

    // A quote becomes an organization, which the client editor may not create.
    expect(
      (
        await call(t.app, 'POST', `/api/submissions/quote/${quoteId}/create-profile`, {
          cookie: clientEditor,
          body: {},
        })
      ).statusCode,
    ).toBe(403);
    const org = await call(t.app, 'POST', `/api/submissions/quote/${quoteId}/create-profile`, {
      cookie: admin,
      body: {},
    });
    expect(org.json().profile).toMatchObject({ type: 'organization', name: 'Harbor Cafe' });
    expect(
      (
        await call(t.app, 'GET', `/api/organizations/${org.json().profile.id}/submissions`, { cookie: admin })
      ).json()[0],
    ).toMatchObject({ id: quoteId });
  });
});
