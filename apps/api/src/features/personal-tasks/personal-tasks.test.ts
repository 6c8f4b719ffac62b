import { testDatabaseKinds } from '@app/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createUser, sessionCookie, startTestApp, trpcData, trpcQuery, type TestApp } from '../../test/helpers';

describe.each(testDatabaseKinds())('personal tasks (%s)', (kind) => {
  let t: TestApp;
  let owner: string;
  let other: string;
  let noFlags: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    owner = await sessionCookie(t, await createUser(t, { flags: ['canAccessTasks'] }));
    other = await sessionCookie(t, await createUser(t, { flags: ['canAccessTasks'] }));
    noFlags = await sessionCookie(t, await createUser(t, { flags: ['canAccessProjects'] }));
  });
  afterAll(() => t?.close());

  it('adds with the defaults, validates titles, toggles and renames, privately', async () => {
    const bad = await call(t.app, 'POST', '/api/personal-tasks', { cookie: owner, body: { name: '   ' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('name: Please enter a task title');
    const res = await call(t.app, 'POST', '/api/personal-tasks', {
      cookie: owner,
      body: { name: '  Call bank ', dueDate: '2026-03-05' },
    });
    expect(res.statusCode).toBe(201);
    const task = res.json();
    expect(task).toMatchObject({
      name: 'Call bank',
      status: 'not_started',
      priority: 'medium',
      notes: null,
      dueDate: '2026-03-05',
    });

    const empty = await call(t.app, 'PATCH', `/api/personal-tasks/${task.id}`, { cookie: owner, body: { name: ' ' } });
    expect(empty.json().message).toBe('name: Task title cannot be empty');
    const done = (
      await call(t.app, 'PATCH', `/api/personal-tasks/${task.id}`, { cookie: owner, body: { status: 'completed' } })
    ).json();
    expect(done).toMatchObject({ status: 'completed', completedAt: expect.any(String), name: 'Call bank' });
    const renamed = (
      await call(t.app, 'PATCH', `/api/personal-tasks/${task.id}`, {
        cookie: owner,
        body: { name: 'Call the bank', status: 'not_started' },
      })
    ).json();
    expect(renamed).toMatchObject({ name: 'Call the bank', status: 'not_started', completedAt: null });

    // Private: another user neither sees nor changes it.
    expect((await call(t.app, 'GET', '/api/personal-tasks', { cookie: other })).json()).toEqual([]);
    expect(
      (await call(t.app, 'PATCH', `/api/personal-tasks/${task.id}`, { cookie: other, body: { status: 'completed' } }))
        .statusCode,
    ).toBe(404);
    expect((await call(t.app, 'DELETE', `/api/personal-tasks/${task.id}`, { cookie: other })).statusCode).toBe(404);
    const mine = trpcData<Array<{ id: number; status: string }>>(
      await trpcQuery(t.app, 'personalTasks.list', undefined, owner),
    );
    expect(mine).toEqual([expect.objectContaining({ id: task.id, status: 'not_started' })]);

    expect((await call(t.app, 'GET', '/api/personal-tasks')).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/personal-tasks', { cookie: noFlags })).statusCode).toBe(403);
    expect((await call(t.app, 'DELETE', `/api/personal-tasks/${task.id}`, { cookie: owner })).statusCode).toBe(200);
  });
});
