import { testDatabaseKinds } from '@app/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createUser, sessionCookie, startTestApp, type TestApp } from '../test/helpers';

// Issue 10 item 4, payment methods: every sensitive field of a client's, an organization's and a
// referral partner's payment method keeps its stored value when its masked form comes back.

const OTHER_MASKS = ['****', '••••'];

describe.each(testDatabaseKinds())('masked payment fields sent back (%s)', (kind) => {
  let t: TestApp;
  let cookie: string;
  let clientId: number;
  let organizationId: number;
  let partnerId: number;
  const req = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
    call(t.app, method, url, { cookie, body });
  const ok = async (method: 'POST' | 'PUT', url: string, body: unknown) => {
    const res = await req(method, url, body);
    expect(res.statusCode, `${method} ${url} ${JSON.stringify(body)}: ${res.body}`).toBeLessThan(300);
    return res.json();
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    cookie = await sessionCookie(t, await createUser(t, { role: 'admin' }));
    clientId = (await ok('POST', '/api/clients', { firstName: 'Pay', lastName: 'Test' })).id;
    organizationId = (await ok('POST', '/api/organizations', { businessDba: 'Pay Org' })).id;
    partnerId = (await ok('POST', '/api/referral-sources', { firstName: 'Pay', lastName: 'Partner' })).id;
  });
  afterAll(() => t?.close());

  /** Each masked form, as answered and as a screen may send it, sent back one field at a time and all together. */
  async function sendBackMasks(
    url: string,
    base: Record<string, unknown>,
    answered: Record<string, unknown>,
    fields: string[],
  ) {
    const listed = (await req('GET', url.slice(0, url.lastIndexOf('/'))))
      .json()
      .find((m: { id: number }) => m.id === answered.id);
    for (const source of [answered, listed]) {
      await ok('PUT', url, { ...base, ...Object.fromEntries(fields.map((f) => [f, source[f]])) });
    }
    for (const mask of OTHER_MASKS) {
      for (const f of fields)
        await ok('PUT', url, { ...base, ...Object.fromEntries(fields.map((g) => [g, answered[g]])), [f]: mask });
    }
    const after = (await req('GET', url.slice(0, url.lastIndexOf('/'))))
      .json()
      .find((m: { id: number }) => m.id === answered.id);
    for (const f of fields) expect(after[f], f).toBe(answered[f]);
  }

  for (const owner of ['clients', 'organizations'] as const) {
    it(`keeps the card number, expiry and security code of a ${owner.slice(0, -1)}'s card`, async () => {
      const base = `/api/${owner}/${owner === 'clients' ? clientId : organizationId}/payment-methods`;
      const card = await ok('POST', base, {
        type: 'credit',
        cardName: 'Card Owner',
        cardNumber: '4111 1111 1111 1111',
        cardExpiry: '12/29',
        cardCvv: '123',
      });
      expect(card).toMatchObject({ cardNumber: '****1111', cardExpiry: '****', cardCvv: '****' });
      const url = `${base}/${card.id}`;
      await sendBackMasks(url, { type: 'credit', cardName: 'Card Owner' }, card, [
        'cardNumber',
        'cardExpiry',
        'cardCvv',
      ]);
      const reveal = async () => (await ok('POST', `${url}/reveal`, {})) as Record<string, unknown>;
      expect(await reveal()).toMatchObject({
        cardNumber: '4111111111111111',
        cardExpiry: '12/29',
        cardCvv: '123',
        cardBrand: 'Visa',
      });
      await ok('PUT', url, { type: 'credit', cardNumber: '5555555555554444', cardExpiry: '01/31', cardCvv: '' });
      expect(await reveal()).toMatchObject({
        cardNumber: '5555555555554444',
        cardExpiry: '01/31',
        cardCvv: null,
        cardBrand: 'Mastercard',
      });
    });

    it(`keeps the routing and account numbers of a ${owner.slice(0, -1)}'s checking account`, async () => {
      const base = `/api/${owner}/${owner === 'clients' ? clientId : organizationId}/payment-methods`;
      const checking = await ok('POST', base, {
        type: 'checking',
        routingNumber: '021000021',
        accountNumber: '123456789012',
      });
      expect(checking).toMatchObject({ routingNumber: '****0021', accountNumber: '****9012' });
      const url = `${base}/${checking.id}`;
      await sendBackMasks(url, { type: 'checking', bankName: 'Chase' }, checking, ['routingNumber', 'accountNumber']);
      const reveal = async () => (await ok('POST', `${url}/reveal`, {})) as Record<string, unknown>;
      expect(await reveal()).toMatchObject({ routingNumber: '021000021', accountNumber: '123456789012' });
      await ok('PUT', url, { type: 'checking', routingNumber: '****0021', accountNumber: '' });
      expect(await reveal()).toMatchObject({ routingNumber: '021000021', accountNumber: null });
      await ok('PUT', url, { type: 'checking', routingNumber: '026009593', accountNumber: '77' });
      expect(await reveal()).toMatchObject({ routingNumber: '026009593', accountNumber: '77' });
      expect((await req('GET', base)).json().find((m: { id: number }) => m.id === checking.id).accountNumber).toBe(
        '****',
      );
    });
  }

  it("keeps every sensitive field of a referral partner's checking account and card", async () => {
    const base = `/api/referral-sources/${partnerId}/payment-methods`;
    const checking = await ok('POST', base, {
      type: 'checking',
      accountHolderName: 'Pay Partner',
      routingNumber: '026009593',
      accountNumber: '998877665',
    });
    expect(checking).toMatchObject({ routingNumber: '****9593', accountNumber: '****7665' });
    const url = `${base}/${checking.id}`;
    await sendBackMasks(url, { type: 'checking', accountHolderName: 'Pay Partner' }, checking, [
      'routingNumber',
      'accountNumber',
    ]);
    const reveal = async () => (await ok('POST', `${url}/reveal`, {})) as Record<string, unknown>;
    expect(await reveal()).toMatchObject({ routingNumber: '026009593', accountNumber: '998877665' });

    // The one method becomes a card: the checking numbers go, the card's are kept from then on.
    const card = await ok('PUT', url, {
      type: 'credit_card',
      cardholderName: 'Pay Partner',
      cardNumber: '4111111111111111',
      expirationDate: '11/28',
      securityCode: '321',
    });
    expect(card).toMatchObject({
      routingNumber: null,
      cardNumber: '****1111',
      expirationDate: '****',
      securityCode: '****',
    });
    await sendBackMasks(url, { type: 'credit_card', cardholderName: 'Pay Partner' }, card, [
      'cardNumber',
      'expirationDate',
      'securityCode',
    ]);
    expect(await reveal()).toMatchObject({
      cardNumber: '4111111111111111',
      expirationDate: '11/28',
      securityCode: '321',
      routingNumber: null,
    });
    await ok('PUT', url, { type: 'credit_card', cardNumber: '****1111', expirationDate: '', securityCode: '4321' });
    expect(await reveal()).toMatchObject({
      cardNumber: '4111111111111111',
      expirationDate: null,
      securityCode: '4321',
    });
  });
});
