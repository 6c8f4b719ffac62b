import { testDatabaseKinds } from '@app/db';
import { describe, expect, it } from 'vitest';
import { call } from '../../test/helpers';
import { organizationTestbed } from '../../test/organization-fixture';

// P&C sections of an organization: one per type, in the fixed order, with renewal badges. The test clock reads 2026-03-02.

describe.each(testDatabaseKinds())('P&C sections (%s)', (kind) => {
  const fx = organizationTestbed(kind);

  describe('P&C', () => {
    it('one per type, fixed order, policyType too', async () => {
      const base = `/api/organizations/${fx.orgId}/pc-sections`;
      for (const sectionType of ['umbrella', 'cyber', 'bop']) {
        const res = await call(fx.t.app, 'POST', base, {
          cookie: fx.editor,
          body: {
            organizationId: fx.orgId,
            sectionType,
            carrier: null,
            generalAgency: null,
            policyNumber: null,
            effectiveDate: null,
            renewalDate: null,
          },
        });
        expect(res.statusCode).toBe(201);
      }
      expect(
        (await call(fx.t.app, 'POST', base, { cookie: fx.editor, body: { sectionType: 'bop' } })).json().message,
      ).toBe('A BOP / General Liability section already exists for this organization');
      const list = (await call(fx.t.app, 'GET', base, { cookie: fx.reader })).json();
      expect(list.map((s: { sectionType: string; policyType: string }) => [s.sectionType, s.policyType])).toEqual([
        ['bop', 'bop'],
        ['cyber', 'cyber'],
        ['umbrella', 'umbrella'],
      ]);
      const patched = await call(fx.t.app, 'PATCH', `/api/pc-sections/${list[0].id}`, {
        cookie: fx.editor,
        body: { sectionType: 'bop', carrier: 'Chubb', generalAgency: 'AON', effectiveDate: '2025-04-15' },
      });
      expect(patched.json()).toMatchObject({
        carrier: 'Chubb',
        generalAgency: 'AON',
        renewalDate: '2026-04-15',
        renewalBadge: '60 Day Renewal Notice',
      });
      expect(
        (
          await call(fx.t.app, 'PATCH', `/api/pc-sections/${list[0].id}`, {
            cookie: fx.editor,
            body: { sectionType: 'cyber' },
          })
        ).statusCode,
      ).toBe(409);
      expect(
        (await call(fx.t.app, 'GET', `/api/pc-sections/all?organizationId=${fx.orgId}`, { cookie: fx.reader })).json(),
      ).toHaveLength(3);
      expect((await call(fx.t.app, 'DELETE', `/api/pc-sections/${list[1].id}`, { cookie: fx.editor })).json()).toEqual({
        ok: true,
      });
    });
  });

  describe('permissions and validation', () => {
    it('reads with organization access, changes only with edit access', async () => {
      const base = `/api/organizations/${fx.orgId}/pc-sections`;
      expect((await call(fx.t.app, 'GET', base, { cookie: fx.outsider })).statusCode).toBe(403);
      expect(
        (await call(fx.t.app, 'GET', `/api/pc-sections/all?organizationId=${fx.orgId}`, { cookie: fx.outsider }))
          .statusCode,
      ).toBe(403);
      expect(
        (await call(fx.t.app, 'POST', base, { cookie: fx.reader, body: { sectionType: 'auto' } })).statusCode,
      ).toBe(403);
      const auto = await call(fx.t.app, 'POST', base, { cookie: fx.editor, body: { sectionType: 'auto' } });
      expect(auto.statusCode).toBe(201);
      expect(
        (
          await call(fx.t.app, 'PATCH', `/api/pc-sections/${auto.json().id}`, {
            cookie: fx.reader,
            body: { carrier: 'Chubb' },
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (await call(fx.t.app, 'DELETE', `/api/pc-sections/${auto.json().id}`, { cookie: fx.reader })).statusCode,
      ).toBe(403);
      expect(
        (await call(fx.t.app, 'DELETE', `/api/pc-sections/${auto.json().id}`, { cookie: fx.editor })).json(),
      ).toEqual({
        ok: true,
      });
      expect(
        (await call(fx.t.app, 'DELETE', `/api/pc-sections/${auto.json().id}`, { cookie: fx.editor })).statusCode,
      ).toBe(404);
    });

    it('refuses an unknown type, a bad date and a bad id with a 400 naming the field', async () => {
      const base = `/api/organizations/${fx.orgId}/pc-sections`;
      const badType = await call(fx.t.app, 'POST', base, { cookie: fx.editor, body: { sectionType: 'boats' } });
      expect(badType.statusCode).toBe(400);
      expect(badType.json().message).toMatch(/^sectionType: /);
      const epli = (await call(fx.t.app, 'POST', base, { cookie: fx.editor, body: { sectionType: 'epli' } })).json();
      const badDate = await call(fx.t.app, 'PATCH', `/api/pc-sections/${epli.id}`, {
        cookie: fx.editor,
        body: { renewalDate: 'soon' },
      });
      expect(badDate.statusCode).toBe(400);
      expect(badDate.json().message).toMatch(/^renewalDate: /);
      expect(
        (await call(fx.t.app, 'PATCH', '/api/pc-sections/abc', { cookie: fx.editor, body: { carrier: 'Chubb' } }))
          .statusCode,
      ).toBe(400);
      expect(
        (
          await call(fx.t.app, 'POST', '/api/organizations/999999/pc-sections', {
            cookie: fx.editor,
            body: { sectionType: 'epli' },
          })
        ).statusCode,
      ).toBe(404);
    });
  });
});
