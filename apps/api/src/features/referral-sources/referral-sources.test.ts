import { testDatabaseKinds } from '@app/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createUser, sessionCookie, startTestApp, type TestApp } from '../../test/helpers';

describe.each(testDatabaseKinds())('referral partners (%s)', (kind) => {
  let t: TestApp;
  let cookie: string;
  let clientsOnly: string;
  let nobody: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    cookie = await sessionCookie(
      t,
      await createUser(t, {
        flags: ['canAccessReferralSources', 'canAccessClients', 'canEditClients', 'canAccessOrganizations'],
      }),
    );
    clientsOnly = await sessionCookie(t, await createUser(t, { flags: ['canAccessClients'] }));
    nobody = await sessionCookie(t, await createUser(t));
  });
  afterAll(() => t?.close());

  const req = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, as = cookie) =>
    call(t.app, method, url, { cookie: as, body });

  it('creates with cleaned names and full name, requires a first name, masks and reveals the SSN', async () => {
    expect((await req('POST', '/api/referral-sources', { lastName: 'X' })).json().message).toBe(
      'firstName: First name is required',
    );
    const res = await req('POST', '/api/referral-sources', {
      firstName: ' jane ',
      lastName: 'DOE',
      email: 'jane@partner.example',
      phone: '555-111-2222',
      ssn: '900-44-5555',
      fullName: 'x',
    });
    expect(res.statusCode).toBe(201);
    const r = res.json();
    expect(r).toMatchObject({
      firstName: 'Jane',
      lastName: 'Doe',
      fullName: 'Jane Doe',
      phone: '5551112222',
      ssn: '****5555',
    });
    expect(r.displayId).toBe(`R${String(r.id).padStart(4, '0')}`);
    expect((await req('POST', `/api/referral-sources/${r.id}/reveal`, { field: 'ssn' })).json()).toEqual({
      value: '900445555',
    });
    const upd = await req('PUT', `/api/referral-sources/${r.id}`, { middleName: 'q', ssn: '****5555' });
    expect(upd.json()).toMatchObject({ fullName: 'Jane Q Doe', ssn: '****5555' });
    expect((await req('GET', `/api/referral-sources/${r.id}`)).json().fullName).toBe('Jane Q Doe');
    expect((await req('GET', '/api/referral-sources/999999')).statusCode).toBe(404);
  });

  it('lists full records for partner access, names only for client pickers, 403 otherwise; searchable', async () => {
    await req('POST', '/api/referral-sources', {
      firstName: 'Searchable',
      lastName: 'Partner',
      organizationName: 'Findme Realty',
    });
    const full = (await req('GET', '/api/referral-sources?search=searchable')).json();
    expect(full[0]).toMatchObject({ fullName: 'Searchable Partner', organizationName: 'Findme Realty' });
    const names = (await req('GET', '/api/referral-sources?search=findme', undefined, clientsOnly)).json();
    expect(names).toEqual([{ id: full[0].id, displayId: full[0].displayId, fullName: 'Searchable Partner' }]);
    expect((await req('GET', '/api/referral-sources', undefined, nobody)).statusCode).toBe(403);
    expect((await req('GET', `/api/referral-sources/${full[0].id}`, undefined, clientsOnly)).statusCode).toBe(403);
  });

  it('answers referred clients and organizations with Date Added, sortable', async () => {
    const r = (await req('POST', '/api/referral-sources', { firstName: 'Referrer' })).json();
    await req('POST', '/api/clients', { firstName: 'Zed', lastName: 'Referred', referralSourceId: r.id });
    t.clock.advance(60_000);
    await req('POST', '/api/clients', { firstName: 'Amy', lastName: 'Referred', referralSourceId: r.id });
    expect(
      (await req('POST', '/api/clients', { firstName: 'No', lastName: 'Partner', referralSourceId: 999999 })).json()
        .message,
    ).toBe('referralSourceId: Referral partner not found');
    const byName = (await req('GET', `/api/referral-sources/${r.id}/clients?sort=name`)).json();
    expect(byName.map((c: { fullName: string }) => c.fullName)).toEqual(['Amy Referred', 'Zed Referred']);
    expect(byName[0].createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect((await req('GET', `/api/referral-sources/${r.id}/organizations`)).json()).toEqual([]);
    const client = (await req('GET', '/api/clients?search=zed referred')).json()[0];
    expect(client).toMatchObject({ referralSourceId: r.id, referralSourceName: 'Referrer' });
    await req('POST', '/api/clients', { firstName: 'Walk', lastName: 'In' });
    const firstPage = (await req('GET', '/api/clients?limit=100')).json() as {
      id: number;
      referralSourceId: number | null;
      referralSourceName: string | null;
    }[];
    expect(firstPage.find((c) => c.id === client.id)).toMatchObject({ referralSourceName: 'Referrer' });
    expect(firstPage.filter((c) => c.referralSourceId === null).every((c) => c.referralSourceName === null)).toBe(true);
    expect(firstPage.some((c) => c.referralSourceId === null)).toBe(true);
  });

  it('keeps at most one commission payment method (409), masked, revealable, editable, deletable', async () => {
    const r = (await req('POST', '/api/referral-sources', { firstName: 'Paid' })).json();
    const base = `/api/referral-sources/${r.id}/payment-methods`;
    expect(
      (await req('POST', base, { type: 'checking', routingNumber: '123', accountNumber: '1' })).json().message,
    ).toBe('routingNumber: Routing number must be exactly 9 digits');
    const pm = await req('POST', base, {
      type: 'checking',
      accountHolderName: 'Paid',
      routingNumber: '026009593',
      accountNumber: '998877665',
    });
    expect(pm.statusCode).toBe(201);
    expect(pm.json()).toMatchObject({
      isPrimary: true,
      bankName: 'Bank of America',
      routingNumber: '****9593',
      accountNumber: '****7665',
    });
    const second = await req('POST', base, { type: 'digital', digitalType: 'venmo' });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('A referral partner can have only one payment method');
    expect((await req('POST', `${base}/${pm.json().id}/reveal`)).json()).toMatchObject({
      routingNumber: '026009593',
      accountNumber: '998877665',
    });
    const edited = await req('PUT', `${base}/${pm.json().id}`, {
      type: 'digital',
      digitalType: 'paypal',
      digitalEmail: 'p@example.com',
    });
    expect(edited.json()).toMatchObject({ type: 'digital', digitalType: 'paypal', routingNumber: null });
    expect((await req('PUT', `${base}/${pm.json().id}/set-primary`)).json().isPrimary).toBe(true);
    expect((await req('DELETE', `${base}/${pm.json().id}`)).json()).toEqual({ ok: true });
    expect((await req('GET', base)).json()).toEqual([]);
    expect((await req('POST', base, { type: 'digital', digitalType: 'zelle' })).statusCode).toBe(201);
  });
  it("answers a partner's card in the partner's words and audits it as the partner's method", async () => {
    const r = (await req('POST', '/api/referral-sources', { firstName: 'Carded' })).json();
    const base = `/api/referral-sources/${r.id}/payment-methods`;
    const res = await req('POST', base, {
      type: 'credit_card',
      cardholderName: 'Carded',
      cardNumber: '4111 1111 1111 1111',
      expirationDate: '12/30',
      securityCode: '123',
    });
    expect(res.statusCode).toBe(201);
    const pm = res.json();
    expect(Object.keys(pm).sort()).toEqual(
      [
        'accountHolderName',
        'accountNumber',
        'bankName',
        'cardBrand',
        'cardNumber',
        'cardholderName',
        'createdAt',
        'digitalEmail',
        'digitalType',
        'expirationDate',
        'id',
        'isPrimary',
        'routingNumber',
        'securityCode',
        'type',
        'updatedAt',
      ].sort(),
    );
    expect(pm).toMatchObject({
      type: 'credit_card',
      isPrimary: true,
      cardholderName: 'Carded',
      cardNumber: '****1111',
      expirationDate: '****',
      securityCode: '****',
    });
    const kept = await req('PUT', `${base}/${pm.id}`, {
      type: 'credit_card',
      cardholderName: 'C. Carded',
      cardNumber: '****1111',
      expirationDate: '****',
      securityCode: '****',
    });
    expect(kept.json()).toMatchObject({
      cardholderName: 'C. Carded',
      cardNumber: '****1111',
      expirationDate: '****',
      securityCode: '****',
    });
    expect((await req('POST', `${base}/${pm.id}/reveal`)).json()).toMatchObject({
      cardNumber: '4111111111111111',
      expirationDate: '12/30',
      securityCode: '123',
    });
    const audit = await t.db.db
      .selectFrom('auditLog')
      .select(['action', 'entityType', 'fields', 'detail'])
      .where('entityId', '=', String(pm.id))
      .where('entityType', '=', 'referral_source_payment_method')
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'reveal']);
    expect(audit[0]).toMatchObject({
      fields: ['type', 'cardholderName', 'isPrimary', 'cardNumber', 'expirationDate', 'securityCode'],
      detail: { referralSourceId: r.id },
    });
    expect(audit[2]!.fields).toEqual(['cardNumber', 'expirationDate', 'securityCode']);
  });
});
