import { testDatabaseKinds } from '@app/db';
import { describe, expect, it } from 'vitest';
import { call } from '../../test/helpers';
import { organizationTestbed } from '../../test/organization-fixture';

// Group health sections of an organization, their plans and renewal badges. The test clock reads 2026-03-02.

describe.each(testDatabaseKinds())('group health (%s)', (kind) => {
  const fx = organizationTestbed(kind);

  describe('group health', () => {
    it('one section per type, renewal filled a year after the effective date, badges, plans', async () => {
      const base = `/api/organizations/${fx.orgId}/group-health-sections`;
      const dental = await call(fx.t.app, 'POST', base, { cookie: fx.editor, body: { sectionType: 'dental' } });
      expect(dental.statusCode).toBe(201);
      expect(dental.json()).toMatchObject({
        sectionType: 'dental',
        coverageType: 'dental',
        carrier: null,
        renewalBadge: null,
        plans: [],
      });
      const again = await call(fx.t.app, 'POST', base, { cookie: fx.editor, body: { coverageType: 'dental' } });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('A dental section already exists for this organization');
      expect((await call(fx.t.app, 'POST', base, { cookie: fx.editor, body: {} })).json().message).toBe(
        'sectionType: Please select a section type',
      );

      const id = dental.json().id;
      const eff = await call(fx.t.app, 'PATCH', `/api/group-health-sections/${id}`, {
        cookie: fx.editor,
        body: { carrier: 'Aetna', effectiveDate: '2025-03-20', policyNumber: 'G-1' },
      });
      expect(eff.json()).toMatchObject({
        carrier: 'Aetna',
        effectiveDate: '2025-03-20',
        renewalDate: '2026-03-20',
        renewalBadge: '30 Day Renewal Notice',
      });
      const given = await call(fx.t.app, 'PATCH', `/api/group-health-sections/${id}`, {
        cookie: fx.editor,
        body: { effectiveDate: '2025-01-01', renewalDate: '2026-04-20' },
      });
      expect(given.json()).toMatchObject({ renewalDate: '2026-04-20', renewalBadge: '60 Day Renewal Notice' });
      expect(
        (
          await call(fx.t.app, 'PATCH', `/api/group-health-sections/${id}`, {
            cookie: fx.editor,
            body: { renewalDate: '2026-03-01' },
          })
        ).json().renewalBadge,
      ).toBe('POLICY LAPSED');
      expect(
        (
          await call(fx.t.app, 'PATCH', `/api/group-health-sections/${id}`, {
            cookie: fx.editor,
            body: { carrier: 'Nobody' },
          })
        ).statusCode,
      ).toBe(400);

      expect(
        (
          await call(fx.t.app, 'POST', `/api/group-health-sections/${id}/plans`, {
            cookie: fx.editor,
            body: { planName: '  ' },
          })
        ).json().message,
      ).toBe('planName: Plan name is required');
      const plan = await call(fx.t.app, 'POST', `/api/group-health-sections/${id}/plans`, {
        cookie: fx.editor,
        body: { planName: 'PPO 500', description: 'Gold' },
      });
      expect(plan.statusCode).toBe(201);
      const planId = plan.json().id;
      const patched = await call(fx.t.app, 'PATCH', `/api/group-health-plans/${planId}`, {
        cookie: fx.editor,
        body: { planName: 'PPO 750', renewalDate: '2027-01-01' },
      });
      expect(patched.json()).toMatchObject({ planName: 'PPO 750', renewalDate: '2027-01-01' });
      const sections = (await call(fx.t.app, 'GET', base, { cookie: fx.reader })).json();
      expect(sections[0]).toMatchObject({
        renewalDate: '2027-01-01',
        plans: [{ planName: 'PPO 750', description: 'Gold' }],
      });
      expect(
        (await call(fx.t.app, 'GET', `/api/group-health-sections/${id}/plans`, { cookie: fx.reader })).json(),
      ).toHaveLength(1);
      expect(
        (await call(fx.t.app, 'GET', '/api/group-health-sections/all', { cookie: fx.reader })).json()[0],
      ).toMatchObject({
        businessDba: 'Services Co',
        coverageType: 'dental',
      });
      expect(
        (await call(fx.t.app, 'DELETE', `/api/group-health-plans/${planId}`, { cookie: fx.editor })).json(),
      ).toEqual({
        ok: true,
      });
      expect(
        (await call(fx.t.app, 'DELETE', `/api/group-health-sections/${id}`, { cookie: fx.editor })).json(),
      ).toEqual({
        ok: true,
      });
      expect(
        (
          await call(fx.t.app, 'PATCH', `/api/group-health-sections/${id}`, {
            cookie: fx.editor,
            body: { carrier: 'Aetna' },
          })
        ).statusCode,
      ).toBe(404);
    });
  });

  describe('permissions and validation', () => {
    it('reads with organization access, changes only with edit access', async () => {
      const base = `/api/organizations/${fx.orgId}/group-health-sections`;
      expect((await call(fx.t.app, 'GET', base, { cookie: fx.outsider })).statusCode).toBe(403);
      expect(
        (await call(fx.t.app, 'POST', base, { cookie: fx.reader, body: { sectionType: 'vision' } })).statusCode,
      ).toBe(403);
      const vision = await call(fx.t.app, 'POST', base, { cookie: fx.editor, body: { sectionType: 'vision' } });
      expect(vision.statusCode).toBe(201);
      const id = vision.json().id;
      expect(
        (
          await call(fx.t.app, 'PATCH', `/api/group-health-sections/${id}`, {
            cookie: fx.reader,
            body: { carrier: 'Aetna' },
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (
          await call(fx.t.app, 'POST', `/api/group-health-sections/${id}/plans`, {
            cookie: fx.reader,
            body: { planName: 'Basic' },
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (await call(fx.t.app, 'DELETE', `/api/group-health-sections/${id}`, { cookie: fx.reader })).statusCode,
      ).toBe(403);
      expect(
        (await call(fx.t.app, 'GET', base, { cookie: fx.reader }))
          .json()
          .map((s: { sectionType: string }) => s.sectionType),
      ).toContain('vision');
      expect(
        (await call(fx.t.app, 'DELETE', `/api/group-health-sections/${id}`, { cookie: fx.editor })).json(),
      ).toEqual({
        ok: true,
      });
    });

    it('refuses an unknown section type, a bad date and a bad id with a 400 naming the field', async () => {
      const base = `/api/organizations/${fx.orgId}/group-health-sections`;
      const badType = await call(fx.t.app, 'POST', base, { cookie: fx.editor, body: { sectionType: 'pets' } });
      expect(badType.statusCode).toBe(400);
      expect(badType.json().message).toMatch(/^sectionType: /);
      const life = (await call(fx.t.app, 'POST', base, { cookie: fx.editor, body: { sectionType: 'life' } })).json();
      const badDate = await call(fx.t.app, 'PATCH', `/api/group-health-sections/${life.id}`, {
        cookie: fx.editor,
        body: { effectiveDate: '2026-13-01' },
      });
      expect(badDate.statusCode).toBe(400);
      expect(badDate.json().message).toMatch(/^effectiveDate: /);
      expect(
        (
          await call(fx.t.app, 'PATCH', '/api/group-health-sections/abc', {
            cookie: fx.editor,
            body: { carrier: 'Aetna' },
          })
        ).statusCode,
      ).toBe(400);
      expect(
        (await call(fx.t.app, 'GET', base, { cookie: fx.reader })).json().find((s: { id: number }) => s.id === life.id),
      ).toMatchObject({ effectiveDate: null });
    });
  });
});
