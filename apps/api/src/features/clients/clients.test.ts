import { testDatabaseKinds } from '@app/db';
import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createUser, sessionCookie, startTestApp, trpcData, trpcQuery, type TestApp } from '../../test/helpers';
import { generateClients, searchPlan } from '../../bench/generate-clients';
import { SEARCH_COUNT_CAP } from '../../lists/list-page';
import { listPageQuery } from './clients-counted-page.repo';
import type { UserRow } from '../users/users.repo';

describe.each(testDatabaseKinds())('clients (%s)', (kind) => {
  let t: TestApp;
  let admin: UserRow;
  let adminCookie: string;
  let editorCookie: string;
  let readerCookie: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await createUser(t, { role: 'admin' });
    adminCookie = await sessionCookie(t, admin);
    editorCookie = await sessionCookie(t, await createUser(t, { flags: ['canAccessClients', 'canEditClients'] }));
    readerCookie = await sessionCookie(t, await createUser(t, { flags: ['canAccessClients'] }));
  });
  afterAll(() => t?.close());

  const post = (url: string, body: unknown, cookie = editorCookie) => call(t.app, 'POST', url, { cookie, body });
  const get = (url: string, cookie = editorCookie) => call(t.app, 'GET', url, { cookie });
  const put = (url: string, body: unknown, cookie = editorCookie) => call(t.app, 'PUT', url, { cookie, body });
  const del = (url: string, cookie = editorCookie, body?: unknown) => call(t.app, 'DELETE', url, { cookie, body });
  async function newClient(body: Record<string, unknown> = {}) {
    const res = await post('/api/clients', {
      firstName: 'Test',
      lastName: `Client${Math.random().toString(36).slice(2, 7)}`,
      ...body,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; fullName: string; ssn: string | null; displayId: string };
  }

  it('creates a client: 201, cleaned names, full name rebuilt, SSN masked and encrypted', async () => {
    const res = await post('/api/clients', {
      firstName: '  mary   ann ',
      middleName: 'LEE',
      lastName: "o'neil",
      fullName: 'ignored',
      email: 'mary@example.com',
      phone: '(555) 123-4567',
      referralSource: 'Google',
      ssn: '900-12-3456',
    });
    expect(res.statusCode, res.body).toBe(201);
    const c = res.json();
    expect(c).toMatchObject({
      firstName: 'Mary Ann',
      middleName: 'Lee',
      lastName: "O'Neil",
      fullName: "Mary Ann Lee O'Neil",
      phone: '5551234567',
      ssn: '****3456',
      status: 'active',
      portalStatus: 'not_invited',
      referralSource: 'Google',
    });
    expect(c.displayId).toBe(`A${String(c.id).padStart(4, '0')}`);
    const raw = await t.db.db.selectFrom('clients').selectAll().where('id', '=', c.id).executeTakeFirstOrThrow();
    expect(raw.ssnEncrypted).not.toContain('3456');
    expect(raw.ssnLast4).toBe('3456');
    const entry = await t.db.db
      .selectFrom('auditLog')
      .selectAll()
      .where('entityType', '=', 'client')
      .where('entityId', '=', String(c.id))
      .executeTakeFirstOrThrow();
    expect(entry.action).toBe('create');
    expect(JSON.stringify(entry)).not.toContain('900123456');
  });

  it('refuses a client without names with the spec message', async () => {
    const res = await post('/api/clients', { firstName: ' ', lastName: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'firstName: First name and last name are required; lastName: First name and last name are required',
    );
    expect((await post('/api/clients', { firstName: 'A', lastName: 'B', email: 'nope' })).json().message).toBe(
      'email: Please enter a valid email address',
    );
  });

  it('lists as a bare array with x-total-count, filters by status, searches name, email, phone, display id and SSN last 4', async () => {
    const a = await newClient({
      firstName: 'Zebulon',
      lastName: 'Quartermain',
      email: 'zq@quartz.example',
      phone: '3105550199',
      ssn: '900551234',
    });
    const b = await newClient({ firstName: 'Zebulon', lastName: 'Terminated', status: 'terminated' });
    const list = await get('/api/clients?search=zebulon');
    expect(list.statusCode).toBe(200);
    expect(Array.isArray(list.json())).toBe(true);
    expect(list.headers['x-total-count']).toBe('2');
    expect((await get('/api/clients?search=zebulon&status=active')).json().map((c: { id: number }) => c.id)).toEqual([
      a.id,
    ]);
    expect(
      (await get('/api/clients?search=zebulon&status=terminated')).json().map((c: { id: number }) => c.id),
    ).toEqual([b.id]);
    expect((await get('/api/clients?search=QUARTZ.example')).json()[0].id).toBe(a.id);
    expect((await get('/api/clients?search=(310) 555-01')).json()[0].id).toBe(a.id);
    expect((await get(`/api/clients?search=${a.displayId}`)).json()[0].id).toBe(a.id);
    expect((await get('/api/clients?search=1234')).json().map((c: { id: number }) => c.id)).toContain(a.id);
    const page = await get('/api/clients?limit=1&offset=0&sort=fullName&order=asc');
    expect(page.json()).toHaveLength(1);
    expect(Number(page.headers['x-total-count'])).toBeGreaterThan(2);
    expect((await get('/api/clients?limit=1001')).statusCode).toBe(400);
    expect((await get('/api/clients?status=gone')).json().message).toBe(
      'status: Status must be active, terminated or all',
    );
    const trpc = trpcData<{ items: unknown[]; total: number }>(
      await trpcQuery(t.app, 'clients.list', { search: 'zebulon' }, editorCookie),
    );
    expect(trpc.total).toBe(2);
    expect(trpc.items).toHaveLength(2);
  });

  it('checks duplicates: same names ignoring case, or a similar full name', async () => {
    const c = await newClient({ firstName: 'Bartholomew', lastName: 'Kowalczyk', email: 'bk@example.com' });
    const same = await post('/api/clients/check-duplicates', { firstName: 'bartholomew', lastName: 'KOWALCZYK' });
    expect(same.json()).toEqual({
      hasSimilar: true,
      similarClients: [
        { id: c.id, displayId: c.displayId, name: 'Bartholomew Kowalczyk', email: 'bk@example.com', phone: null },
      ],
    });
    expect(
      (await post('/api/clients/check-duplicates', { firstName: 'Bartholomew', lastName: 'Kowalczik' })).json()
        .hasSimilar,
    ).toBe(true);
    expect((await post('/api/clients/check-duplicates', { firstName: 'Ann', lastName: 'Other' })).json()).toEqual({
      hasSimilar: false,
      similarClients: [],
    });
  });

  it('refuses a 1 MB name to the duplicate check at once (it ran 27 s on the embedded database)', async () => {
    const started = Date.now();
    const res = await post('/api/clients/check-duplicates', { firstName: 'x'.repeat(1_000_000), lastName: 'Other' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('firstName: Must be at most 100 characters');
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('updates edited fields only, rebuilds the full name, keeps a masked or omitted SSN', async () => {
    const c = await newClient({ ssn: '900111111' });
    const res = await put(`/api/clients/${c.id}`, {
      firstName: 'renamed',
      middleName: 'Q',
      ssn: '****1111',
      dependents: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      firstName: 'Renamed',
      middleName: 'Q',
      fullName: `Renamed Q ${c.fullName.split(' ')[1]}`,
      ssn: '****1111',
      dependents: true,
    });
    const reveal = await post(`/api/clients/${c.id}/reveal`, { field: 'ssn' }, readerCookie);
    expect(reveal.json()).toEqual({ value: '900111111' });
    await put(`/api/clients/${c.id}`, { ssn: '900-22-2222' });
    expect((await post(`/api/clients/${c.id}/reveal`, { field: 'ssn' })).json()).toEqual({ value: '900222222' });
    const audits = await t.db.db
      .selectFrom('auditLog')
      .selectAll()
      .where('entityType', '=', 'client')
      .where('entityId', '=', String(c.id))
      .orderBy('id')
      .execute();
    expect(audits.map((a) => a.action)).toEqual(['create', 'update', 'reveal', 'update', 'reveal']);
    expect(audits[1]!.fields).toEqual(['firstName', 'middleName', 'dependents']);
    expect(audits[2]!.fields).toEqual(['ssn']);
    expect(JSON.stringify(audits)).not.toContain('900222222');
    expect((await post(`/api/clients/${c.id}/reveal`, { field: 'email' })).statusCode).toBe(400);
    expect((await put(`/api/clients/${c.id}`, { status: 'terminated' })).json().status).toBe('terminated');
  });

  it('creates the estimated tax schedule when estimatedTaxes is turned on and removes pending payments when off', async () => {
    const c = await newClient();
    const payments = () =>
      t.db.db.selectFrom('estimatedTaxPayments').selectAll().where('clientId', '=', c.id).orderBy('dueDate').execute();
    await put(`/api/clients/${c.id}`, { estimatedTaxes: true });
    const rows = await payments();
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
    await t.db.db
      .updateTable('estimatedTaxPayments')
      .set({ status: 'completed' })
      .where('id', '=', rows[0]!.id)
      .execute();
    // The spec's explicit calls are idempotent.
    const gen = await post('/api/estimated-tax-payments/generate', {
      entityType: 'client',
      entityId: c.id,
      userId: admin.id,
    });
    expect(gen.json()).toEqual({ created: 0 });
    await put(`/api/clients/${c.id}`, { estimatedTaxes: false });
    expect((await payments()).map((r) => r.status)).toEqual(['completed']);
    expect(
      (await del('/api/estimated-tax-payments/remove', editorCookie, { entityType: 'client', entityId: c.id })).json(),
    ).toEqual({ removed: 0 });
    expect(
      (await post('/api/estimated-tax-payments/generate', { entityType: 'client', entityId: c.id })).json(),
    ).toEqual({ created: 7 });
    expect(
      (await post('/api/estimated-tax-payments/generate', { entityType: 'client', entityId: c.id }, readerCookie))
        .statusCode,
    ).toBe(403);
    expect(
      (await post('/api/estimated-tax-payments/generate', { entityType: 'client', entityId: 999999 })).statusCode,
    ).toBe(404);
    const created = await newClient({ estimatedTaxes: true });
    expect(
      await t.db.db.selectFrom('estimatedTaxPayments').select('id').where('clientId', '=', created.id).execute(),
    ).toHaveLength(8);
  });

  it('soft-deletes with canDeleteRecords only, hides the client and its records, and lets an admin purge it', async () => {
    const c = await newClient();
    await post(`/api/clients/${c.id}/notes`, { content: 'kept until purge' });
    const refused = await del(`/api/clients/${c.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You do not have permission to delete clients');
    const deleter = await sessionCookie(t, await createUser(t, { flags: ['canAccessClients', 'canDeleteRecords'] }));
    expect((await del(`/api/clients/${c.id}`, deleter)).json()).toEqual({ ok: true });
    expect((await get(`/api/clients/${c.id}`)).statusCode).toBe(404);
    expect((await get(`/api/clients/${c.id}`)).json().message).toBe('Client not found');
    expect((await get(`/api/clients/${c.id}/notes`)).statusCode).toBe(404);
    expect((await put(`/api/clients/${c.id}`, { firstName: 'X' })).statusCode).toBe(404);
    expect((await get(`/api/clients?search=${c.displayId}`)).json()).toEqual([]);
    expect((await get('/api/clients/deleted', adminCookie)).json().map((d: { id: number }) => d.id)).toContain(c.id);
    expect((await post(`/api/clients/${c.id}/purge`, {}, deleter)).statusCode).toBe(403);
    const live = await newClient();
    expect((await post(`/api/clients/${live.id}/purge`, {}, adminCookie)).statusCode).toBe(409);
    expect((await post(`/api/clients/${c.id}/purge`, {}, adminCookie)).json()).toEqual({ ok: true });
    expect(await t.db.db.selectFrom('notes').select('id').where('clientId', '=', c.id).execute()).toEqual([]);
  });

  it('answers 403 to an employee without the flags and 404 to unknown ids', async () => {
    const none = await sessionCookie(t, await createUser(t));
    expect((await get('/api/clients', none)).statusCode).toBe(403);
    expect((await post('/api/clients', { firstName: 'A', lastName: 'B' }, readerCookie)).json().message).toBe(
      'You do not have permission to edit clients',
    );
    expect((await get('/api/clients/999999')).statusCode).toBe(404);
    expect((await get('/api/clients/abc')).statusCode).toBe(400);
  });

  it('links spouses in both directions, refuses duplicates and self, searches candidates', async () => {
    const a = await newClient({ firstName: 'Spousal', lastName: 'Alpha' });
    const b = await newClient({ firstName: 'Spousal', lastName: 'Beta', ssn: '900334444', dateOfBirth: '1980-02-03' });
    const cands = await get(`/api/clients/${a.id}/spouse-candidates?search=spousal`);
    expect(cands.json().map((c: { id: number }) => c.id)).toEqual([b.id]);
    const link = await post(`/api/clients/${a.id}/spouses`, { spouseId: b.id, relationshipType: 'Married' });
    expect(link.statusCode, link.body).toBe(201);
    expect(link.json()).toMatchObject({
      spouseId: b.id,
      relationshipType: 'Married',
      spouse: { fullName: 'Spousal Beta', dob: '1980-02-03', ssn: '****4444' },
    });
    expect((await get(`/api/clients/${b.id}/spouses`)).json()[0].spouseId).toBe(a.id);
    expect(
      (await post(`/api/clients/${b.id}/spouses`, { spouseId: a.id, relationshipType: 'Married' })).statusCode,
    ).toBe(409);
    expect(
      (await post(`/api/clients/${a.id}/spouses`, { spouseId: a.id, relationshipType: 'Married' })).statusCode,
    ).toBe(400);
    expect((await post(`/api/clients/${a.id}/spouses`, { spouseId: b.id })).json().message).toBe(
      'relationshipType: Please select a relationship type',
    );
    expect((await get(`/api/clients/${a.id}/spouse-candidates?search=spousal`)).json()).toEqual([]);
    expect((await del(`/api/clients/${b.id}/spouses/${a.id}`)).json()).toEqual({ ok: true });
    expect((await get(`/api/clients/${a.id}/spouses`)).json()).toEqual([]);
    expect((await del(`/api/clients/${b.id}/spouses/${a.id}`)).statusCode).toBe(404);
  });

  it('answers projects in status order, organizations, submissions and the portal invite', async () => {
    const c = await newClient();
    const db = t.db.db;
    const projects = await db
      .insertInto('projects')
      .values([
        { name: 'Done', status: 'completed' },
        { name: 'Started', status: 'in_progress' },
        { name: 'Todo', status: 'not_started' },
      ])
      .returning('id')
      .execute();
    await db
      .insertInto('projectClients')
      .values(projects.map((p) => ({ projectId: p.id, clientId: c.id })))
      .execute();
    // A client's projects and organizations are projects' and organizations' data: their flags too (docs/decisions/4-security.md).
    expect((await get(`/api/clients/${c.id}/projects`)).statusCode).toBe(403);
    expect(
      (await get(`/api/clients/${c.id}/projects`, adminCookie)).json().map((p: { name: string }) => p.name),
    ).toEqual(['Todo', 'Started', 'Done']);
    const org = await db
      .insertInto('organizations')
      .values({ businessDba: 'Acme Bakery', businessEmail: 'hi@acme.example' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('organizationClients')
      .values({
        organizationId: org.id,
        clientId: c.id,
        positions: sql`array['Owner']::text[]` as never,
        ownershipPercentage: 50,
      })
      .execute();
    expect((await get(`/api/clients/${c.id}/organizations`)).statusCode).toBe(403);
    expect((await del(`/api/clients/${c.id}/organizations/${org.id}`)).statusCode).toBe(403);
    const orgs = (await get(`/api/clients/${c.id}/organizations`, adminCookie)).json();
    expect(orgs[0]).toMatchObject({
      organizationId: org.id,
      organization: { businessDba: 'Acme Bakery', businessEmail: 'hi@acme.example' },
      ownershipPercentage: 50,
    });
    expect((await del(`/api/clients/${c.id}/organizations/${org.id}`, adminCookie)).json()).toEqual({ ok: true });
    expect((await del(`/api/clients/${c.id}/organizations/${org.id}`, adminCookie)).statusCode).toBe(404);
    expect((await get(`/api/clients/${c.id}/submissions`)).json()).toEqual([]);
    await db
      .insertInto('submissions')
      .values({
        type: 'contact',
        title: 'Contact form',
        category: 'General',
        fields: JSON.stringify({}),
        clientId: c.id,
      })
      .execute();
    expect((await get(`/api/clients/${c.id}/submissions`)).json()[0]).toMatchObject({
      type: 'contact',
      title: 'Contact form',
      category: 'General',
    });
    const invite = await post(`/api/clients/${c.id}/send-portal-invite`, {});
    expect(invite.statusCode).toBe(409);
    expect(invite.json().message).toBe('Client portal invitations are not available yet');
  });

  it('searches clients and organizations for the sidebar, 5 each, by area permission', async () => {
    for (let i = 0; i < 7; i++) await newClient({ firstName: 'Globalsearch', lastName: `Person${i}` });
    await t.db.db
      .insertInto('organizations')
      .values({ businessDba: 'Globalsearch Holdings', einType: 'ein', ein: '912345678', einLast4: '5678' })
      .execute();
    const res = trpcData<{ clients: unknown[]; organizations: Array<{ businessDba: string; ein: string }> }>(
      await trpcQuery(t.app, 'search.global', { q: 'globalsearch' }, adminCookie),
    );
    expect(res.clients).toHaveLength(5);
    expect(res.organizations[0]).toMatchObject({ businessDba: 'Globalsearch Holdings', ein: '912345678' });
    const onlyClients = trpcData<{ clients: unknown[]; organizations: unknown[] }>(
      await trpcQuery(t.app, 'search.global', { q: 'globalsearch' }, readerCookie),
    );
    expect(onlyClients.organizations).toEqual([]);
    expect((await get('/api/clients?search=globalsearch&limit=5')).json()).toHaveLength(5);
  });

  it('uses the trigram indexes for the search query once the table is large (3,000 generated clients, analyzed)', async () => {
    await generateClients(t.db.db, 3000, 7);
    const plan = await searchPlan(t.db.db, 'zebul');
    expect(plan).toContain('clients_search_text_trgm_idx');
  });

  it('counts up to 1,000 (a search up to 200; x-total-capped), pages past it, and keeps searches newest first whether matches are few or many', async () => {
    // Runs after the 3,000 generated clients above.
    const expected = async (term: string, limit: number) =>
      (
        await sql<{
          id: number;
        }>`select id from clients where deleted_at is null and (full_name ilike ${`%${term}%`} or email ilike ${`%${term}%`} or phone ilike ${`%${term}%`})
          order by created_at desc, id desc limit ${limit}`.execute(t.db.db)
      ).rows.map((r) => r.id);
    const first = await get('/api/clients?limit=5');
    expect(first.headers['x-total-count']).toBe('1000');
    expect(first.headers['x-total-capped']).toBe('true');
    const trpc = trpcData<{ total: number; totalCapped: boolean }>(
      await trpcQuery(t.app, 'clients.list', { limit: 5 }, editorCookie),
    );
    expect(trpc).toMatchObject({ total: 1000, totalCapped: true });
    const deep = await get('/api/clients?offset=1200&limit=50');
    expect(deep.json()).toHaveLength(50);
    expect(deep.headers['x-total-count']).toBe('1250');
    expect(deep.headers['x-total-capped']).toBe('true');

    // ".com" is in most generated emails: more matches than the cap, so the page is read in index order.
    // A search of 5 with count=true is a list page (a type-ahead otherwise: search.test.ts).
    const dense = await get('/api/clients?search=.com&limit=5&count=true');
    expect(dense.headers['x-total-count']).toBe(String(SEARCH_COUNT_CAP));
    expect(dense.headers['x-total-capped']).toBe('true');
    const denseDeep = await get(`/api/clients?search=.com&limit=50&offset=${SEARCH_COUNT_CAP}`);
    expect(denseDeep.json()).toHaveLength(50);
    expect(denseDeep.headers['x-total-count']).toBe(String(SEARCH_COUNT_CAP + 50));
    expect(denseDeep.headers['x-total-capped']).toBe('true');
    expect(dense.json().map((c: { id: number }) => c.id)).toEqual(await expected('.com', 5));
    // A rarer term: every match counted, the newest first.
    const [sample] = (
      await sql<{
        lastName: string;
      }>`select last_name from clients where deleted_at is null order by id desc limit 1`.execute(t.db.db)
    ).rows;
    const term = sample!.lastName.slice(0, 4).toLowerCase();
    const all = await expected(term, 5000);
    const sparse = await get(`/api/clients?search=${term}&limit=5&count=true`);
    expect(sparse.headers['x-total-count']).toBe(String(Math.min(all.length, SEARCH_COUNT_CAP)));
    expect(sparse.json().map((c: { id: number }) => c.id)).toEqual(all.slice(0, 5));
    const byName = await get(`/api/clients?search=${term}&limit=3&sort=fullName`);
    expect(byName.json().map((c: { fullName: string }) => c.fullName.toLowerCase())).toEqual(
      (
        await sql<{
          n: string;
        }>`select lower(full_name) as n from clients where id = any(${all}) order by lower(full_name), id limit 3`.execute(
          t.db.db,
        )
      ).rows.map((r) => r.n),
    );
  });

  it('sorts by email, phone, status and portal status from an index, descending as the exact reverse of ascending, and pages on', async () => {
    // Runs after the 3,000 generated clients above; some have no email or phone.
    await sql`update clients set email = null where id % 7 = 0`.execute(t.db.db);
    await sql`update clients set phone = null where id % 5 = 0`.execute(t.db.db);
    await sql`update clients set portal_status = 'pending' where id % 3 = 0`.execute(t.db.db);
    await sql`analyze clients`.execute(t.db.db);
    const columns = { email: 'email', phone: 'phone', status: 'status', portalStatus: 'portal_status' } as const;
    for (const [sort, column] of Object.entries(columns)) {
      const asc = await sql<{
        id: number;
      }>`select id from clients where deleted_at is null order by ${sql.ref(column)} asc nulls last, lower(full_name) asc, id asc`.execute(
        t.db.db,
      );
      const ids = asc.rows.map((r) => r.id);
      for (const [order, expected] of [
        ['asc', ids],
        ['desc', [...ids].reverse()],
      ] as const) {
        for (const offset of [0, 40, ids.length - 10]) {
          const page = await get(`/api/clients?sort=${sort}&order=${order}&limit=20&offset=${offset}`);
          expect(page.statusCode, page.body).toBe(200);
          expect(
            page.json().map((c: { id: number }) => c.id),
            `${sort} ${order} from ${offset}`,
          ).toEqual(expected.slice(offset, offset + 20));
        }
      }
      const query = listPageQuery(t.db.db, { limit: 50, offset: 0, sort, order: 'desc' } as never, 1000).compile();
      const plan = (
        await t.db.db.executeQuery<{ 'QUERY PLAN': string }>(
          CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]),
        )
      ).rows
        .map((r) => r['QUERY PLAN'])
        .join('\n');
      expect(plan, sort).toContain(`Index Scan Backward using clients_${column}_sort_idx`);
    }
    // A search sorted by name, whether its matches are sorted in memory or its page walks the name index.
    const counts: number[] = [];
    for (const term of ['.com', 'gmail', 'yahoo', 'son', 'mar', 'an', 'a', 'zz', 'q']) {
      const ids = (
        await sql<{
          id: number;
        }>`select id from clients where deleted_at is null and search_text like ${`%${term}%`} order by lower(full_name), id`.execute(
          t.db.db,
        )
      ).rows.map((r) => r.id);
      counts.push(ids.length);
      for (const [order, expected] of [
        ['asc', ids],
        ['desc', [...ids].reverse()],
      ] as const) {
        for (const offset of [0, 60]) {
          const page = await get(`/api/clients?search=${term}&sort=fullName&order=${order}&limit=20&offset=${offset}`);
          expect(
            page.json().map((c: { id: number }) => c.id),
            `${term} ${order} ${offset}`,
          ).toEqual(expected.slice(offset, offset + 20));
          expect(page.headers['x-total-count'], term).toBe(String(Math.min(ids.length, SEARCH_COUNT_CAP)));
        }
      }
    }
    // Both ways were taken: matches sorted in memory (201 to 2,000 of a term of 3 letters or more), and walks.
    expect(counts.some((n) => n > SEARCH_COUNT_CAP && n <= 2000)).toBe(true);
    expect(counts.some((n) => n > 2000)).toBe(true);
    // A later page of the date and name sorts (its ids read from the index first) continues the first.
    for (const [sort, keys] of [
      ['createdAt', sql`created_at, id`],
      ['fullName', sql`lower(full_name), id`],
    ] as const) {
      const ids = (
        await sql<{ id: number }>`select id from clients where deleted_at is null order by ${keys}`.execute(t.db.db)
      ).rows.map((r) => r.id);
      for (const [order, expected] of [
        ['asc', ids],
        ['desc', [...ids].reverse()],
      ] as const) {
        const page = await get(`/api/clients?sort=${sort}&order=${order}&limit=20&offset=1000`);
        expect(
          page.json().map((c: { id: number }) => c.id),
          `${sort} ${order}`,
        ).toEqual(expected.slice(1000, 1020));
        expect(page.headers['x-total-count']).toBe('1020');
      }
    }
  });

  it('reads a page past the middle from the far end of its index: the same rows as from the start, to the last page and beyond', async () => {
    // Runs after the 3,000 generated clients above; a few are deleted so the kept counts are tested too.
    await sql`update clients set deleted_at = now() where id % 97 = 0`.execute(t.db.db);
    const keys = {
      createdAt: sql`created_at, id`,
      fullName: sql`lower(full_name), id`,
      email: sql`email, lower(full_name), id`,
    };
    for (const status of [undefined, 'terminated'] as const) {
      for (const [sort, key] of Object.entries(keys)) {
        const ids = (
          await sql<{
            id: number;
          }>`select id from clients where deleted_at is null ${status ? sql`and status = ${status}` : sql``} order by ${key}`.execute(
            t.db.db,
          )
        ).rows.map((r) => r.id);
        const n = ids.length;
        const middle = Math.floor((n - 20) / 2);
        for (const [order, expected] of [
          ['asc', ids],
          ['desc', [...ids].reverse()],
        ] as const) {
          for (const offset of [middle, middle + 1, n - 21, n - 20, n - 7, n, n + 5]) {
            const query = `sort=${sort}&order=${order}&limit=20&offset=${offset}${status ? `&status=${status}` : ''}`;
            const page = await get(`/api/clients?${query}`);
            expect(page.statusCode, page.body).toBe(200);
            expect(
              page.json().map((c: { id: number }) => c.id),
              query,
            ).toEqual(expected.slice(offset, offset + 20));
          }
        }
      }
    }
  });
});
