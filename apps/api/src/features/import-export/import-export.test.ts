import { testDatabaseKinds } from '@app/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, call, createUser, sessionCookie, startTestApp, type TestApp } from '../../test/helpers';

/** A multipart body with one file, as a browser's FormData sends it. */
function multipart(field: string, filename: string, content: Buffer | string) {
  const boundary = '----i11boundary' + Math.random().toString(16).slice(2);
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), Buffer.from(content), Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, origin: ORIGIN } };
}

describe.each(testDatabaseKinds())('import and export (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  const upload = (url: string, content: Buffer | string, cookie = admin, field = 'file', filename = 'data.csv') => {
    const body = multipart(field, filename, content);
    return t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, cookie } });
  };
  const clientCount = async () =>
    Number(
      (
        await t.db.db
          .selectFrom('clients')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await sessionCookie(t, await createUser(t, { role: 'admin' }));
  });
  afterAll(() => t?.close());

  it('refuses a file with one bad row entirely, naming row, field and reason; imports it once fixed', async () => {
    const before = await clientCount();
    const bad = 'firstName,lastName,email\nAnn,Lee,ann@example.com\nBob,,bob@example.com\n"=HYPERLINK(""x"")",Stone,\n';
    const refused = await upload('/api/import/clients/csv', bad);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { row: 2, field: 'lastName', reason: 'First name and last name are required' },
    ]);
    expect(await clientCount()).toBe(before);
    const preview = await upload('/api/import/clients/csv?preview=true', bad);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ total: 3, imported: 0, skipped: 1 });
    expect(preview.json().preview[0]).toMatchObject({ firstName: 'Ann', lastName: 'Lee' });
    expect(await clientCount()).toBe(before);
    const fixed = await upload('/api/import/clients/csv', bad.replace('Bob,,', 'Bob,Ray,'));
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json()).toMatchObject({ imported: 3, errors: [] });
    expect(await clientCount()).toBe(before + 3);
  });

  it('skips bad rows when asked', async () => {
    const res = await upload('/api/import/clients/csv?skipBadRows=true', 'firstName,lastName\nCara,Diaz\n,Nobody\n');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ imported: 1, skipped: 1 });
  });

  it('exports CSV streamed with formulas neutralised and SSNs masked, and the export re-imports', async () => {
    const created = await call(t.app, 'POST', '/api/clients', {
      cookie: admin,
      body: { firstName: 'Eve', lastName: 'Masked', ssn: '123456789' },
    });
    expect(created.statusCode).toBe(201);
    const res = await call(t.app, 'GET', '/api/export/clients/csv', { cookie: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="clients-/);
    expect(res.body).toContain(`"'=HYPERLINK(""x"")"`);
    expect(res.body).toContain('****6789');
    expect(res.body).not.toContain('123456789');
    const before = await clientCount();
    const again = await upload('/api/import/clients/csv', res.body);
    expect(again.statusCode).toBe(200);
    expect(await clientCount()).toBe(before * 2);
    const names = await t.db.db.selectFrom('clients').select('firstName').where('lastName', '=', 'Stone').execute();
    expect(names.map((n) => n.firstName)).toEqual(['=HYPERLINK("x")', '=HYPERLINK("x")']);
  });

  it('exports and imports organizations as JSON', async () => {
    const sample = await call(t.app, 'GET', '/api/export/samples/organizations/json', { cookie: admin });
    expect(sample.statusCode).toBe(200);
    const imported = await upload('/api/import/organizations/json', sample.body, admin, 'file', 'orgs.json');
    expect(imported.statusCode).toBe(200);
    expect(imported.json().imported).toBe(2);
    const exported = await call(t.app, 'GET', '/api/export/organizations/json', { cookie: admin });
    const list = exported.json();
    expect(list.map((o: { businessDba: string }) => o.businessDba)).toEqual(
      expect.arrayContaining(['Sunset Bakery', 'Harbor Consulting']),
    );
  });

  it('answers 4xx for bad files and leaves the data alone', async () => {
    const before = await clientCount();
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    expect((await upload('/api/import/clients/csv', png)).statusCode).toBe(400);
    expect((await upload('/api/import/clients/csv', 'firstName,lastName\nA\0,B\n')).statusCode).toBe(400);
    const broken = await upload('/api/import/clients/json', '[{"firstName": "A",', admin, 'file', 'x.json');
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toMatch(/JSON/);
    expect((await upload('/api/import/clients/json', '{"a":1}', admin, 'file', 'x.json')).statusCode).toBe(400);
    const wide = `${Array.from({ length: 10_000 }, (_, i) => `c${i}`).join(',')}\n`;
    expect((await upload('/api/import/clients/csv', wide)).statusCode).toBe(400);
    const wideRow = await upload(
      '/api/import/clients/csv',
      `firstName,lastName\n${Array.from({ length: 10_000 }, () => 'x').join(',')}\n`,
    );
    expect(wideRow.statusCode).toBe(400);
    expect(wideRow.json().errors[0]).toMatchObject({ row: 1, field: 'row' });
    expect((await upload('/api/import/clients/csv', 'firstName,lastName\n"unclosed,Lee\n')).statusCode).toBe(400);
    const big = await upload('/api/import/clients/csv', Buffer.alloc(11 * 1024 * 1024, 'a'));
    expect(big.statusCode).toBe(413);
    expect((await upload('/api/import/clients/csv', 'firstName,lastName\nA,B\n', admin, 'other')).statusCode).toBe(400);
    expect((await call(t.app, 'POST', '/api/import/clients/xml', { cookie: admin, body: {} })).statusCode).toBe(400);
    expect(await clientCount()).toBe(before);
    expect((await call(t.app, 'GET', '/api/health')).statusCode).toBe(200);
  });

  it('export needs admin or canExportData besides reading what it exports; import is admin only', async () => {
    const plain = await sessionCookie(t, await createUser(t, { flags: ['canAccessClients'] }));
    const exportOnly = await sessionCookie(t, await createUser(t, { flags: ['canExportData'] }));
    const exporter = await sessionCookie(t, await createUser(t, { flags: ['canExportData', 'canAccessClients'] }));
    expect((await call(t.app, 'GET', '/api/export/clients/csv', { cookie: plain })).statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/export/clients/csv', { cookie: exportOnly })).statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/export/organizations/csv', { cookie: exporter })).statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/export/clients/csv', { cookie: exporter })).statusCode).toBe(200);
    expect((await upload('/api/import/clients/csv', 'firstName,lastName\nA,B\n', exporter)).statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/export/clients/csv')).statusCode).toBe(401);
  });
});
