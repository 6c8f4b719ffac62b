import { testDatabaseKinds } from '@app/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestApp, type TestApp } from '../../test/helpers';
import { organizationFixture } from '../../test/organization-fixture';

// Group health sections of an organization, their plans and renewal badges. The test clock reads 2026-03-02.

describe.each(testDatabaseKinds())('group health (%s)', (kind) => {
  let t: TestApp;
  let editor: string;
  let reader: string;
  let outsider: string;
  let orgId: number;

  beforeAll(async () => {
    t = await startTestApp(kind);
    ({ editor, reader, outsider, orgId } = await organizationFixture(t));
  });
  afterAll(() => t?.close());

  describe('group health', () => {
    it('one section per type, renewal filled a year after the effective date, badges, plans', async () => {
      const base = `/api/organizations/${orgId}/group-health-sections`;
      const dental = await call(t.app, 'POST', base, { cookie: editor, body: { sectionType: 'dental' } });
      expect(dental.statusCode).toBe(201);
      expect(dental.json()).toMatchObject({
        sectionType: 'dental',
        coverageType: 'dental',
        carrier: null,
        renewalBadge: null,
        plans: [],
      });
      const again = await call(t.app, 'POST', base, { cookie: editor, body: { coverageType: 'dental' } });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('A dental section already exists for this organization');
      expect((await call(t.app, 'POST', base, { cookie: editor, body: {} })).json().message).toBe(
        'sectionType: Please select a section type',
      );

      const id = dental.json().id;
      const eff = await call(t.app, 'PATCH', `/api/group-health-sections/${id}`, {
        cookie: editor,
        body: { carrier: 'Aetna', effectiveDate: '2025-03-20', policyNumber: 'G-1' },
      });
      expect(eff.json()).toMatchObject({
        carrier: 'Aetna',
        effectiveDate: '2025-03-20',
        renewalDate: '2026-03-20',
        renewalBadge: '30 Day Renewal Notice',
      });
      const given = await call(t.app, 'PATCH', `/api/group-health-sections/${id}`, {
        cookie: editor,
        body: { effectiveDate: '2025-01-01', renewalDate: '2026-04-20' },
      });
      expect(given.json()).toMatchObject({ renewalDate: '2026-04-20', renewalBadge: '60 Day Renewal Notice' });
      expect(
        (
          await call(t.app, 'PATCH', `/api/group-health-sections/${id}`, {
            cookie: editor,
            body: { renewalDate: '2026-03-01' },
          })
        ).json().renewalBadge,
      ).toBe('POLICY LAPSED');
      expect(
        (
          await call(t.app, 'PATCH', `/api/group-health-sections/${id}`, {
            cookie: editor,
            body: { carrier: 'Nobody' },
          })
        ).statusCode,
      ).toBe(400);

      expect(
        (
          await call(t.app, 'POST', `/api/group-health-sections/${id}/plans`, {
            cookie: editor,
            body: { planName: '  ' },
          })
        ).json().message,
      ).toBe('planName: Plan name is required');
      const plan = await call(t.app, 'POST', `/api/group-health-sections/${id}/plans`, {
        cookie: editor,
        body: { planName: 'PPO 500', description: 'Gold' },
      });
      expect(plan.statusCode).toBe(201);
      const planId = plan.json().id;
      const patched = await call(t.app, 'PATCH', `/api/group-health-plans/${planId}`, {
        cookie: editor,
        body: { planName: 'PPO 750', renewalDate: '2027-01-01' },
      });
      expect(patched.json()).toMatchObject({ planName: 'PPO 750', renewalDate: '2027-01-01' });
      const sections = (await call(t.app, 'GET', base, { cookie: reader })).json();
      expect(sections[0]).toMatchObject({
        renewalDate: '2027-01-01',
        plans: [{ planName: 'PPO 750', description: 'Gold' }],
      });
      expect(
        (await call(t.app, 'GET', `/api/group-health-sections/${id}/plans`, { cookie: reader })).json(),
      ).toHaveLength(1);
      expect((await call(t.app, 'GET', '/api/group-health-sections/all', { cookie: reader })).json()[0]).toMatchObject({
        businessDba: 'Services Co',
        coverageType: 'dental',
      });
      expect((await call(t.app, 'DELETE', `/api/group-health-plans/${planId}`, { cookie: editor })).json()).toEqual({
        ok: true,
      });
      expect((await call(t.app, 'DELETE', `/api/group-health-sections/${id}`, { cookie: editor })).json()).toEqual({
        ok: true,
      });
      expect(
        (await call(t.app, 'PATCH', `/api/group-health-sections/${id}`, { cookie: editor, body: { carrier: 'Aetna' } }))
          .statusCode,
      ).toBe(404);
    });
  });

  describe('permissions and validation', () => {
    it('reads with organization access, changes only with edit access', async () => {
      const base = `/api/organizations/${orgId}/group-health-sections`;
      expect((await call(t.app, 'GET', base, { cookie: outsider })).statusCode).toBe(403);
      expect((await call(t.app, 'POST', base, { cookie: reader, body: { sectionType: 'vision' } })).statusCode).toBe(
        403,
      );
      const vision = await call(t.app, 'POST', base, { cookie: editor, body: { sectionType: 'vision' } });
      expect(vision.statusCode).toBe(201);
      const id = vision.json().id;
      expect(
        (await call(t.app, 'PATCH', `/api/group-health-sections/${id}`, { cookie: reader, body: { carrier: 'Aetna' } }))
          .statusCode,
      ).toBe(403);
      expect(
        (
          await call(t.app, 'POST', `/api/group-health-sections/${id}/plans`, {
            cookie: reader,
            body: { planName: 'Basic' },
          })
        ).statusCode,
      ).toBe(403);
      expect((await call(t.app, 'DELETE', `/api/group-health-sections/${id}`, { cookie: reader })).statusCode).toBe(
        403,
      );
      expect(
        (await call(t.app, 'GET', base, { cookie: reader })).json().map((s: { sectionType: string }) => s.sectionType),
      ).toContain('vision');
      expect((await call(t.app, 'DELETE', `/api/group-health-sections/${id}`, { cookie: editor })).json()).toEqual({
        ok: true,
      });
    });

    it('refuses an unknown section type, a bad date and a bad id with a 400 naming the field', async () => {
      const base = `/api/organizations/${orgId}/group-health-sections`;
      const badType = await call(t.app, 'POST', base, { cookie: editor, body: { sectionType: 'pets' } });
      expect(badType.statusCode).toBe(400);
      expect(badType.json().message).toMatch(/^sectionType: /);
      const life = (await call(t.app, 'POST', base, { cookie: editor, body: { sectionType: 'life' } })).json();
      const badDate = await call(t.app, 'PATCH', `/api/group-health-sections/${life.id}`, {
        cookie: editor,
        body: { effectiveDate: '2026-13-01' },
      });
      expect(badDate.statusCode).toBe(400);
      expect(badDate.json().message).toMatch(/^effectiveDate: /);
      expect(
        (await call(t.app, 'PATCH', '/api/group-health-sections/abc', { cookie: editor, body: { carrier: 'Aetna' } }))
          .statusCode,
      ).toBe(400);
      expect(
        (await call(t.app, 'GET', base, { cookie: reader })).json().find((s: { id: number }) => s.id === life.id),
      ).toMatchObject({ effectiveDate: null });
    });
  });
});
