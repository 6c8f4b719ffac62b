import { testDatabaseKinds } from '@app/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createUser, sessionCookie, startTestApp, type TestApp } from '../test/helpers';

// Issue 10 item 4: a masked value sent back never replaces a secret; an empty one clears it, a
// real one replaces it. Profiles, logins and merchant accounts here; payment methods in
// masked-values-payments.test.ts; the binding of envelopes to their rows in sealed-rows.test.ts.

/** Masked forms a screen may send back besides the one the API answered. */
const OTHER_MASKS = ['****', '••••', '•••'];

describe.each(testDatabaseKinds())('masked values sent back (%s)', (kind) => {
  let t: TestApp;
  let cookie: string;
  let clientId: number;
  const req = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, body?: unknown) =>
    call(t.app, method, url, { cookie, body });
  const ok = async (method: 'POST' | 'PUT' | 'PATCH', url: string, body: unknown) => {
    const res = await req(method, url, body);
    expect(res.statusCode, `${method} ${url} ${JSON.stringify(body)}: ${res.body}`).toBeLessThan(300);
    return res.json();
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    cookie = await sessionCookie(t, await createUser(t, { role: 'admin' }));
    clientId = (await ok('POST', '/api/clients', { firstName: 'Mask', lastName: 'Test', ssn: '123456789' })).id;
  });
  afterAll(() => t?.close());

  it("keeps a client's SSN when its masked form comes back; empty clears, a new one replaces", async () => {
    const url = `/api/clients/${clientId}`;
    const read = (await req('GET', url)).json();
    expect(read.ssn).toBe('****6789');
    const spouse = await ok('POST', '/api/clients', { firstName: 'Spouse', lastName: 'Test' });
    await ok('POST', `/api/clients/${spouse.id}/spouses`, { spouseId: clientId, relationshipType: 'Married' });
    const asSpouse = (await req('GET', `/api/clients/${spouse.id}/spouses`)).json()[0].spouse.ssn;
    expect(asSpouse).toBe('****6789');
    for (const ssn of [read.ssn, asSpouse, '***-**-6789', ...OTHER_MASKS]) {
      expect((await ok('PUT', url, { ssn, firstName: 'Masked' })).ssn).toBe('****6789');
    }
    const reveal = async () => (await ok('POST', `${url}/reveal`, { field: 'ssn' })).value;
    expect(await reveal()).toBe('123456789');
    expect((await ok('PUT', url, { ssn: '987-65-4321' })).ssn).toBe('****4321');
    expect(await reveal()).toBe('987654321');
    expect((await ok('PUT', url, { ssn: '' })).ssn).toBeNull();
    expect(await reveal()).toBeNull();
    await ok('PUT', url, { ssn: '123456789' });
  });

  it("keeps a referral partner's SSN when its masked form comes back", async () => {
    const partner = await ok('POST', '/api/referral-sources', {
      firstName: 'Masked',
      lastName: 'Partner',
      ssn: '111-22-3333',
    });
    expect(partner.ssn).toBe('****3333');
    const url = `/api/referral-sources/${partner.id}`;
    for (const ssn of [partner.ssn, '***-**-3333', ...OTHER_MASKS]) {
      expect((await ok('PUT', url, { ssn, phone: '5551234567' })).ssn).toBe('****3333');
    }
    const reveal = async () => (await ok('POST', `${url}/reveal`, { field: 'ssn' })).value;
    expect(await reveal()).toBe('111223333');
    await ok('PUT', url, { ssn: '444556666' });
    expect(await reveal()).toBe('444556666');
    expect((await ok('PUT', url, { ssn: null })).ssn).toBeNull();
    expect(await reveal()).toBeNull();
  });

  it("keeps an organization's SSN-type tax id when its masked form comes back", async () => {
    const org = await ok('POST', '/api/organizations', {
      businessDba: 'Masked Org',
      einType: 'ssn',
      ein: '222-33-4444',
    });
    expect(org.ein).toBe('****4444');
    const url = `/api/organizations/${org.id}`;
    const listed = (await req('GET', '/api/organizations?search=Masked%20Org')).json();
    const fromList = (Array.isArray(listed) ? listed : listed.items).find((o: { id: number }) => o.id === org.id)?.ein;
    const forms = [org.ein, '***-**-4444', ...OTHER_MASKS, ...(fromList ? [fromList] : [])];
    for (const [i, ein] of forms.entries()) {
      expect((await ok('PUT', url, { ein, businessPhone: `555000000${i}` })).ein).toBe('****4444');
    }
    const reveal = async () => (await ok('POST', `${url}/reveal`, { field: 'ein' })).value;
    expect(await reveal()).toBe('222334444');
    await ok('PUT', url, { ein: '555667777' });
    expect(await reveal()).toBe('555667777');
    expect((await ok('PUT', url, { ein: '' })).ein).toBeNull();
    expect(await reveal()).toBeNull();
  });

  it('keeps a login password and PIN when their masked form comes back', async () => {
    const login = await ok('POST', `/api/clients/${clientId}/logins`, {
      platform: 'IRS',
      username: 'mt',
      password: 'S3cret-pass',
      pin: '4321',
    });
    expect(login).toMatchObject({ password: '****', pin: '****' });
    const url = `/api/logins/${login.id}`;
    for (const body of [
      { password: login.password },
      { pin: login.pin },
      ...OTHER_MASKS.flatMap((m) => [{ password: m }, { pin: m }]),
      { notes: 'changed' },
    ]) {
      await ok('PATCH', url, body);
    }
    const reveal = async () => (await ok('POST', `${url}/reveal`, {})) as Record<string, unknown>;
    expect(await reveal()).toMatchObject({ password: 'S3cret-pass', pin: '4321', notes: 'changed' });
    // A real change is stored; an emptied one clears.
    await ok('PATCH', url, { password: 'N3w-pass' });
    await ok('PATCH', url, { pin: '' });
    expect(await reveal()).toMatchObject({ password: 'N3w-pass', pin: null });
  });

  it("keeps a merchant account's routing and account numbers when their masked forms come back", async () => {
    const org = await ok('POST', '/api/organizations', { businessDba: 'Merchant Org' });
    const acct = await ok('POST', `/api/organizations/${org.id}/merchant-accounts`, {
      mid: 'MID-MASK',
      processor: 'EPX',
      routingNumber: '021000021',
      accountNumber: '123456789012',
    });
    expect(acct).toMatchObject({ routingNumber: '****0021', accountNumber: '****9012' });
    const url = `/api/merchant-accounts/${acct.id}`;
    const listed = (await req('GET', `/api/organizations/${org.id}/merchant-accounts`)).json()[0];
    for (const masked of [acct, listed, ...OTHER_MASKS.map((m) => ({ routingNumber: m, accountNumber: m }))]) {
      const res = await ok('PATCH', url, {
        routingNumber: masked.routingNumber,
        accountNumber: masked.accountNumber,
        gateway: 'NMI',
      });
      expect(res).toMatchObject({ routingNumber: '****0021', accountNumber: '****9012' });
    }
    const reveal = async () => (await ok('POST', `${url}/reveal`, {})) as Record<string, unknown>;
    expect(await reveal()).toMatchObject({ routingNumber: '021000021', accountNumber: '123456789012' });
    await ok('PATCH', url, { accountNumber: '55554444' });
    expect(await reveal()).toMatchObject({ routingNumber: '021000021', accountNumber: '55554444' });
    expect((await ok('PATCH', url, { accountNumber: '' })).accountNumber).toBeNull();
    expect(await reveal()).toMatchObject({ routingNumber: '021000021', accountNumber: null });
  });
});
