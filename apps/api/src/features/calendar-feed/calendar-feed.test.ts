import { testDatabaseKinds } from '@app/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createUser, sessionCookie, startTestApp, type TestApp } from '../../test/helpers';

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
  });
});
