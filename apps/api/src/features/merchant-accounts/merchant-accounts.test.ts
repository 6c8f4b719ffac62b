import { testDatabaseKinds } from '@app/db';
import { describe, expect, it } from 'vitest';
import { call } from '../../test/helpers';
import { organizationTestbed } from '../../test/organization-fixture';

// Merchant accounts of an organization: validation, masked bank numbers, disable and reactivate. The test clock reads 2026-03-02.

describe.each(testDatabaseKinds())('merchant accounts (%s)', (kind) => {
  const fx = organizationTestbed(kind);

  describe('merchant accounts', () => {
    it('validates, masks the bank numbers, disables with a reason and reactivates', async () => {
      const base = `/api/organizations/${fx.orgId}/merchant-accounts`;
      expect(
        (await call(fx.t.app, 'POST', base, { cookie: fx.editor, body: { mid: '', processor: 'Fiserv' } })).json()
          .message,
      ).toBe('mid: Please fill in all required fields');
      expect((await call(fx.t.app, 'POST', base, { cookie: fx.editor, body: { mid: '1' } })).json().message).toBe(
        'processor: Please fill in all required fields',
      );
      expect(
        (await call(fx.t.app, 'POST', base, { cookie: fx.editor, body: { mid: '1', processor: 'Other' } })).json()
          .message,
      ).toBe('processorName: Please enter the processor name');
      expect(
        (
          await call(fx.t.app, 'POST', base, {
            cookie: fx.editor,
            body: { mid: '1', processor: 'EPX', equipment: 'Other' },
          })
        ).json().message,
      ).toBe('equipmentOther: Please enter the equipment');

      const created = await call(fx.t.app, 'POST', base, {
        cookie: fx.editor,
        body: {
          mid: 'MID-1',
          processor: 'Other',
          processorName: 'Local Bank Processing',
          equipment: 'Other',
          equipmentOther: 'Clover Flex',
          gateway: 'NMI',
          averageTicketAmount: '42.456',
          monthlyVolume: '',
          hasEbt: true,
          fsnNumber: 'FSN1',
          bankName: 'Chase',
          routingNumber: '021000021',
          accountNumber: '123456789012',
        },
      });
      expect(created.statusCode).toBe(201);
      const acct = created.json();
      expect(acct).toMatchObject({
        equipment: 'Clover Flex',
        processorName: 'Local Bank Processing',
        averageTicketAmount: 42.46,
        monthlyVolume: null,
        routingNumber: '****0021',
        accountNumber: '****9012',
        status: 'active',
      });
      const row = await fx.t.db.db
        .selectFrom('merchantAccounts')
        .selectAll()
        .where('id', '=', acct.id)
        .executeTakeFirstOrThrow();
      expect(row.routingNumberEncrypted).not.toContain('021000021');
      expect(
        (
          await call(fx.t.app, 'POST', base, {
            cookie: fx.editor,
            body: { mid: '2', processor: 'EPX', routingNumber: '021000022' },
          })
        ).json().message,
      ).toBe('routingNumber: Invalid routing number - please check the number');

      const revealed = await call(fx.t.app, 'POST', `/api/merchant-accounts/${acct.id}/reveal`, { cookie: fx.reader });
      expect(revealed.json()).toMatchObject({ routingNumber: '021000021', accountNumber: '123456789012' });
      // The masked value sent back keeps the stored one; no EBT clears the FSN.
      const noEbt = await call(fx.t.app, 'PATCH', `/api/merchant-accounts/${acct.id}`, {
        cookie: fx.editor,
        body: { routingNumber: '****0021', hasEbt: false },
      });
      expect(noEbt.json()).toMatchObject({ hasEbt: false, fsnNumber: null, routingNumber: '****0021' });
      expect(
        (
          await call(fx.t.app, 'PATCH', `/api/merchant-accounts/${acct.id}`, {
            cookie: fx.editor,
            body: { processor: 'Fiserv' },
          })
        ).json().processorName,
      ).toBeNull();

      const noReason = await call(fx.t.app, 'PATCH', `/api/merchant-accounts/${acct.id}`, {
        cookie: fx.editor,
        body: { status: 'disabled' },
      });
      expect(noReason.json().message).toBe('disableReason: Please select a reason for disabling the account');
      expect(
        (
          await call(fx.t.app, 'PATCH', `/api/merchant-accounts/${acct.id}`, {
            cookie: fx.editor,
            body: { status: 'disabled', disableReason: 'Because' },
          })
        ).statusCode,
      ).toBe(400);
      const disabled = await call(fx.t.app, 'PATCH', `/api/merchant-accounts/${acct.id}`, {
        cookie: fx.editor,
        body: { status: 'disabled', disableReason: 'Terminated - Fraud' },
      });
      expect(disabled.json()).toMatchObject({ status: 'disabled', disableReason: 'Terminated - Fraud' });
      await call(fx.t.app, 'POST', base, { cookie: fx.editor, body: { mid: 'MID-2', processor: 'PayArc' } });
      const list = (await call(fx.t.app, 'GET', base, { cookie: fx.reader })).json();
      expect(list.map((a: { mid: string; status: string }) => [a.mid, a.status])).toEqual([
        ['MID-2', 'active'],
        ['MID-1', 'disabled'],
      ]);
      const active = await call(fx.t.app, 'PATCH', `/api/merchant-accounts/${acct.id}`, {
        cookie: fx.editor,
        body: { status: 'active', disableReason: null },
      });
      expect(active.json()).toMatchObject({ status: 'active', disableReason: null });
      const audit = await fx.t.db.db
        .selectFrom('auditLog')
        .selectAll()
        .where('entityType', '=', 'merchantAccount')
        .where('action', '=', 'reveal')
        .execute();
      expect(audit).toHaveLength(1);
      expect(
        (await call(fx.t.app, 'PATCH', '/api/merchant-accounts/999999', { cookie: fx.editor, body: { mid: 'x' } }))
          .statusCode,
      ).toBe(404);
    });
  });

  describe('permissions and sensitive fields', () => {
    it('reads and reveals with organization access, changes only with edit access', async () => {
      const base = `/api/organizations/${fx.orgId}/merchant-accounts`;
      expect((await call(fx.t.app, 'GET', base, { cookie: fx.outsider })).statusCode).toBe(403);
      expect(
        (await call(fx.t.app, 'POST', base, { cookie: fx.reader, body: { mid: 'R-1', processor: 'EPX' } })).statusCode,
      ).toBe(403);
      const created = (
        await call(fx.t.app, 'POST', base, {
          cookie: fx.editor,
          body: { mid: 'P-1', processor: 'EPX', accountNumber: '5555666677' },
        })
      ).json();
      expect(
        (
          await call(fx.t.app, 'PATCH', `/api/merchant-accounts/${created.id}`, {
            cookie: fx.reader,
            body: { mid: 'P-2' },
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (await call(fx.t.app, 'POST', `/api/merchant-accounts/${created.id}/reveal`, { cookie: fx.outsider }))
          .statusCode,
      ).toBe(403);
      expect(
        (await call(fx.t.app, 'GET', base, { cookie: fx.reader }))
          .json()
          .find((a: { id: number }) => a.id === created.id),
      ).toMatchObject({ mid: 'P-1', accountNumber: '****6677', routingNumber: null });
    });

    it('never lists a bank number in clear, and a new number replaces the stored one', async () => {
      const base = `/api/organizations/${fx.orgId}/merchant-accounts`;
      const created = (
        await call(fx.t.app, 'POST', base, {
          cookie: fx.editor,
          body: { mid: 'S-1', processor: 'Elavon', routingNumber: '021000021', accountNumber: '1111222233' },
        })
      ).json();
      const listed = (await call(fx.t.app, 'GET', base, { cookie: fx.reader })).body;
      expect(listed).not.toContain('021000021');
      expect(listed).not.toContain('1111222233');
      const changed = await call(fx.t.app, 'PATCH', `/api/merchant-accounts/${created.id}`, {
        cookie: fx.editor,
        body: { accountNumber: '9999888877' },
      });
      expect(changed.json()).toMatchObject({ accountNumber: '****8877', routingNumber: '****0021' });
      expect(
        (await call(fx.t.app, 'POST', `/api/merchant-accounts/${created.id}/reveal`, { cookie: fx.reader })).json(),
      ).toMatchObject({ accountNumber: '9999888877', routingNumber: '021000021' });
      const tooLong = await call(fx.t.app, 'PATCH', `/api/merchant-accounts/${created.id}`, {
        cookie: fx.editor,
        body: { accountNumber: '123456789012345678' },
      });
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json().message).toBe('accountNumber: Account number must have at most 17 digits');
      expect(
        (await call(fx.t.app, 'POST', '/api/merchant-accounts/abc/reveal', { cookie: fx.reader })).statusCode,
      ).toBe(400);
    });
  });
});
