import { testDatabaseKinds } from '@app/db';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, createUser, sessionCookie, startTestApp, type TestApp } from '../../test/helpers';
import { nextPartRows } from './import.service';

// A large import must not hold everyone else up (issue 24: no request delays another user's by
// more than a second). On PGlite it commits parts of about 100 ms (their rows sized by the part
// before) and takes them back if a later part fails; on PostgreSQL it is one transaction.

function multipart(content: string) {
  const boundary = '----import-batches';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="clients.csv"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, origin: ORIGIN } };
}

const csvOf = (rows: number, lastName = (i: number) => `Last${i}`) => {
  const lines = ['firstName,lastName,email,phone'];
  for (let i = 0; i < rows; i++) lines.push(`First${i},${lastName(i)},p${i}@example.com,5551234567`);
  return lines.join('\n') + '\n';
};

describe('the rows of the next import part on PGlite', () => {
  it('are as many as the last part wrote in 100 ms, between 10 and 500', () => {
    expect(nextPartRows(50, 50, 25)).toBe(200);
    expect(nextPartRows(200, 200, 100)).toBe(200);
    expect(nextPartRows(200, 200, 400)).toBe(50);
    expect(nextPartRows(50, 50, 5)).toBe(500);
    expect(nextPartRows(50, 1, 1_000)).toBe(10);
  });

  it('stay as they were when the last part wrote nothing or took no time', () => {
    expect(nextPartRows(120, 0, 80)).toBe(120);
    expect(nextPartRows(120, 40, 0)).toBe(120);
  });
});

describe.each(testDatabaseKinds())('a large import beside other users (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  let colleague: string;
  const clients = async () =>
    Number((await sql<{ n: string }>`select count(*) as n from clients`.execute(t.db.db)).rows[0]!.n);
  const upload = (csv: string) => {
    const body = multipart(csv);
    return t.app.inject({
      method: 'POST',
      url: '/api/import/clients/csv',
      payload: body.payload,
      headers: { ...body.headers, cookie: admin },
    });
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await sessionCookie(t, await createUser(t, { role: 'admin' }));
    colleague = await sessionCookie(t, await createUser(t, { flags: ['canAccessClients'] }));
  });
  afterAll(() => t?.close());

  it("answers a colleague's search while it runs", { timeout: 120_000 }, async () => {
    const before = await clients();
    let finished = false;
    const importing = upload(csvOf(8_000)).finally(() => (finished = true));
    const waits: number[] = [];
    let duringImport = 0;
    // Each round's whole time counts, the pause included: a starved event loop fires no timer.
    while (!finished) {
      const started = performance.now();
      const res = await t.app.inject({
        method: 'GET',
        // A new term each time: a cached answer would not wait for the database.
        url: `/api/clients?search=first${waits.length}&limit=5`,
        headers: { cookie: colleague, origin: ORIGIN },
      });
      expect(res.statusCode).toBe(200);
      if (!finished) duringImport++;
      await new Promise((resolve) => setTimeout(resolve, 20));
      waits.push(performance.now() - started);
    }
    const res = await importing;
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ imported: 8_000, total: 8_000 });
    expect(await clients()).toBe(before + 8_000);
    expect(duringImport).toBeGreaterThanOrEqual(3);
    expect(Math.max(...waits)).toBeLessThan(1_000);
  });

  it('leaves nothing behind when the database refuses a row part-way', { timeout: 60_000 }, async () => {
    await sql`create function refuse_import_row() returns trigger language plpgsql as $$
      begin
        if new.last_name = 'Refused' then raise exception 'refused by the test'; end if;
        return new;
      end $$`.execute(t.db.db);
    await sql`create trigger refuse_import_row before insert on clients
      for each row execute function refuse_import_row()`.execute(t.db.db);
    try {
      const before = await clients();
      // Row 450 is in the tenth part on PGlite: nine parts were committed before it fails.
      const res = await upload(csvOf(500, (i) => (i === 450 ? 'Refused' : `Kept${i}`)));
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(await clients()).toBe(before);
    } finally {
      await sql`drop trigger refuse_import_row on clients`.execute(t.db.db);
      await sql`drop function refuse_import_row()`.execute(t.db.db);
    }
  });
});
