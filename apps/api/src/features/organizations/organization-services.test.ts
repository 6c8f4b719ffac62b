import { testDatabaseKinds } from '@app/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createUser, sessionCookie, startTestApp, trpcData, trpcQuery, type TestApp } from '../../test/helpers';

// Contacts, payroll, group health, P&C and merchant accounts of an organization. The test clock
// reads 2026-03-02.

describe.each(testDatabaseKinds())('organization services (%s)', (kind) => {
  let t: TestApp;
  let editor: string;
  let reader: string;
  let orgId: number;
  let clients: number[];

  beforeAll(async () => {
    t = await startTestApp(kind);
    editor = await sessionCookie(t, await createUser(t, { flags: ['canAccessOrganizations', 'canEditOrganizations'] }));
    reader = await sessionCookie(t, await createUser(t, { flags: ['canAccessOrganizations'] }));
    const res = await call(t.app, 'POST', '/api/organizations', { cookie: editor, body: { businessDba: 'Services Co', servicesPurchased: ['Payroll & HR'] } });
    orgId = res.json().id;
    clients = [];
    const people: Array<[string, string, string]> = [
      ['Ann', 'Able', 'ann@test'],
      ['Bob', 'Baker', 'bob@test'],
      ['Cy', 'Cole', 'cy@test'],
    ];
    for (const [firstName, lastName, email] of people) {
      const row = await t.db.db.insertInto('clients').values({ firstName, lastName, fullName: `${firstName} ${lastName}`, email }).returning('id').executeTakeFirstOrThrow();
      clients.push(row.id);
    }
  });
  afterAll(() => t?.close());

  describe('contacts / owners', () => {
    const base = () => `/api/organizations/${orgId}/clients`;

    it('links with positions and ownership, one main contact first, 409 when already linked', async () => {
      const missing = await call(t.app, 'POST', base(), { cookie: editor, body: { clientId: clients[0], positions: [] } });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toBe('positions: Please select a client and at least one position');
      expect((await call(t.app, 'POST', base(), { cookie: editor, body: { positions: ['CEO'] } })).json().message).toBe('clientId: Please select a client and at least one position');
      const badPct = await call(t.app, 'POST', base(), { cookie: editor, body: { clientId: clients[0], positions: ['CEO'], ownershipPercentage: 50.05 } });
      expect(badPct.json().message).toBe('ownershipPercentage: Ownership percentage must be between 0 and 100 in steps of 0.1');
      expect((await call(t.app, 'POST', base(), { cookie: editor, body: { clientId: clients[0], positions: ['CEO'], ownershipPercentage: 101 } })).statusCode).toBe(400);

      const first = await call(t.app, 'POST', base(), { cookie: editor, body: { clientId: clients[0], organizationId: orgId, positions: ['CEO', 'President'], ownershipPercentage: 60.5, isMainContact: true, doNotContact: false } });
      expect(first.statusCode).toBe(201);
      expect(first.json()).toMatchObject({ clientId: clients[0], positions: ['CEO', 'President'], ownershipPercentage: 60.5, isMainContact: true, client: { fullName: 'Ann Able', email: 'ann@test' } });
      const dup = await call(t.app, 'POST', base(), { cookie: editor, body: { clientId: clients[0], positions: ['CFO'] } });
      expect(dup.statusCode).toBe(409);
      await call(t.app, 'POST', base(), { cookie: editor, body: { clientId: clients[1], positions: ['Member'], ownershipPercentage: '39.5', isMainContact: true } });
      const list = (await call(t.app, 'GET', base(), { cookie: reader })).json();
      expect(list.map((l: { clientId: number; isMainContact: boolean }) => [l.clientId, l.isMainContact])).toEqual([
        [clients[1], true],
        [clients[0], false],
      ]);
      expect((await call(t.app, 'POST', base(), { cookie: editor, body: { clientId: 999999, positions: ['CEO'] } })).statusCode).toBe(404);
      expect((await call(t.app, 'POST', base(), { cookie: reader, body: { clientId: clients[2], positions: ['CEO'] } })).statusCode).toBe(403);
    });

    it('offers only unlinked clients in the picker, edits and unlinks', async () => {
      const cand = (await call(t.app, 'GET', `/api/organizations/${orgId}/client-candidates`, { cookie: reader })).json();
      expect(cand.map((c: { id: number }) => c.id)).toEqual([clients[2]]);
      expect((await call(t.app, 'GET', `/api/organizations/${orgId}/client-candidates?search=zzz`, { cookie: reader })).json()).toEqual([]);
      const noPos = await call(t.app, 'PUT', `${base()}/${clients[0]}`, { cookie: editor, body: { clientId: clients[0], positions: [] } });
      expect(noPos.json().message).toBe('positions: Please select at least one position');
      const upd = await call(t.app, 'PUT', `${base()}/${clients[0]}`, { cookie: editor, body: { clientId: clients[0], positions: ['Owner', 'CFO'], ownershipPercentage: 0, isMainContact: true, doNotContact: true } });
      expect(upd.json()).toMatchObject({ positions: ['Owner', 'CFO'], ownershipPercentage: 0, isMainContact: true, doNotContact: true });
      const list = (await call(t.app, 'GET', base(), { cookie: reader })).json();
      expect(list.filter((l: { isMainContact: boolean }) => l.isMainContact).map((l: { clientId: number }) => l.clientId)).toEqual([clients[0]]);
      expect((await call(t.app, 'DELETE', `${base()}/${clients[1]}`, { cookie: editor })).json()).toEqual({ ok: true });
      expect((await call(t.app, 'DELETE', `${base()}/${clients[1]}`, { cookie: editor })).statusCode).toBe(404);
      expect((await call(t.app, 'PUT', `${base()}/${clients[1]}`, { cookie: editor, body: { positions: ['HR'] } })).statusCode).toBe(404);
    });
  });

  describe('payroll', () => {
    it('requires platform and frequency, keeps the second set only for semi-monthly, builds the schedule', async () => {
      const base = `/api/organizations/${orgId}/payrolls`;
      const bad = await call(t.app, 'POST', base, { cookie: editor, body: { payrollPlatform: '', payrollFrequency: 'Weekly (52)' } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('payrollPlatform: Please fill in all required fields');
      const semi = await call(t.app, 'POST', base, {
        cookie: editor,
        body: {
          organizationId: orgId,
          payrollPlatform: 'Gusto',
          payrollFrequency: 'Semi-Monthly (24)',
          payPeriodStartDate: '2026-01-01',
          payPeriodEndDate: '2026-01-15',
          processingDate: '2026-01-17',
          payDate: '2026-01-20',
          payPeriodStartDate2: '2026-01-16',
          payPeriodEndDate2: '2026-01-31',
          processingDate2: '2026-02-02',
          payDate2: '2026-02-05',
        },
      });
      expect(semi.statusCode).toBe(201);
      expect(semi.json()).toMatchObject({ payrollFrequency: 'Semi-Monthly (24)', payPeriodStartDate2: '2026-01-16', status: 'pending' });
      const monthly = await call(t.app, 'POST', base, { cookie: editor, body: { payrollPlatform: 'adp', payrollFrequency: 'monthly', payPeriodStartDate: '2026-01-01', payPeriodStartDate2: '2026-01-16' } });
      expect(monthly.json()).toMatchObject({ payrollPlatform: 'ADP', payrollFrequency: 'Monthly (12)', payPeriodStartDate2: null });

      const schedule = trpcData<{ year: number; years: number[]; today: string; periods: Array<{ periodStart: string; isCurrent: boolean }> }>(
        await trpcQuery(t.app, 'payrolls.schedule', { organizationId: orgId }, reader),
      );
      expect(schedule.year).toBe(2026);
      expect(schedule.years).toEqual([2025, 2026, 2027]);
      expect(schedule.today).toBe('2026-03-02');
      expect(schedule.periods).toHaveLength(24);
      expect(schedule.periods.filter((p) => p.isCurrent).map((p) => p.periodStart)).toEqual(['2026-03-01']);
      expect((await call(t.app, 'GET', `/api/payrolls/schedule?organizationId=${orgId}&year=2027`, { cookie: reader })).json().year).toBe(2027);

      const id = semi.json().id;
      const put = await call(t.app, 'PUT', `/api/payrolls/${id}`, { cookie: editor, body: { payrollFrequency: 'Bi-Weekly (26)' } });
      expect(put.json()).toMatchObject({ payrollFrequency: 'Bi-Weekly (26)', payPeriodStartDate2: null, payrollPlatform: 'Gusto' });
      expect((await call(t.app, 'PUT', `/api/payrolls/${id}`, { cookie: editor, body: { payrollFrequency: 'Yearly' } })).json().message).toBe(
        'payrollFrequency: Please fill in all required fields',
      );
      expect((await call(t.app, 'PATCH', `/api/payrolls/${id}`, { cookie: editor, body: { status: 'completed' } })).json().status).toBe('completed');
      const all = await call(t.app, 'GET', `/api/payrolls/all?organizationId=${orgId}`, { cookie: reader });
      expect(all.headers['x-total-count']).toBe('2');
      expect(all.json()[0]).toMatchObject({ businessDba: 'Services Co' });
      expect((await call(t.app, 'DELETE', `/api/payrolls/${id}`, { cookie: reader })).statusCode).toBe(403);
      expect((await call(t.app, 'DELETE', `/api/payrolls/${id}`, { cookie: editor })).json()).toEqual({ ok: true });
      expect((await call(t.app, 'PUT', `/api/payrolls/${id}`, { cookie: editor, body: { status: 'pending' } })).statusCode).toBe(404);
    });
  });

  describe('group health', () => {
    it('one section per type, renewal filled a year after the effective date, badges, plans', async () => {
      const base = `/api/organizations/${orgId}/group-health-sections`;
      const dental = await call(t.app, 'POST', base, { cookie: editor, body: { sectionType: 'dental' } });
      expect(dental.statusCode).toBe(201);
      expect(dental.json()).toMatchObject({ sectionType: 'dental', coverageType: 'dental', carrier: null, renewalBadge: null, plans: [] });
      const again = await call(t.app, 'POST', base, { cookie: editor, body: { coverageType: 'dental' } });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('A dental section already exists for this organization');
      expect((await call(t.app, 'POST', base, { cookie: editor, body: {} })).json().message).toBe('sectionType: Please select a section type');

      const id = dental.json().id;
      const eff = await call(t.app, 'PATCH', `/api/group-health-sections/${id}`, { cookie: editor, body: { carrier: 'Aetna', effectiveDate: '2025-03-20', policyNumber: 'G-1' } });
      expect(eff.json()).toMatchObject({ carrier: 'Aetna', effectiveDate: '2025-03-20', renewalDate: '2026-03-20', renewalBadge: '30 Day Renewal Notice' });
      const given = await call(t.app, 'PATCH', `/api/group-health-sections/${id}`, { cookie: editor, body: { effectiveDate: '2025-01-01', renewalDate: '2026-04-20' } });
      expect(given.json()).toMatchObject({ renewalDate: '2026-04-20', renewalBadge: '60 Day Renewal Notice' });
      expect((await call(t.app, 'PATCH', `/api/group-health-sections/${id}`, { cookie: editor, body: { renewalDate: '2026-03-01' } })).json().renewalBadge).toBe('POLICY LAPSED');
      expect((await call(t.app, 'PATCH', `/api/group-health-sections/${id}`, { cookie: editor, body: { carrier: 'Nobody' } })).statusCode).toBe(400);

      expect((await call(t.app, 'POST', `/api/group-health-sections/${id}/plans`, { cookie: editor, body: { planName: '  ' } })).json().message).toBe('planName: Plan name is required');
      const plan = await call(t.app, 'POST', `/api/group-health-sections/${id}/plans`, { cookie: editor, body: { planName: 'PPO 500', description: 'Gold' } });
      expect(plan.statusCode).toBe(201);
      const planId = plan.json().id;
      const patched = await call(t.app, 'PATCH', `/api/group-health-plans/${planId}`, { cookie: editor, body: { planName: 'PPO 750', renewalDate: '2027-01-01' } });
      expect(patched.json()).toMatchObject({ planName: 'PPO 750', renewalDate: '2027-01-01' });
      const sections = (await call(t.app, 'GET', base, { cookie: reader })).json();
      expect(sections[0]).toMatchObject({ renewalDate: '2027-01-01', plans: [{ planName: 'PPO 750', description: 'Gold' }] });
      expect((await call(t.app, 'GET', `/api/group-health-sections/${id}/plans`, { cookie: reader })).json()).toHaveLength(1);
      expect((await call(t.app, 'GET', '/api/group-health-sections/all', { cookie: reader })).json()[0]).toMatchObject({ businessDba: 'Services Co', coverageType: 'dental' });
      expect((await call(t.app, 'DELETE', `/api/group-health-plans/${planId}`, { cookie: editor })).json()).toEqual({ ok: true });
      expect((await call(t.app, 'DELETE', `/api/group-health-sections/${id}`, { cookie: editor })).json()).toEqual({ ok: true });
      expect((await call(t.app, 'PATCH', `/api/group-health-sections/${id}`, { cookie: editor, body: { carrier: 'Aetna' } })).statusCode).toBe(404);
    });
  });

  describe('P&C', () => {
    it('one per type, fixed order, policyType too', async () => {
      const base = `/api/organizations/${orgId}/pc-sections`;
      for (const sectionType of ['umbrella', 'cyber', 'bop']) {
        const res = await call(t.app, 'POST', base, {
          cookie: editor,
          body: { organizationId: orgId, sectionType, carrier: null, generalAgency: null, policyNumber: null, effectiveDate: null, renewalDate: null },
        });
        expect(res.statusCode).toBe(201);
      }
      expect((await call(t.app, 'POST', base, { cookie: editor, body: { sectionType: 'bop' } })).json().message).toBe(
        'A BOP / General Liability section already exists for this organization',
      );
      const list = (await call(t.app, 'GET', base, { cookie: reader })).json();
      expect(list.map((s: { sectionType: string; policyType: string }) => [s.sectionType, s.policyType])).toEqual([
        ['bop', 'bop'],
        ['cyber', 'cyber'],
        ['umbrella', 'umbrella'],
      ]);
      const patched = await call(t.app, 'PATCH', `/api/pc-sections/${list[0].id}`, { cookie: editor, body: { sectionType: 'bop', carrier: 'Chubb', generalAgency: 'AON', effectiveDate: '2025-04-15' } });
      expect(patched.json()).toMatchObject({ carrier: 'Chubb', generalAgency: 'AON', renewalDate: '2026-04-15', renewalBadge: '60 Day Renewal Notice' });
      expect((await call(t.app, 'PATCH', `/api/pc-sections/${list[0].id}`, { cookie: editor, body: { sectionType: 'cyber' } })).statusCode).toBe(409);
      expect((await call(t.app, 'GET', `/api/pc-sections/all?organizationId=${orgId}`, { cookie: reader })).json()).toHaveLength(3);
      expect((await call(t.app, 'DELETE', `/api/pc-sections/${list[1].id}`, { cookie: editor })).json()).toEqual({ ok: true });
    });
  });

  describe('merchant accounts', () => {
    it('validates, masks the bank numbers, disables with a reason and reactivates', async () => {
      const base = `/api/organizations/${orgId}/merchant-accounts`;
      expect((await call(t.app, 'POST', base, { cookie: editor, body: { mid: '', processor: 'Fiserv' } })).json().message).toBe('mid: Please fill in all required fields');
      expect((await call(t.app, 'POST', base, { cookie: editor, body: { mid: '1' } })).json().message).toBe('processor: Please fill in all required fields');
      expect((await call(t.app, 'POST', base, { cookie: editor, body: { mid: '1', processor: 'Other' } })).json().message).toBe('processorName: Please enter the processor name');
      expect((await call(t.app, 'POST', base, { cookie: editor, body: { mid: '1', processor: 'EPX', equipment: 'Other' } })).json().message).toBe('equipmentOther: Please enter the equipment');

      const created = await call(t.app, 'POST', base, {
        cookie: editor,
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
      const row = await t.db.db.selectFrom('merchantAccounts').selectAll().where('id', '=', acct.id).executeTakeFirstOrThrow();
      expect(row.routingNumberEncrypted).not.toContain('021000021');
      expect((await call(t.app, 'POST', base, { cookie: editor, body: { mid: '2', processor: 'EPX', routingNumber: '021000022' } })).json().message).toBe(
        'routingNumber: Invalid routing number - please check the number',
      );

      const revealed = await call(t.app, 'POST', `/api/merchant-accounts/${acct.id}/reveal`, { cookie: reader });
      expect(revealed.json()).toMatchObject({ routingNumber: '021000021', accountNumber: '123456789012' });
      // The masked value sent back keeps the stored one; no EBT clears the FSN.
      const noEbt = await call(t.app, 'PATCH', `/api/merchant-accounts/${acct.id}`, { cookie: editor, body: { routingNumber: '****0021', hasEbt: false } });
      expect(noEbt.json()).toMatchObject({ hasEbt: false, fsnNumber: null, routingNumber: '****0021' });
      expect((await call(t.app, 'PATCH', `/api/merchant-accounts/${acct.id}`, { cookie: editor, body: { processor: 'Fiserv' } })).json().processorName).toBeNull();

      const noReason = await call(t.app, 'PATCH', `/api/merchant-accounts/${acct.id}`, { cookie: editor, body: { status: 'disabled' } });
      expect(noReason.json().message).toBe('disableReason: Please select a reason for disabling the account');
      expect((await call(t.app, 'PATCH', `/api/merchant-accounts/${acct.id}`, { cookie: editor, body: { status: 'disabled', disableReason: 'Because' } })).statusCode).toBe(400);
      const disabled = await call(t.app, 'PATCH', `/api/merchant-accounts/${acct.id}`, { cookie: editor, body: { status: 'disabled', disableReason: 'Terminated - Fraud' } });
      expect(disabled.json()).toMatchObject({ status: 'disabled', disableReason: 'Terminated - Fraud' });
      await call(t.app, 'POST', base, { cookie: editor, body: { mid: 'MID-2', processor: 'PayArc' } });
      const list = (await call(t.app, 'GET', base, { cookie: reader })).json();
      expect(list.map((a: { mid: string; status: string }) => [a.mid, a.status])).toEqual([
        ['MID-2', 'active'],
        ['MID-1', 'disabled'],
      ]);
      const active = await call(t.app, 'PATCH', `/api/merchant-accounts/${acct.id}`, { cookie: editor, body: { status: 'active', disableReason: null } });
      expect(active.json()).toMatchObject({ status: 'active', disableReason: null });
      const audit = await t.db.db.selectFrom('auditLog').selectAll().where('entityType', '=', 'merchantAccount').where('action', '=', 'reveal').execute();
      expect(audit).toHaveLength(1);
      expect((await call(t.app, 'PATCH', '/api/merchant-accounts/999999', { cookie: editor, body: { mid: 'x' } })).statusCode).toBe(404);
    });
  });
});
