import { testDatabaseKinds } from '@app/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createUser,
  sessionCookie,
  startTestApp,
  trpcData,
  trpcMutation,
  trpcQuery,
  type TestApp,
} from '../../test/helpers';

// The clock of the test app reads 2026-03-02 (firm time zone): SOI, license and tax schedules
// below are computed from that "today".

describe.each(testDatabaseKinds())('organizations (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  let reader: string;
  let editor: string;
  let noFlags: string;

  const create = async (body: Record<string, unknown>, cookie = admin) => {
    const res = await call(t.app, 'POST', '/api/organizations', { cookie, body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number } & Record<string, unknown>;
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await sessionCookie(t, await createUser(t, { role: 'admin' }));
    reader = await sessionCookie(t, await createUser(t, { flags: ['canAccessOrganizations'] }));
    editor = await sessionCookie(t, await createUser(t, { flags: ['canAccessOrganizations', 'canEditOrganizations'] }));
    noFlags = await sessionCookie(t, await createUser(t, { flags: [] }));
  });
  afterAll(() => t?.close());

  describe('create', () => {
    it('requires the DBA', async () => {
      const res = await call(t.app, 'POST', '/api/organizations', { cookie: admin, body: { businessDba: '   ' } });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('businessDba: Please enter a business DBA name');
    });

    it('cleans names, maps entity labels, splits services, answers 201 with the object', async () => {
      const org = await create({
        businessDba: '  Sunset   Bakery ',
        businessLegalName: 'Sunset  Bakery   LLC',
        legalAddress: ' 1 Main  St ',
        entityType: 'Non-Profit',
        servicesPurchased: 'Merchant Processing, Payroll & HR',
        referralSourceId: '',
        dateOfFormation: '',
        ein: '12-3456789',
      });
      expect(org).toMatchObject({
        businessDba: 'Sunset Bakery',
        businessLegalName: 'Sunset Bakery LLC',
        legalAddress: '1 Main St',
        entityType: 'nonprofit',
        servicesPurchased: ['Payroll & HR', 'Merchant Processing'],
        services: { payroll: true, groupHealth: false, pandc: false, merchant: true },
        referralSourceId: null,
        dateOfFormation: null,
        ein: '123456789',
        einType: 'ein',
        status: 'active',
      });
      expect(org.displayId).toBe(`B${String(org.id).padStart(4, '0')}`);
      const got = await call(t.app, 'GET', `/api/organizations/${org.id}`, { cookie: reader });
      expect(got.json()).toMatchObject({ id: org.id, businessDba: 'Sunset Bakery' });
    });

    it('refuses a bad EIN, an unknown referral source, and non-editors', async () => {
      expect(
        (
          await call(t.app, 'POST', '/api/organizations', {
            cookie: admin,
            body: { businessDba: 'X', ein: '1234567890' },
          })
        ).json().message,
      ).toBe('ein: Tax ID must have at most 9 digits');
      const ref = await call(t.app, 'POST', '/api/organizations', {
        cookie: admin,
        body: { businessDba: 'X', referralSourceId: 999999 },
      });
      expect(ref.statusCode).toBe(400);
      expect(ref.json().message).toBe('referralSourceId: Referral source not found');
      expect(
        (await call(t.app, 'POST', '/api/organizations', { cookie: reader, body: { businessDba: 'X' } })).statusCode,
      ).toBe(403);
      expect((await call(t.app, 'GET', '/api/organizations', { cookie: noFlags })).statusCode).toBe(403);
      expect((await call(t.app, 'GET', '/api/organizations')).statusCode).toBe(401);
    });
  });

  describe('list, search and duplicates', () => {
    let ids: number[] = [];
    beforeAll(async () => {
      ids = [];
      for (const [dba, email, phone] of [
        ['Zephyr Plumbing', 'office@zephyr.test', '3105550101'],
        ['Acme Widgets', 'hello@acme.test', '2135550199'],
        ['Blue Harbor Cafe', 'cafe@harbor.test', '8185550123'],
      ]) {
        t.clock.advance(1000);
        ids.push(
          (
            await create({
              businessDba: dba,
              businessEmail: email,
              businessPhone: phone,
              businessLegalName: `${dba} Inc`,
            })
          ).id,
        );
      }
      await call(t.app, 'PUT', `/api/organizations/${ids[2]}`, { cookie: admin, body: { status: 'terminated' } });
    });

    it('pages newest first with x-total-count, filters by status', async () => {
      const res = await call(t.app, 'GET', '/api/organizations?limit=2', { cookie: reader });
      expect(res.statusCode).toBe(200);
      expect(Number(res.headers['x-total-count'])).toBeGreaterThanOrEqual(4);
      const rows = res.json();
      expect(rows).toHaveLength(2);
      expect(rows[0]).toEqual({
        id: ids[2],
        displayId: expect.any(String),
        businessDba: 'Blue Harbor Cafe',
        businessLegalName: 'Blue Harbor Cafe Inc',
        businessEmail: 'cafe@harbor.test',
        businessPhone: '8185550123',
        status: 'terminated',
        createdAt: expect.any(String),
      });
      const active = (await call(t.app, 'GET', '/api/organizations?status=active', { cookie: reader })).json();
      expect(active.map((r: { id: number }) => r.id)).not.toContain(ids[2]);
      const terminated = (await call(t.app, 'GET', '/api/organizations?status=terminated', { cookie: reader })).json();
      expect(terminated.map((r: { id: number }) => r.id)).toEqual([ids[2]]);
      // A later page (its ids read first, then its rows, from the nearer end of the index past the
      // middle) continues the first one exactly, with the same total, up to the last page and past it.
      for (const status of ['', '&status=active']) {
        const whole = (await call(t.app, 'GET', `/api/organizations?limit=100${status}`, { cookie: reader })).json();
        expect(whole.length).toBeGreaterThanOrEqual(status ? 3 : 4);
        for (let offset = 1; offset <= whole.length + 1; offset++) {
          const later = await call(t.app, 'GET', `/api/organizations?limit=2&offset=${offset}${status}`, {
            cookie: reader,
          });
          expect(later.json(), `offset ${offset}${status}`).toEqual(whole.slice(offset, offset + 2));
          if (offset < whole.length) expect(later.headers['x-total-count']).toBe(String(whole.length));
        }
      }
    });

    it('keeps the total right after a create and a delete (counted per request, nothing cached)', async () => {
      const total = async () =>
        Number((await call(t.app, 'GET', '/api/organizations?limit=1', { cookie: reader })).headers['x-total-count']);
      const before = await total();
      expect(await total()).toBe(before);
      const org = await create({ businessDba: 'Counted Co' });
      expect(await total()).toBe(before + 1);
      await call(t.app, 'DELETE', `/api/organizations/${org.id}`, { cookie: admin });
      expect(await total()).toBe(before);
    });

    it('searches DBA, legal name, email, phone (formatted too) and the display id', async () => {
      const find = async (q: string) =>
        (await call(t.app, 'GET', `/api/organizations?search=${encodeURIComponent(q)}`, { cookie: reader }))
          .json()
          .map((r: { id: number }) => r.id);
      expect(await find('zephyr')).toEqual([ids[0]]);
      expect(await find('Widgets Inc')).toEqual([ids[1]]);
      expect(await find('harbor.test')).toEqual([ids[2]]);
      expect(await find('555-0199')).toEqual([ids[1]]);
      expect(await find(`B${String(ids[0]).padStart(4, '0')}`)).toContain(ids[0]);
      expect(await find('100%_x')).toEqual([]);
      const trpc = trpcData<{ items: unknown[]; total: number; totalCapped: boolean }>(
        await trpcQuery(t.app, 'organizations.list', { search: 'acme' }, reader),
      );
      expect(trpc.total).toBe(1);
      expect(trpc.totalCapped).toBe(false);
      const page = await call(t.app, 'GET', '/api/organizations?search=harbor&limit=1&count=true', { cookie: reader });
      expect(page.json()).toHaveLength(1);
      expect(Number(page.headers['x-total-count'])).toBeGreaterThanOrEqual(1);
      expect(page.headers['x-total-capped']).toBeUndefined();
    });

    it('checks duplicates by DBA or legal name', async () => {
      const res = await call(t.app, 'POST', '/api/organizations/check-duplicates', {
        cookie: editor,
        body: { businessDba: 'acme' },
      });
      expect(res.json()).toEqual({
        hasSimilar: true,
        similarOrganizations: [
          {
            id: ids[1],
            businessDba: 'Acme Widgets',
            legalBusinessName: 'Acme Widgets Inc',
            email: 'hello@acme.test',
            phone: '2135550199',
          },
        ],
      });
      const byLegal = await call(t.app, 'POST', '/api/organizations/check-duplicates', {
        cookie: editor,
        body: { businessDba: 'Nothing Like It', businessLegalName: 'Zephyr Plumbing Inc' },
      });
      expect(byLegal.json().similarOrganizations.map((o: { id: number }) => o.id)).toEqual([ids[0]]);
      const none = await call(t.app, 'POST', '/api/organizations/check-duplicates', {
        cookie: editor,
        body: { businessDba: 'Quux Quarry' },
      });
      expect(none.json()).toEqual({ hasSimilar: false, similarOrganizations: [] });
    });
  });

  describe('update', () => {
    it('answers the stored record, saving and auditing nothing, when nothing differs (a PUT is idempotent)', async () => {
      const org = await create({ businessDba: 'Same Co', website: 'same.test' });
      for (const body of [{}, { businessDba: 'Same Co', website: 'same.test' }, { description: null }]) {
        const res = await call(t.app, 'PUT', `/api/organizations/${org.id}`, { cookie: editor, body });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ id: org.id, businessDba: 'Same Co', website: 'same.test' });
      }
      const updates = await t.db.db
        .selectFrom('auditLog')
        .select('id')
        .where('entityType', '=', 'organization')
        .where('entityId', '=', String(org.id))
        .where('action', '=', 'update')
        .execute();
      expect(updates).toEqual([]);
      const ok = await call(t.app, 'PUT', `/api/organizations/${org.id}`, {
        cookie: editor,
        body: { website: 'new.test', businessDba: '  Same   Co  2 ' },
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({ website: 'new.test', businessDba: 'Same Co 2' });
      const auditRows = await t.db.db
        .selectFrom('auditLog')
        .selectAll()
        .where('entityType', '=', 'organization')
        .where('entityId', '=', String(org.id))
        .where('action', '=', 'update')
        .execute();
      expect(auditRows.at(-1)?.fields).toEqual(['businessDba', 'website']);
    });

    it('enforces the LA City and Other date rules and the SOI entity types', async () => {
      const org = await create({ businessDba: 'Rules Co', entityType: 'sole_proprietorship' });
      const put = (body: unknown) => call(t.app, 'PUT', `/api/organizations/${org.id}`, { cookie: editor, body });
      expect((await put({ businessLicenseCounty: 'LA City' })).json().message).toBe(
        'businessLicenseRegisteredDate: Registered date is required when LA City is selected',
      );
      expect((await put({ businessLicenseCounty: 'Other' })).json().message).toBe(
        'businessLicenseReminderDate: Reminder date is required when Other is selected',
      );
      const soi = await put({ soi: true });
      expect(soi.statusCode).toBe(400);
      expect(soi.json().message).toBe('soi: SOI applies only to corporations, non-profits, LLCs and partnerships');
      expect((await put({ eddAccount: '123456789' })).json().message).toBe(
        'eddAccount: EDD account must have at most 8 digits',
      );
      expect((await put({ eddAccount: '123-4567-8' })).json().eddAccount).toBe('12345678');
    });

    it('keeps an SSN-type tax id encrypted, masked on read, revealed with an audit entry', async () => {
      const org = await create({ businessDba: 'Tax Id Co', ein: '987654321' });
      const ssn = await call(t.app, 'PUT', `/api/organizations/${org.id}`, {
        cookie: editor,
        body: { einType: 'ssn', ein: '123-45-6789' },
      });
      expect(ssn.json()).toMatchObject({ einType: 'ssn', ein: '****6789' });
      const row = await t.db.db
        .selectFrom('organizations')
        .selectAll()
        .where('id', '=', org.id)
        .executeTakeFirstOrThrow();
      expect(row.ein).toBeNull();
      expect(row.einEncrypted).not.toContain('6789');
      // Sending the masked value back keeps the stored one.
      expect(
        (
          await call(t.app, 'PUT', `/api/organizations/${org.id}`, { cookie: editor, body: { ein: '****6789' } })
        ).json(),
      ).toMatchObject({ einType: 'ssn', ein: '****6789' });
      const revealed = await call(t.app, 'POST', `/api/organizations/${org.id}/reveal`, {
        cookie: reader,
        body: { field: 'ein' },
      });
      expect(revealed.json()).toEqual({ value: '123456789' });
      const audit = await t.db.db
        .selectFrom('auditLog')
        .selectAll()
        .where('action', '=', 'reveal')
        .where('entityId', '=', String(org.id))
        .execute();
      expect(audit).toHaveLength(1);
      expect(JSON.stringify(audit[0])).not.toContain('123456789');
      expect(
        (await call(t.app, 'POST', `/api/organizations/${org.id}/reveal`, { cookie: reader, body: { field: 'other' } }))
          .statusCode,
      ).toBe(400);
      // Back to EIN: the value moves to the clear column.
      const back = await call(t.app, 'PUT', `/api/organizations/${org.id}`, {
        cookie: editor,
        body: { einType: 'ein' },
      });
      expect(back.json()).toMatchObject({ einType: 'ein', ein: '123456789' });
    });

    it('switches the estimated tax schedule on and off in the save', async () => {
      const org = await create({ businessDba: 'Estimates Co' });
      await call(t.app, 'PUT', `/api/organizations/${org.id}`, { cookie: editor, body: { estimatedTaxes: true } });
      const rows = await t.db.db
        .selectFrom('estimatedTaxPayments')
        .selectAll()
        .where('organizationId', '=', org.id)
        .orderBy('dueDate')
        .execute();
      expect(rows.map((r) => r.dueDate)).toEqual([
        '2026-04-15',
        '2026-06-15',
        '2026-09-15',
        '2027-01-15',
        '2027-04-15',
        '2027-06-15',
        '2027-09-15',
        '2028-01-15',
      ]);
      await call(t.app, 'PUT', `/api/organizations/${org.id}`, { cookie: editor, body: { estimatedTaxes: false } });
      expect(
        await t.db.db.selectFrom('estimatedTaxPayments').selectAll().where('organizationId', '=', org.id).execute(),
      ).toHaveLength(0);
    });

    it('generates SOI events with 2 due years for an LLC, 1 for a corporation, and removes pending ones', async () => {
      const llc = await create({ businessDba: 'Soi LLC', entityType: 'LLC', dateOfFormation: '2020-05-10' });
      const on = await call(t.app, 'PUT', `/api/organizations/${llc.id}`, { cookie: editor, body: { soi: true } });
      expect(on.statusCode).toBe(200);
      const events = (await call(t.app, 'GET', `/api/organizations/${llc.id}/soi-events`, { cookie: reader })).json();
      // Formed 2020: due 2026 and 2028 (every 2 years), each with a reminder 30 days before.
      expect(events.map((e: { kind: string; due_date: string }) => [e.kind, e.due_date])).toEqual([
        ['reminder', '2026-05-10'],
        ['due', '2026-05-10'],
        ['reminder', '2028-05-10'],
        ['due', '2028-05-10'],
      ]);
      expect(events[0]).toMatchObject({ kind: 'reminder', date: '2026-04-10', due_date: '2026-05-10' });
      expect(events[0]).not.toHaveProperty('dueDate');
      expect(events[0]).not.toHaveProperty('eventDate');
      // Changing the entity type to a corporation rebuilds it yearly.
      await call(t.app, 'PUT', `/api/organizations/${llc.id}`, { cookie: editor, body: { entityType: 'Corporation' } });
      const yearly = (await call(t.app, 'GET', `/api/organizations/${llc.id}/soi-events`, { cookie: reader })).json();
      expect(new Set(yearly.map((e: { due_date: string }) => e.due_date))).toEqual(
        new Set(['2026-05-10', '2027-05-10', '2028-05-10']),
      );
      // A completed event stays when SOI goes off.
      await t.db.db
        .updateTable('soiEvents')
        .set({ completed: true })
        .where('organizationId', '=', llc.id)
        .where('dueDate', '=', '2026-05-10')
        .execute();
      await call(t.app, 'PUT', `/api/organizations/${llc.id}`, { cookie: editor, body: { soi: false } });
      const left = (await call(t.app, 'GET', `/api/organizations/${llc.id}/soi-events`, { cookie: reader })).json();
      expect(left.every((e: { completed: boolean }) => e.completed)).toBe(true);
      expect(left).toHaveLength(2);
      // An entity type that files no SOI switches it off.
      await call(t.app, 'PUT', `/api/organizations/${llc.id}`, { cookie: editor, body: { soi: true } });
      const sole = await call(t.app, 'PUT', `/api/organizations/${llc.id}`, {
        cookie: editor,
        body: { entityType: 'Sole Proprietorship' },
      });
      expect(sole.json().soi).toBe(false);
    });

    it('the explicit SOI calls are idempotent and check dueYears', async () => {
      const org = await create({ businessDba: 'Soi Explicit' });
      const body = { organizationId: org.id, entityType: 'llc', formationDate: '2019-08-01', dueYears: 2 };
      const first = await call(t.app, 'POST', '/api/soi-calendar/generate', { cookie: editor, body });
      const second = await call(t.app, 'POST', '/api/soi-calendar/generate', { cookie: editor, body });
      expect(first.statusCode).toBe(200);
      expect(second.json()).toEqual(first.json());
      expect(first.json().map((e: { due_date: string }) => e.due_date)).toEqual(['2027-08-01', '2027-08-01']);
      expect(
        (await call(t.app, 'POST', '/api/soi-calendar/generate', { cookie: editor, body: { ...body, dueYears: 1 } }))
          .statusCode,
      ).toBe(400);
      expect((await call(t.app, 'POST', '/api/soi-calendar/generate', { cookie: reader, body })).statusCode).toBe(403);
      const removed = await call(t.app, 'DELETE', '/api/soi-calendar/remove', {
        cookie: editor,
        body: { organizationId: org.id },
      });
      expect(removed.json()).toEqual({ removed: 2 });
      expect(
        (await call(t.app, 'DELETE', `/api/soi-calendar/remove?organizationId=${org.id}`, { cookie: editor })).json(),
      ).toEqual({ removed: 0 });
      expect(
        (
          await call(t.app, 'POST', '/api/soi-calendar/generate', {
            cookie: editor,
            body: { ...body, organizationId: 999999 },
          })
        ).statusCode,
      ).toBe(404);
    });

    it('LA City renewals, Other reminders, and removal by another county', async () => {
      const org = await create({ businessDba: 'License Co' });
      const renewals = async () =>
        (await call(t.app, 'GET', `/api/organizations/${org.id}/business-license-renewals`, { cookie: reader })).json();
      await call(t.app, 'PUT', `/api/organizations/${org.id}`, {
        cookie: editor,
        body: { businessLicenseCounty: 'LA City', businessLicenseRegisteredDate: '2026-01-10' },
      });
      expect((await renewals()).map((r: { kind: string; dueDate: string }) => [r.kind, r.dueDate])).toEqual([
        ['la_city', '2026-02-28'],
        ['la_city', '2027-02-28'],
        ['la_city', '2028-02-28'],
      ]);
      await call(t.app, 'PUT', `/api/organizations/${org.id}`, {
        cookie: editor,
        body: { businessLicenseRegisteredDate: '2026-06-01' },
      });
      expect((await renewals()).map((r: { dueDate: string }) => r.dueDate)).toEqual(['2027-02-28', '2028-02-28']);
      await call(t.app, 'PUT', `/api/organizations/${org.id}`, {
        cookie: editor,
        body: { businessLicenseCounty: 'Other', businessLicenseReminderDate: '2026-09-15' },
      });
      expect((await renewals()).map((r: { kind: string; dueDate: string }) => [r.kind, r.dueDate])).toEqual([
        ['other', '2026-09-15'],
        ['other', '2027-09-15'],
        ['other', '2028-09-15'],
      ]);
      await call(t.app, 'PUT', `/api/organizations/${org.id}`, {
        cookie: editor,
        body: { businessLicenseCounty: 'None' },
      });
      expect(await renewals()).toEqual([]);
      // The explicit calls, idempotent.
      const gen = { organizationId: org.id, registeredDate: '2025-03-01', userId: 1 };
      const a = await call(t.app, 'POST', '/api/business-license-renewals/generate', { cookie: editor, body: gen });
      const b = await call(t.app, 'POST', '/api/business-license-renewals/generate', { cookie: editor, body: gen });
      expect(a.json()).toEqual(b.json());
      expect(a.json().map((r: { dueDate: string }) => r.dueDate)).toEqual(['2026-02-28', '2027-02-28', '2028-02-28']);
      const other = await call(t.app, 'POST', '/api/business-license-renewals/generate-other', {
        cookie: editor,
        body: { organizationId: org.id, reminderDate: '2026-12-01' },
      });
      expect(other.json().map((r: { kind: string }) => r.kind)).toEqual(['other', 'other', 'other']);
      expect(
        (
          await call(t.app, 'POST', '/api/business-license-renewals/generate', {
            cookie: editor,
            body: { organizationId: org.id },
          })
        ).json().message,
      ).toBe('registeredDate: Registered date is required when LA City is selected');
      expect(
        (
          await call(t.app, 'DELETE', '/api/business-license-renewals/remove', {
            cookie: editor,
            body: { organizationId: org.id },
          })
        ).json(),
      ).toEqual({ removed: 3 });
    });
  });

  describe('delete, projects, submissions, shared records', () => {
    it('soft deletes with canDeleteRecords and takes notes, payment methods and logins along', async () => {
      const org = await create({ businessDba: 'Doomed Co', estimatedTaxes: true });
      expect(
        (
          await call(t.app, 'POST', `/api/organizations/${org.id}/notes`, {
            cookie: editor,
            body: { title: '', content: 'Hello' },
          })
        ).statusCode,
      ).toBe(201);
      const notes = (await call(t.app, 'GET', `/api/organizations/${org.id}/notes`, { cookie: reader })).json();
      expect(notes[0]).toMatchObject({ title: 'Note', content: 'Hello' });
      expect(
        (
          await call(t.app, 'POST', `/api/organizations/${org.id}/logins`, {
            cookie: editor,
            body: { platform: 'EDD', username: 'u', password: 'secret' },
          })
        ).statusCode,
      ).toBe(201);
      expect(
        (
          await call(t.app, 'POST', `/api/organizations/${org.id}/payment-methods`, {
            cookie: editor,
            body: { type: 'digital', digitalType: 'zelle', digitalEmail: 'a@b.test' },
          })
        ).statusCode,
      ).toBe(201);
      expect((await call(t.app, 'DELETE', `/api/organizations/${org.id}`, { cookie: editor })).statusCode).toBe(403);
      const deleter = await sessionCookie(t, await createUser(t, { flags: ['canDeleteRecords'] }));
      expect((await call(t.app, 'DELETE', `/api/organizations/${org.id}`, { cookie: deleter })).json()).toEqual({
        ok: true,
      });
      expect((await call(t.app, 'GET', `/api/organizations/${org.id}`, { cookie: reader })).statusCode).toBe(404);
      expect((await call(t.app, 'GET', `/api/organizations/${org.id}/notes`, { cookie: reader })).statusCode).toBe(404);
      expect((await call(t.app, 'DELETE', `/api/organizations/${org.id}`, { cookie: deleter })).statusCode).toBe(404);
      for (const table of ['notes', 'logins', 'paymentMethods', 'estimatedTaxPayments'] as const) {
        expect(
          await t.db.db.selectFrom(table).select('id').where('organizationId', '=', org.id).execute(),
        ).toHaveLength(0);
      }
      expect(
        (
          await t.db.db
            .selectFrom('organizations')
            .select('deletedAt')
            .where('id', '=', org.id)
            .executeTakeFirstOrThrow()
        ).deletedAt,
      ).not.toBeNull();
    });

    it('lists projects in status order and creates one in progress by default', async () => {
      const org = await create({ businessDba: 'Projects Co' });
      expect(
        (
          await call(t.app, 'POST', `/api/organizations/${org.id}/projects`, { cookie: admin, body: { name: ' ' } })
        ).json().message,
      ).toBe('name: Please enter a project name');
      const a = await call(t.app, 'POST', `/api/organizations/${org.id}/projects`, {
        cookie: admin,
        body: { name: 'Done', status: 'completed' },
      });
      expect(a.statusCode).toBe(201);
      const b = await call(t.app, 'POST', `/api/organizations/${org.id}/projects`, {
        cookie: admin,
        body: { name: 'Doing' },
      });
      expect(b.json()).toMatchObject({ name: 'Doing', status: 'in_progress', organizationId: org.id });
      await call(t.app, 'POST', `/api/organizations/${org.id}/projects`, {
        cookie: admin,
        body: { name: 'Todo', status: 'not_started' },
      });
      // The organization's projects are projects' data: canAccessProjects too (docs/decisions/4-security.md).
      expect((await call(t.app, 'GET', `/api/organizations/${org.id}/projects`, { cookie: reader })).statusCode).toBe(
        403,
      );
      const list = (await call(t.app, 'GET', `/api/organizations/${org.id}/projects`, { cookie: admin })).json();
      expect(list.map((p: { name: string }) => p.name)).toEqual(['Todo', 'Doing', 'Done']);
      expect((await call(t.app, 'GET', `/api/organizations/${org.id}/submissions`, { cookie: reader })).json()).toEqual(
        [],
      );
      await t.db.db
        .insertInto('submissions')
        .values({ type: 'contact', title: 'Hello', category: 'General', fields: '{}', organizationId: org.id })
        .execute();
      const subs = (await call(t.app, 'GET', `/api/organizations/${org.id}/submissions`, { cookie: reader })).json();
      expect(subs).toEqual([
        {
          id: expect.any(Number),
          type: 'contact',
          title: 'Hello',
          category: 'General',
          submittedAt: expect.any(String),
        },
      ]);
    });

    it('serves the same calls over tRPC', async () => {
      const created = trpcData<{ id: number }>(
        await trpcMutation(t.app, 'organizations.create', { businessDba: 'Trpc Co' }, editor),
      );
      const got = trpcData<{ businessDba: string }>(
        await trpcQuery(t.app, 'organizations.get', { id: created.id }, reader),
      );
      expect(got.businessDba).toBe('Trpc Co');
      const upd = await trpcMutation(t.app, 'organizations.update', { id: created.id, data: {} }, editor);
      expect(upd.statusCode).toBe(200);
      expect(trpcData<{ businessDba: string }>(upd).businessDba).toBe('Trpc Co');
      expect((await trpcMutation(t.app, 'organizations.delete', { id: created.id }, editor)).statusCode).toBe(403);
    });
  });
});
