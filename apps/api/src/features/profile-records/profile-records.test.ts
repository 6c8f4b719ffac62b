import { testDatabaseKinds } from '@app/db';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createUser,
  sessionCookie,
  startTestApp,
  trpcData,
  trpcMutation,
  type TestApp,
} from '../../test/helpers';

describe.each(testDatabaseKinds())('notes, payment methods and logins (%s)', (kind) => {
  let t: TestApp;
  let cookie: string;
  let readerCookie: string;
  let adminCookie: string;
  let clientId: number;
  beforeAll(async () => {
    t = await startTestApp(kind);
    cookie = await sessionCookie(t, await createUser(t, { flags: ['canAccessClients', 'canEditClients'] }));
    readerCookie = await sessionCookie(t, await createUser(t, { flags: ['canAccessClients'] }));
    adminCookie = await sessionCookie(t, await createUser(t, { role: 'admin' }));
    clientId = (
      await call(t.app, 'POST', '/api/clients', { cookie, body: { firstName: 'Record', lastName: 'Owner' } })
    ).json().id;
  });
  afterAll(() => t?.close());

  const req = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown, as = cookie) =>
    call(t.app, method, url, { cookie: as, body });

  it('notes: blank title becomes Note, blank content refused, newest first, edit and delete', async () => {
    const a = await req('POST', `/api/clients/${clientId}/notes`, { title: '  ', content: 'First' });
    expect(a.statusCode).toBe(201);
    expect(a.json()).toMatchObject({ title: 'Note', content: 'First' });
    const b = await req('POST', `/api/clients/${clientId}/notes`, { title: 'Call', content: 'Second' });
    expect((await req('POST', `/api/clients/${clientId}/notes`, { title: 'x', content: '   ' })).json().message).toBe(
      'content: Note content cannot be empty',
    );
    expect(
      (await req('GET', `/api/clients/${clientId}/notes`)).json().map((n: { content: string }) => n.content),
    ).toEqual(['Second', 'First']);
    expect(
      (await req('PUT', `/api/clients/${clientId}/notes/${b.json().id}`, { title: 'Call', content: '' })).statusCode,
    ).toBe(400);
    expect(
      (await req('PUT', `/api/clients/${clientId}/notes/${b.json().id}`, { title: '', content: 'Edited' })).json(),
    ).toMatchObject({ title: 'Note', content: 'Edited' });
    expect((await req('DELETE', `/api/clients/${clientId}/notes/${a.json().id}`)).json()).toEqual({ ok: true });
    expect((await req('DELETE', `/api/clients/${clientId}/notes/${a.json().id}`)).statusCode).toBe(404);
    expect((await req('POST', `/api/clients/${clientId}/notes`, { content: 'x' }, readerCookie)).statusCode).toBe(403);
    expect((await req('GET', '/api/clients/999999/notes')).statusCode).toBe(404);
  });

  it('payment methods: exact validation messages, masking, primary first, reveal audited, delete promotes', async () => {
    const base = `/api/clients/${clientId}/payment-methods`;
    expect(
      (await req('POST', base, { type: 'checking', routingNumber: '12345', accountNumber: '123' })).json().message,
    ).toBe('routingNumber: Routing number must be exactly 9 digits');
    expect(
      (await req('POST', base, { type: 'checking', routingNumber: '021000022', accountNumber: '123' })).json().message,
    ).toBe('routingNumber: Invalid routing number - please check the number');
    expect((await req('POST', base, { type: 'credit', cardNumber: '4111111111111112' })).json().message).toBe(
      'cardNumber: Invalid card number',
    );
    const digital = await req('POST', base, { type: 'digital', digitalType: 'zelle', digitalEmail: 'pay@example.com' });
    expect(digital.statusCode).toBe(201);
    expect(digital.json().isPrimary).toBe(true);
    const checking = await req('POST', base, {
      type: 'checking',
      routingNumber: '021000021',
      accountNumber: '123456789012',
    });
    expect(checking.json()).toMatchObject({
      isPrimary: false,
      bankName: 'JPMorgan Chase Bank',
      routingNumber: '****0021',
      accountNumber: '****9012',
    });
    const card = await req('POST', base, {
      type: 'credit',
      cardName: 'R Owner',
      cardNumber: '4111 1111 1111 1111',
      cardExpiry: '12/29',
      cardCvv: '123',
      isPrimary: true,
    });
    expect(card.json()).toMatchObject({
      isPrimary: true,
      cardNumber: '****1111',
      cardBrand: 'Visa',
      cardExpiry: '****',
      cardCvv: '****',
    });
    const list = (await req('GET', base)).json();
    expect(list.map((m: { id: number }) => m.id)).toEqual([card.json().id, digital.json().id, checking.json().id]);
    expect((await req('PUT', `${base}/${checking.json().id}/set-primary`)).json().isPrimary).toBe(true);
    expect((await req('GET', base)).json()[0].id).toBe(checking.json().id);
    // A masked value sent back keeps the stored one.
    const kept = await req('PUT', `${base}/${checking.json().id}`, {
      type: 'checking',
      routingNumber: '****0021',
      accountNumber: '****9012',
      bankName: 'Chase',
    });
    expect(kept.json()).toMatchObject({ routingNumber: '****0021', accountNumber: '****9012', bankName: 'Chase' });
    const revealed = await req('POST', `${base}/${checking.json().id}/reveal`, undefined, readerCookie);
    expect(revealed.json()).toMatchObject({ routingNumber: '021000021', accountNumber: '123456789012' });
    const entry = await t.db.db
      .selectFrom('auditLog')
      .selectAll()
      .where('action', '=', 'reveal')
      .where('entityType', '=', 'payment_method')
      .executeTakeFirstOrThrow();
    expect(entry.fields).toEqual(['routingNumber', 'accountNumber']);
    expect(JSON.stringify(entry)).not.toContain('123456789012');
    expect((await req('DELETE', `${base}/${checking.json().id}`)).json()).toEqual({ ok: true });
    const after = (await req('GET', base)).json();
    expect(after.filter((m: { isPrimary: boolean }) => m.isPrimary)).toHaveLength(1);
    expect((await req('PUT', `${base}/999999/set-primary`)).statusCode).toBe(404);
  });

  it('erases stored card security codes when the admin turns keeping them off, and stops storing them', async () => {
    const base = `/api/clients/${clientId}/payment-methods`;
    await req('POST', base, { type: 'credit', cardNumber: '5555555555554444', cardExpiry: '01/30', cardCvv: '999' });
    trpcData(await trpcMutation(t.app, 'securitySettings.update', { keepCardSecurityCodes: false }, adminCookie));
    const { rows } = await sql<{
      n: number;
    }>`select count(*)::int as n from payment_methods where card_cvv_encrypted is not null`.execute(t.db.db);
    expect(rows[0]!.n).toBe(0);
    const res = await req('POST', base, {
      type: 'credit',
      cardNumber: '378282246310005',
      cardExpiry: '01/30',
      cardCvv: '1234',
    });
    expect(res.json()).toMatchObject({ cardBrand: 'American Express', cardCvv: null });
    trpcData(await trpcMutation(t.app, 'securitySettings.update', { keepCardSecurityCodes: true }, adminCookie));
  });

  it('logins: platform required, one field per PATCH, empty becomes null, masked password and pin, reveal, delete', async () => {
    expect((await req('POST', `/api/clients/${clientId}/logins`, { username: 'x' })).json().message).toBe(
      'platform: Platform is required',
    );
    const created = await req('POST', `/api/clients/${clientId}/logins`, {
      platform: 'IRS',
      username: 'owner',
      password: 'S3cret!pass',
      pin: '4321',
      notes: 'n',
    });
    expect(created.statusCode).toBe(201);
    const login = created.json();
    expect(login).toMatchObject({
      platform: 'IRS',
      username: 'owner',
      password: '****',
      pin: '****',
      entityType: 'clients',
      entityId: clientId,
    });
    expect((await req('PATCH', `/api/logins/${login.id}`, { username: '', notes: 'x' })).json().message).toBe(
      'Send exactly one field to update',
    );
    expect((await req('PATCH', `/api/logins/${login.id}`, { username: '' })).json().username).toBeNull();
    expect((await req('PATCH', `/api/logins/${login.id}`, { platform: '' })).json().message).toBe(
      'platform: Platform is required',
    );
    expect((await req('PATCH', `/api/logins/${login.id}`, { pin: '' })).json().pin).toBeNull();
    expect((await req('PATCH', `/api/logins/${login.id}`, { password: 'N3w!pass' }, readerCookie)).statusCode).toBe(
      403,
    );
    expect((await req('POST', `/api/logins/${login.id}/reveal`, undefined, readerCookie)).json()).toMatchObject({
      password: 'S3cret!pass',
      pin: null,
    });
    expect((await req('GET', `/api/clients/${clientId}/logins`)).json()).toHaveLength(1);
    expect((await req('DELETE', `/api/logins/${login.id}`)).json()).toEqual({ ok: true });
    expect((await req('DELETE', `/api/logins/${login.id}`)).statusCode).toBe(404);
  });

  it('never stores clear SSNs, card, routing or account numbers, passwords or PINs', async () => {
    await req('POST', '/api/clients', { firstName: 'Clear', lastName: 'Check', ssn: '900778899' });
    await req('POST', `/api/clients/${clientId}/payment-methods`, {
      type: 'checking',
      routingNumber: '026009593',
      accountNumber: '55554444333',
    });
    await req('POST', `/api/clients/${clientId}/logins`, { platform: 'FTB', password: 'PlainPass-77', pin: '8642' });
    const dump = async (table: string) =>
      JSON.stringify((await sql`select * from ${sql.table(table)}`.execute(t.db.db)).rows);
    const all = (
      await Promise.all(
        [
          'clients',
          'payment_methods',
          'logins',
          'audit_log',
          'referral_sources',
          'referral_source_payment_methods',
        ].map(dump),
      )
    ).join('\n');
    for (const secret of [
      '900778899',
      '026009593',
      '55554444333',
      'PlainPass-77',
      '8642',
      '4111111111111111',
      '5555555555554444',
      '021000021',
    ]) {
      expect(all, secret).not.toContain(secret);
    }
  });
});
