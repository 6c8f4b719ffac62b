import { testDatabaseKinds } from '@app/db';
import { describe, expect, it } from 'vitest';
import { call, trpcData, trpcQuery } from '../../test/helpers';
import { organizationTestbed } from '../../test/organization-fixture';

// Payroll records of an organization and their pay schedule. The test clock reads 2026-03-02.

describe.each(testDatabaseKinds())('payrolls (%s)', (kind) => {
  const fx = organizationTestbed(kind);

  describe('payroll', () => {
    it('requires platform and frequency, keeps the second set only for semi-monthly, builds the schedule', async () => {
      const base = `/api/organizations/${fx.orgId}/payrolls`;
      const bad = await call(fx.t.app, 'POST', base, {
        cookie: fx.editor,
        body: { payrollPlatform: '', payrollFrequency: 'Weekly (52)' },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('payrollPlatform: Please fill in all required fields');
      const semi = await call(fx.t.app, 'POST', base, {
        cookie: fx.editor,
        body: {
          organizationId: fx.orgId,
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
      expect(semi.json()).toMatchObject({
        payrollFrequency: 'Semi-Monthly (24)',
        payPeriodStartDate2: '2026-01-16',
        status: 'pending',
      });
      const monthly = await call(fx.t.app, 'POST', base, {
        cookie: fx.editor,
        body: {
          payrollPlatform: 'adp',
          payrollFrequency: 'monthly',
          payPeriodStartDate: '2026-01-01',
          payPeriodStartDate2: '2026-01-16',
        },
      });
      expect(monthly.json()).toMatchObject({
        payrollPlatform: 'ADP',
        payrollFrequency: 'Monthly (12)',
        payPeriodStartDate2: null,
      });

      const schedule = trpcData<{
        year: number;
        years: number[];
        today: string;
        periods: Array<{ periodStart: string; isCurrent: boolean }>;
      }>(await trpcQuery(fx.t.app, 'payrolls.schedule', { organizationId: fx.orgId }, fx.reader));
      expect(schedule.year).toBe(2026);
      expect(schedule.years).toEqual([2025, 2026, 2027]);
      expect(schedule.today).toBe('2026-03-02');
      expect(schedule.periods).toHaveLength(24);
      expect(schedule.periods.filter((p) => p.isCurrent).map((p) => p.periodStart)).toEqual(['2026-03-01']);
      expect(
        (
          await call(fx.t.app, 'GET', `/api/payrolls/schedule?organizationId=${fx.orgId}&year=2027`, {
            cookie: fx.reader,
          })
        ).json().year,
      ).toBe(2027);

      const id = semi.json().id;
      const put = await call(fx.t.app, 'PUT', `/api/payrolls/${id}`, {
        cookie: fx.editor,
        body: { payrollFrequency: 'Bi-Weekly (26)' },
      });
      expect(put.json()).toMatchObject({
        payrollFrequency: 'Bi-Weekly (26)',
        payPeriodStartDate2: null,
        payrollPlatform: 'Gusto',
      });
      expect(
        (
          await call(fx.t.app, 'PUT', `/api/payrolls/${id}`, {
            cookie: fx.editor,
            body: { payrollFrequency: 'Yearly' },
          })
        ).json().message,
      ).toBe('payrollFrequency: Please fill in all required fields');
      expect(
        (
          await call(fx.t.app, 'PATCH', `/api/payrolls/${id}`, { cookie: fx.editor, body: { status: 'completed' } })
        ).json().status,
      ).toBe('completed');
      const all = await call(fx.t.app, 'GET', `/api/payrolls/all?organizationId=${fx.orgId}`, { cookie: fx.reader });
      expect(all.headers['x-total-count']).toBe('2');
      expect(all.json()[0]).toMatchObject({ businessDba: 'Services Co' });
      expect((await call(fx.t.app, 'DELETE', `/api/payrolls/${id}`, { cookie: fx.reader })).statusCode).toBe(403);
      expect((await call(fx.t.app, 'DELETE', `/api/payrolls/${id}`, { cookie: fx.editor })).json()).toEqual({
        ok: true,
      });
      expect(
        (await call(fx.t.app, 'PUT', `/api/payrolls/${id}`, { cookie: fx.editor, body: { status: 'pending' } }))
          .statusCode,
      ).toBe(404);
    });
  });

  describe('permissions and validation', () => {
    it('reads with organization access, changes only with edit access', async () => {
      const base = `/api/organizations/${fx.orgId}/payrolls`;
      expect((await call(fx.t.app, 'GET', base, { cookie: fx.outsider })).statusCode).toBe(403);
      expect(
        (await call(fx.t.app, 'GET', `/api/payrolls/schedule?organizationId=${fx.orgId}`, { cookie: fx.outsider }))
          .statusCode,
      ).toBe(403);
      const denied = await call(fx.t.app, 'POST', base, {
        cookie: fx.reader,
        body: { payrollPlatform: 'Gusto', payrollFrequency: 'Weekly (52)' },
      });
      expect(denied.statusCode).toBe(403);
      const created = await call(fx.t.app, 'POST', base, {
        cookie: fx.editor,
        body: { payrollPlatform: 'Gusto', payrollFrequency: 'Weekly (52)' },
      });
      expect(created.statusCode).toBe(201);
      expect(
        (
          await call(fx.t.app, 'PUT', `/api/payrolls/${created.json().id}`, {
            cookie: fx.reader,
            body: { payrollPlatform: 'ADP' },
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (
          await call(fx.t.app, 'PATCH', `/api/payrolls/${created.json().id}`, {
            cookie: fx.reader,
            body: { status: 'completed' },
          })
        ).statusCode,
      ).toBe(403);
      const list = (await call(fx.t.app, 'GET', base, { cookie: fx.reader })).json();
      expect(list.find((p: { id: number }) => p.id === created.json().id)).toMatchObject({
        payrollPlatform: 'Gusto',
        status: 'pending',
      });
    });

    it('refuses bad dates, unknown statuses and ids with a 400 naming the field', async () => {
      const base = `/api/organizations/${fx.orgId}/payrolls`;
      const count = (await call(fx.t.app, 'GET', base, { cookie: fx.reader })).json().length;
      const badDate = await call(fx.t.app, 'POST', base, {
        cookie: fx.editor,
        body: { payrollPlatform: 'Gusto', payrollFrequency: 'Weekly (52)', payDate: '2026-02-30' },
      });
      expect(badDate.statusCode).toBe(400);
      expect(badDate.json().message).toMatch(/^payDate: /);
      const created = (
        await call(fx.t.app, 'POST', base, {
          cookie: fx.editor,
          body: { payrollPlatform: 'Gusto', payrollFrequency: 'Weekly (52)' },
        })
      ).json();
      const badStatus = await call(fx.t.app, 'PATCH', `/api/payrolls/${created.id}`, {
        cookie: fx.editor,
        body: { status: 'lost' },
      });
      expect(badStatus.statusCode).toBe(400);
      expect(badStatus.json().message).toMatch(/^status: /);
      expect((await call(fx.t.app, 'DELETE', '/api/payrolls/abc', { cookie: fx.editor })).statusCode).toBe(400);
      expect(
        (
          await call(fx.t.app, 'POST', '/api/organizations/999999/payrolls', {
            cookie: fx.editor,
            body: { payrollPlatform: 'Gusto', payrollFrequency: 'Weekly (52)' },
          })
        ).statusCode,
      ).toBe(404);
      expect((await call(fx.t.app, 'GET', base, { cookie: fx.reader })).json()).toHaveLength(count + 1);
    });
  });
});
