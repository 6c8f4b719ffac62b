import { testDatabaseKinds } from '@app/db';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createUser, sessionCookie, startTestApp, trpcData, trpcQuery, type TestApp } from '../../test/helpers';

// Type-ahead search (issue 15): prefix matches on name words first, from the word index, then
// substring matches only when too few; and keyset paging of the clients and organizations lists.

describe.each(testDatabaseKinds())('type-ahead search and keyset pages (%s)', (kind) => {
  let t: TestApp;
  let cookie: string;
  const ids: Record<string, number> = {};
  const orgIds: Record<string, number> = {};

  const get = (url: string) => call(t.app, 'GET', url, { cookie });
  const names = async (url: string) => (await get(url)).json().map((c: { fullName: string }) => c.fullName);

  beforeAll(async () => {
    t = await startTestApp(kind);
    cookie = await sessionCookie(t, await createUser(t, { role: 'admin' }));
    const people: Array<[string, string, Record<string, unknown>?]> = [
      ['Quinlan', 'Xandersmith'],
      ['Ada', 'Xanderson'],
      ['Bea', 'Xanders'],
      ['Xander', 'Moss'],
      ['Cal', 'Moss', { email: 'cal.xanderfan@mail.test', phone: '3105550147', ssn: '900117788' }],
      ['Dee', 'Oxander'],
      ['Eve', 'Xanders', { status: 'terminated' }],
    ];
    for (const [firstName, lastName, extra] of people) {
      const res = await call(t.app, 'POST', '/api/clients', { cookie, body: { firstName, lastName, ...extra } });
      expect(res.statusCode, res.body).toBe(201);
      ids[`${firstName} ${lastName}`] = res.json().id;
    }
    for (const [dba, legal] of [
      ['Vexford Bakery', 'Vexford Bakery LLC'],
      ['Golden Vexwood Market', null],
      ['Harbor Supply', 'Vexly Holdings Inc'],
      ['Convexa Design', null],
    ] as const) {
      const res = await call(t.app, 'POST', '/api/organizations', {
        cookie,
        body: { businessDba: dba, businessLegalName: legal ?? undefined },
      });
      expect(res.statusCode, res.body).toBe(201);
      orgIds[dba] = res.json().id;
    }
  });
  afterAll(() => t?.close());

  it('answers name-word prefix matches first, in word then name order, then substrings only when too few', async () => {
    // Prefix "xander": words xander, xanders (x2), xandersmith, xanderson; substring after: Oxander, the email.
    const all = await names('/api/clients?search=xander&limit=10');
    expect(all.slice(0, 5)).toEqual([
      'Xander Moss',
      'Bea Xanders',
      'Eve Xanders',
      'Quinlan Xandersmith',
      'Ada Xanderson',
    ]);
    expect(all.slice(5).sort()).toEqual(['Cal Moss', 'Dee Oxander']);
    // Enough prefix matches: no substring match is read.
    expect(await names('/api/clients?search=xanders&limit=3')).toEqual([
      'Bea Xanders',
      'Eve Xanders',
      'Quinlan Xandersmith',
    ]);
    // Every typed word must start a name word, in any order.
    expect(await names('/api/clients?search=moss%20xa&limit=5')).toEqual(['Xander Moss']);
    expect(await names('/api/clients?search=xa%20mo&limit=5')).toEqual(['Xander Moss']);
    // Mid-word text only as a substring.
    expect(await names('/api/clients?search=andersm&limit=5')).toEqual(['Quinlan Xandersmith']);
  });

  it('sends no count with a type-ahead unless asked, and keeps the status filter', async () => {
    const res = await get('/api/clients?search=xanders&limit=5');
    expect(res.headers['x-total-count']).toBeUndefined();
    expect(await names('/api/clients?search=xanders&limit=5&status=terminated')).toEqual(['Eve Xanders']);
    const counted = await get('/api/clients?search=xanders&limit=5&count=true');
    expect(counted.headers['x-total-count']).toBe('4'); // Xanders x2, Xandersmith, Xanderson
    expect((await get('/api/clients?search=xander&limit=5&count=maybe')).statusCode).toBe(400);
  });

  it('finds display ids, SSN last 4, phones typed with separators and emails first or as substrings', async () => {
    const cal = ids['Cal Moss']!;
    expect((await get(`/api/clients?search=A${String(cal).padStart(4, '0')}&limit=5`)).json()[0].id).toBe(cal);
    expect((await get('/api/clients?search=7788&limit=5')).json().map((c: { id: number }) => c.id)).toContain(cal);
    expect((await get('/api/clients?search=(310)%20555-01&limit=5')).json().map((c: { id: number }) => c.id)).toEqual([
      cal,
    ]);
    expect((await get('/api/clients?search=xanderfan@mail&limit=5')).json().map((c: { id: number }) => c.id)).toEqual([
      cal,
    ]);
    expect((await get('/api/clients?search=100%25_x&limit=5')).json()).toEqual([]);
  });

  it('follows renames and deletions (the word index is kept by triggers)', async () => {
    const ada = ids['Ada Xanderson']!;
    expect((await call(t.app, 'PUT', `/api/clients/${ada}`, { cookie, body: { lastName: 'Zyndel' } })).statusCode).toBe(
      200,
    );
    expect(await names('/api/clients?search=zynd&limit=5')).toEqual(['Ada Zyndel']);
    expect(await names('/api/clients?search=xanderson&limit=5')).toEqual([]);
    expect((await call(t.app, 'DELETE', `/api/clients/${ada}`, { cookie })).statusCode).toBe(200);
    expect(await names('/api/clients?search=zynd&limit=5')).toEqual([]);
    const words = await sql<{
      n: number;
    }>`select count(*)::int as n from client_name_words where client_id = ${ada}`.execute(t.db.db);
    expect(words.rows[0]!.n).toBe(0);
  });

  it('takes the words of hard-deleted clients and organizations away with them (a failed import, a purge)', async () => {
    const [client] = await t.db.db
      .insertInto('clients')
      .values([{ firstName: 'Ulla', lastName: 'Purgewick', fullName: 'Ulla Purgewick' }])
      .returning('id')
      .execute();
    const [org] = await t.db.db
      .insertInto('organizations')
      .values([{ businessDba: 'Purgewick Mills' }])
      .returning('id')
      .execute();
    const count = async () =>
      (
        await sql<{ n: number }>`select
          (select count(*) from client_name_words where client_id = ${client!.id})
          + (select count(*) from organization_name_words where organization_id = ${org!.id}) as n`.execute(t.db.db)
      ).rows[0]!.n;
    expect(Number(await count())).toBe(4);
    await t.db.db.deleteFrom('clients').where('id', '=', client!.id).execute();
    await t.db.db.deleteFrom('organizations').where('id', '=', org!.id).execute();
    expect(Number(await count())).toBe(0);
    expect(await names('/api/clients?search=purgewick&limit=5')).toEqual([]);
  });

  it('indexes every row of a multi-row insert (an import batch) once per distinct word', async () => {
    const inserted = await t.db.db
      .insertInto('clients')
      .values([
        { firstName: 'Wren', lastName: 'Quaal-Quaal', fullName: 'Wren Quaal-Quaal' },
        { firstName: 'Yara', lastName: "O'Quaalen", fullName: "Yara O'Quaalen" },
        { firstName: 'Zed', lastName: 'Quaalgone', fullName: 'Zed Quaalgone', deletedAt: new Date() },
      ])
      .returning(['id', 'fullName'])
      .execute();
    const words = await sql<{ fullName: string; word: string; nameKey: string }>`
      select c.full_name as "fullName", w.word, w.name_key as "nameKey" from client_name_words w
      join clients c on c.id = w.client_id
      where w.client_id in (${sql.join(inserted.map((r) => r.id))}) order by c.full_name, w.word`.execute(t.db.db);
    expect(words.rows).toEqual([
      { fullName: 'Wren Quaal-Quaal', word: 'quaal', nameKey: 'wren quaal-quaal' },
      { fullName: 'Wren Quaal-Quaal', word: 'wren', nameKey: 'wren quaal-quaal' },
      { fullName: "Yara O'Quaalen", word: 'o', nameKey: "yara o'quaalen" },
      { fullName: "Yara O'Quaalen", word: 'quaalen', nameKey: "yara o'quaalen" },
      { fullName: "Yara O'Quaalen", word: 'yara', nameKey: "yara o'quaalen" },
    ]);
    expect(await names('/api/clients?search=quaal&limit=5')).toEqual(['Wren Quaal-Quaal', "Yara O'Quaalen"]);
  });

  it('matches any word of an organization DBA or legal name by prefix, then substrings', async () => {
    const dbas = async (q: string) =>
      (await get(`/api/organizations?search=${q}&limit=5`)).json().map((o: { businessDba: string }) => o.businessDba);
    expect(await dbas('vex')).toEqual(['Vexford Bakery', 'Harbor Supply', 'Golden Vexwood Market', 'Convexa Design']);
    expect(await dbas('bakery%20vexf')).toEqual(['Vexford Bakery']);
    expect(await dbas(`B${String(orgIds['Convexa Design']).padStart(4, '0')}`)).toEqual(['Convexa Design']);
    const global = trpcData<{ clients: Array<{ fullName: string }>; organizations: Array<{ businessDba: string }> }>(
      await trpcQuery(t.app, 'search.global', { q: 'vexw' }, cookie),
    );
    expect(global.organizations.map((o) => o.businessDba)).toEqual(['Golden Vexwood Market']);
  });

  it('pages the clients list by cursor in the order of the offset pages, without recounting', async () => {
    const byOffset = (await get('/api/clients?limit=100')).json().map((c: { id: number }) => c.id);
    expect(byOffset.length).toBeGreaterThanOrEqual(6);
    const seen: number[] = [];
    let url = '/api/clients?limit=2';
    for (;;) {
      const res = await get(url);
      expect(res.statusCode, res.body).toBe(200);
      seen.push(...res.json().map((c: { id: number }) => c.id));
      if (url.includes('cursor')) expect(res.headers['x-total-count']).toBeUndefined();
      const next = res.headers['x-next-cursor'];
      if (!next) break;
      url = `/api/clients?limit=2&cursor=${next}`;
    }
    expect(seen).toEqual(byOffset);
    const byName = (await get('/api/clients?limit=3&sort=fullName')).headers['x-next-cursor'] as string;
    const rest = trpcData<{ items: Array<{ fullName: string }>; counted: boolean }>(
      await trpcQuery(t.app, 'clients.list', { limit: 100, sort: 'fullName', cursor: byName, count: false }, cookie),
    );
    const all = (await get('/api/clients?limit=100&sort=fullName')).json().map((c: { fullName: string }) => c.fullName);
    expect(rest.items.map((c) => c.fullName)).toEqual(all.slice(3));
    expect(rest.counted).toBe(false);
    expect((await get(`/api/clients?limit=3&sort=email&cursor=${byName}`)).statusCode).toBe(400);
    expect((await get(`/api/clients?limit=3&cursor=${byName}`)).json().message).toBe(
      'cursor: The cursor belongs to another sort order',
    );
    expect((await get('/api/clients?cursor=nonsense')).json().message).toBe('cursor: Invalid cursor');
  });

  it('pages the organizations list by cursor, newest first', async () => {
    const byOffset = (await get('/api/organizations?limit=100')).json().map((o: { id: number }) => o.id);
    const first = await get('/api/organizations?limit=3');
    const next = await get(`/api/organizations?limit=100&cursor=${first.headers['x-next-cursor']}`);
    expect([...first.json(), ...next.json()].map((o: { id: number }) => o.id)).toEqual(byOffset);
    expect(next.headers['x-next-cursor']).toBeUndefined();
  });

  it('matches a substring of one name or email field, in any case and script, never across two fields', async () => {
    const client = await call(t.app, 'POST', '/api/clients', {
      cookie,
      body: { firstName: 'Élodie', lastName: 'Ångström', email: 'ELODIE.Q@Fjard.test' },
    });
    expect(client.statusCode, client.body).toBe(201);
    const org = await call(t.app, 'POST', '/api/organizations', {
      cookie,
      body: { businessDba: 'Øresund Kaffe', businessLegalName: 'ØRESUND KAFFE ApS', businessEmail: 'hej@oresund.test' },
    });
    expect(org.statusCode, org.body).toBe(201);
    const clientIds = async (q: string, limit: number) =>
      (await get(`/api/clients?search=${encodeURIComponent(q)}&limit=${limit}`))
        .json()
        .map((c: { id: number }) => c.id);
    const orgIds = async (q: string, limit: number) =>
      (await get(`/api/organizations?search=${encodeURIComponent(q)}&limit=${limit}`))
        .json()
        .map((o: { id: number }) => o.id);
    // The counted list page (limit 50) and the type-ahead's substring rank (limit 5) alike.
    for (const limit of [5, 50]) {
      expect(await clientIds('NGSTRÖ', limit)).toEqual([client.json().id]);
      expect(await clientIds('q@fJARD', limit)).toEqual([client.json().id]);
      expect(await clientIds('Ångström\u001felodie', limit)).toEqual([]);
      expect(await orgIds('SUND kaffe a', limit)).toEqual([org.json().id]);
      expect(await orgIds('aps\u001fhej', limit)).toEqual([]);
      expect(await orgIds('kaffe\u001føresund', limit)).toEqual([]);
    }
  });
});
