import { testDatabaseKinds } from '@app/db';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeeAuthorization } from '../features/public-forms/public-forms.fixtures';
import { call, createUser, ORIGIN, sessionCookie, startTestApp, type TestApp } from '../test/helpers';
import { encrypt } from '../core/crypto';

// Issue 10 item 4: every new secret is sealed to its table, column and row (a v2 envelope), so an
// envelope copied to another row no longer opens; envelopes written before (v1) still do.

interface Case {
  table: string;
  column: string;
  /** Creates a row holding `secret(i)`; answers its id. */
  create(i: number): Promise<number>;
  secret(i: number): string;
  /** The reveal call for row `id`, and where the clear value is in its answer. */
  reveal(id: number): Promise<{ statusCode: number; body: string; value: unknown }>;
}

describe.each(testDatabaseKinds())('secrets sealed to their rows (%s)', (kind) => {
  let t: TestApp;
  let cookie: string;
  let clientId: number;
  let organizationId: number;
  const ok = async (method: 'POST' | 'PUT', url: string, body: unknown) => {
    const res = await call(t.app, method, url, { cookie, body });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    return res.json();
  };
  const revealing = (url: string, body: unknown, pick: (json: Record<string, unknown>) => unknown) => async () => {
    const res = await call(t.app, 'POST', url, { cookie, body });
    return { statusCode: res.statusCode, body: res.body, value: res.statusCode < 300 ? pick(res.json()) : undefined };
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    cookie = await sessionCookie(t, await createUser(t, { role: 'admin' }));
    clientId = (await ok('POST', '/api/clients', { firstName: 'Sealed', lastName: 'Owner' })).id;
    organizationId = (await ok('POST', '/api/organizations', { businessDba: 'Sealed Org' })).id;
  });
  afterAll(() => t?.close());

  const partnerOf = new Map<number, number>();
  const CARDS = ['4111111111111111', '5555555555554444'];
  const ROUTING = ['021000021', '026009593'];
  const cases: Case[] = [
    {
      table: 'clients',
      column: 'ssn_encrypted',
      secret: (i) => `90012345${i}`,
      create: async (i) =>
        (await ok('POST', '/api/clients', { firstName: 'Sealed', lastName: `Client ${i}`, ssn: `90012345${i}` })).id,
      reveal: (id) => revealing(`/api/clients/${id}/reveal`, { field: 'ssn' }, (j) => j.value)(),
    },
    {
      table: 'referral_sources',
      column: 'ssn_encrypted',
      secret: (i) => `90054321${i}`,
      create: async (i) =>
        (
          await ok('POST', '/api/referral-sources', {
            firstName: 'Sealed',
            lastName: `Partner ${i}`,
            ssn: `90054321${i}`,
          })
        ).id,
      reveal: (id) => revealing(`/api/referral-sources/${id}/reveal`, { field: 'ssn' }, (j) => j.value)(),
    },
    {
      table: 'organizations',
      column: 'ein_encrypted',
      secret: (i) => `90067890${i}`,
      create: async (i) =>
        (
          await ok('POST', '/api/organizations', {
            businessDba: `Sealed Org ${i}`,
            einType: 'ssn',
            ein: `90067890${i}`,
          })
        ).id,
      reveal: (id) => revealing(`/api/organizations/${id}/reveal`, { field: 'ein' }, (j) => j.value)(),
    },
    {
      table: 'payment_methods',
      column: 'card_number_encrypted',
      secret: (i) => CARDS[i]!,
      create: async (i) =>
        (
          await ok('POST', `/api/clients/${clientId}/payment-methods`, {
            type: 'credit',
            cardNumber: CARDS[i],
            cardExpiry: '12/29',
            cardCvv: '123',
          })
        ).id,
      reveal: (id) => revealing(`/api/clients/${clientId}/payment-methods/${id}/reveal`, {}, (j) => j.cardNumber)(),
    },
    {
      table: 'referral_source_payment_methods',
      column: 'account_number_encrypted',
      secret: (i) => `7000${i}`,
      create: async (i) => {
        const partner = await ok('POST', '/api/referral-sources', { firstName: 'Paid', lastName: `Partner ${i}` });
        const pm = await ok('POST', `/api/referral-sources/${partner.id}/payment-methods`, {
          type: 'checking',
          routingNumber: ROUTING[i],
          accountNumber: `7000${i}`,
        });
        partnerOf.set(pm.id, partner.id);
        return pm.id;
      },
      reveal: (id) =>
        revealing(
          `/api/referral-sources/${partnerOf.get(id)}/payment-methods/${id}/reveal`,
          {},
          (j) => j.accountNumber,
        )(),
    },
    {
      table: 'logins',
      column: 'password_encrypted',
      secret: (i) => `secret-${i}`,
      create: async (i) =>
        (await ok('POST', `/api/clients/${clientId}/logins`, { platform: `P${i}`, password: `secret-${i}` })).id,
      reveal: (id) => revealing(`/api/logins/${id}/reveal`, {}, (j) => j.password)(),
    },
    {
      table: 'merchant_accounts',
      column: 'routing_number_encrypted',
      secret: (i) => ROUTING[i]!,
      create: async (i) =>
        (
          await ok('POST', `/api/organizations/${organizationId}/merchant-accounts`, {
            mid: `MID-${i}`,
            processor: 'EPX',
            routingNumber: ROUTING[i],
          })
        ).id,
      reveal: (id) => revealing(`/api/merchant-accounts/${id}/reveal`, {}, (j) => j.routingNumber)(),
    },
    {
      table: 'submissions',
      column: 'account_number_encrypted',
      secret: (i) => `00012345678${i}`,
      create: async (i) => {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/public-forms/employee-deposit-authorization',
          remoteAddress: `10.9.0.${i + 1}`,
          headers: { origin: ORIGIN },
          payload: employeeAuthorization({ accountNumber: `00012345678${i}` }),
        });
        expect(res.statusCode, res.body).toBe(201);
        return res.json().id;
      },
      reveal: (id) =>
        revealing(`/api/submissions/employee-auth/${id}/reveal`, { field: 'accountNumber' }, (j) => j.value)(),
    },
  ];

  for (const c of cases) {
    it(`${c.table}.${c.column}: sealed to its row; copied to another row it no longer opens`, async () => {
      const [a, b] = [await c.create(0), await c.create(1)];
      const stored = async (id: number) =>
        (
          await sql<{
            v: string;
          }>`select ${sql.ref(c.column)} as v from ${sql.table(c.table)} where id = ${id}`.execute(t.db.db)
        ).rows[0]!.v;
      const envelopeOfA = await stored(a);
      expect(envelopeOfA).toMatch(/^v2:/);
      expect(await stored(b)).toMatch(/^v2:/);
      expect((await c.reveal(b)).value).toBe(c.secret(1));

      await sql`update ${sql.table(c.table)} set ${sql.ref(c.column)} = ${envelopeOfA} where id = ${b}`.execute(
        t.db.db,
      );
      expect((await c.reveal(a)).value).toBe(c.secret(0));
      const tampered = await c.reveal(b);
      expect(tampered.statusCode).toBeGreaterThanOrEqual(400);
      expect(tampered.body).not.toContain(c.secret(0));

      // A value sealed before envelopes were bound to their rows still opens.
      await sql`update ${sql.table(c.table)} set ${sql.ref(c.column)} = ${encrypt(t.app.deps.keyRing, c.secret(1))} where id = ${b}`.execute(
        t.db.db,
      );
      expect((await c.reveal(b)).value).toBe(c.secret(1));
    });
  }
});
