import { testDatabaseKinds } from '@app/db';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { loggedPath } from '../../plugins/security-headers';
import { call, createUser, sessionCookie, startTestApp, type TestApp } from '../../test/helpers';
import { feedTokenHash } from './calendar-feed.service';

describe.each(testDatabaseKinds())('calendar feed (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t?.close());

  it('serves a private calendar feed by its secret only; regenerating kills the old URL', async () => {
    const user = await createUser(t, { flags: ['canAccessProjects', 'canAccessCalendars'] });
    const cookie = await sessionCookie(t, user);
    expect((await call(t.app, 'GET', '/api/calendar-feed', { cookie })).json()).toEqual({ path: null });
    const project = await t.db.db
      .insertInto('projects')
      .values({ name: 'Quarter close', dueDate: '2026-03-20' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.db.insertInto('projectManagers').values({ projectId: project.id, userId: user.id }).execute();
    const first = (await call(t.app, 'POST', '/api/calendar-feed/regenerate', { cookie })).json().path as string;
    expect(first).toMatch(/^\/calendar\/[\w-]{32}\.ics$/);
    const ics = await call(t.app, 'GET', first);
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toMatch(/^text\/calendar/);
    expect(ics.body).toContain('BEGIN:VCALENDAR');
    expect(ics.body).toContain('SUMMARY:Project due: Quarter close');
    expect(ics.body).toContain('DTSTART;VALUE=DATE:20260320');
    const second = (await call(t.app, 'POST', '/api/calendar-feed/regenerate', { cookie })).json().path as string;
    expect(second).not.toBe(first);
    expect((await call(t.app, 'GET', first)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', second)).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/calendar/nope.ics')).statusCode).toBe(404);
    // The same path is shown again, from the sealed copy.
    expect((await call(t.app, 'GET', '/api/calendar-feed', { cookie })).json()).toEqual({ path: second });
  });

  it('stores only the token hash and a sealed copy, never the token; logs never show it', async () => {
    const user = await createUser(t, { flags: ['canAccessProjects'] });
    const cookie = await sessionCookie(t, user);
    const path = (await call(t.app, 'POST', '/api/calendar-feed/regenerate', { cookie })).json().path as string;
    const token = path.slice('/calendar/'.length, -'.ics'.length);
    const { rows } = await sql<{
      row: string;
    }>`select row_to_json(u)::text as row from users u where id = ${user.id}`.execute(t.db.db);
    expect(rows[0]!.row).not.toContain(token);
    expect(rows[0]!.row).toContain(feedTokenHash(token));
    expect(loggedPath(`${path}?x=1`)).toBe('/calendar/[redacted]');
    expect(loggedPath('/api/clients/7?search=123456789')).toBe('/api/clients/7');
    // Revoked: the hash goes too.
    await call(t.app, 'DELETE', '/api/calendar-feed', { cookie });
    expect((await call(t.app, 'GET', path)).statusCode).toBe(404);
  });

  it('a token stored in clear before hashing still opens its feed after the migration', async () => {
    // The migration's own statement, on a token set the old way (its clear copy is not kept).
    const user = await createUser(t, { flags: ['canAccessProjects'] });
    const token = 'A'.repeat(32);
    await sql`update users set calendar_feed_token_hash = encode(sha256(convert_to(${token}::text, 'UTF8')), 'hex') where id = ${user.id}`.execute(
      t.db.db,
    );
    expect((await call(t.app, 'GET', `/calendar/${token}.ics`)).statusCode).toBe(200);
  });

  it('is valid iCalendar: DTSTAMP in UTC, unique UIDs, all-day DTSTART as a DATE, in any server time zone', async () => {
    const user = await createUser(t, { flags: ['canAccessProjects', 'canAccessCalendars'] });
    const cookie = await sessionCookie(t, user);
    for (const [name, dueDate] of [
      ['Year end', '2026-12-31'],
      ['New year', '2027-01-01'],
    ] as const) {
      const project = await t.db.db
        .insertInto('projects')
        .values({ name, dueDate })
        .returning('id')
        .executeTakeFirstOrThrow();
      await t.db.db.insertInto('projectManagers').values({ projectId: project.id, userId: user.id }).execute();
    }
    const path = (await call(t.app, 'POST', '/api/calendar-feed/regenerate', { cookie })).json().path as string;
    const serverZone = process.env.TZ;
    for (const zone of ['UTC', 'America/Los_Angeles']) {
      process.env.TZ = zone; // Node re-reads the zone on assignment
      try {
        const body = (await call(t.app, 'GET', path)).body;
        const events = new ICAL.Component(ICAL.parse(body)).getAllSubcomponents('vevent');
        expect(events.length).toBeGreaterThanOrEqual(2);
        const uids = events.map((e) => e.getFirstPropertyValue('uid'));
        expect(new Set(uids).size).toBe(uids.length);
        for (const event of events) {
          const stamp = event.getFirstPropertyValue('dtstamp') as ICAL.Time;
          expect(stamp.zone?.tzid, 'DTSTAMP is UTC').toBe('UTC');
          const start = event.getFirstProperty('dtstart')!;
          expect(start.type).toBe('date');
          expect((start.getFirstValue() as ICAL.Time).isDate).toBe(true);
        }
        const startOf = (summary: string) =>
          events
            .find((e) => e.getFirstPropertyValue('summary') === summary)!
            .getFirstPropertyValue('dtstart')!
            .toString();
        expect(startOf('Project due: Year end')).toBe('2026-12-31');
        expect(startOf('Project due: New year')).toBe('2027-01-01');
        expect(body).toMatch(/^DTSTAMP:\d{8}T\d{6}Z\r$/m);
      } finally {
        if (serverZone === undefined) delete process.env.TZ;
        else process.env.TZ = serverZone;
      }
    }
  });
});
