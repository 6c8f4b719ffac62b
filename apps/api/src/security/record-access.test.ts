import { testDatabaseKinds } from '@app/db';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTemplate } from '../features/project-templates/project-templates.repo';
import { call, createUser, sessionCookie, startTestApp, trpcMutation, type TestApp } from '../test/helpers';

// Issue 10: where access depends on the record (another user's to-do task, template, notification,
// session; a stored login whose owner the caller may not read), the caller gets the answer of a
// missing id, 404, never a 403 that confirms the record exists.

const MISSING = 2_000_000_000;
const answer = (res: LightMyRequestResponse) => ({
  status: res.statusCode,
  message:
    (res.json() as { message?: string; error?: { message: string } }).message ??
    (res.json() as { error: { message: string } }).error.message,
});

describe.each(testDatabaseKinds())("another user's records answer as missing ones (%s)", (kind) => {
  let t: TestApp;
  let owner: { id: number; cookie: string };
  let other: string;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    const flags = ['canAccessTasks', 'canAccessProjects', 'canEditProjects'] as const;
    const ownerRow = await createUser(t, { flags: [...flags] });
    owner = { id: ownerRow.id, cookie: await sessionCookie(t, ownerRow) };
    other = await sessionCookie(t, await createUser(t, { flags: [...flags] }));
    admin = await sessionCookie(t, await createUser(t, { role: 'admin' }));
  });
  afterAll(() => t?.close());

  /** The same answer for the other user's record as for an id that does not exist. */
  async function expectHidden(send: (id: number) => Promise<LightMyRequestResponse>, id: number) {
    const missing = answer(await send(MISSING));
    expect(missing.status).toBe(404);
    expect(answer(await send(id))).toEqual(missing);
  }

  it('a personal to-do task of another user', async () => {
    const task = (
      await call(t.app, 'POST', '/api/personal-tasks', { cookie: owner.cookie, body: { name: 'Call the bank' } })
    ).json().id as number;
    await expectHidden(
      (id) => call(t.app, 'PATCH', `/api/personal-tasks/${id}`, { cookie: other, body: { status: 'completed' } }),
      task,
    );
    await expectHidden((id) => call(t.app, 'DELETE', `/api/personal-tasks/${id}`, { cookie: other }), task);
    await expectHidden(
      (id) => trpcMutation(t.app, 'personalTasks.update', { id, data: { status: 'completed' } }, other),
      task,
    );
    // An admin may do everything, but a to-do list is personal: it is not an admin's either.
    await expectHidden((id) => call(t.app, 'DELETE', `/api/personal-tasks/${id}`, { cookie: admin }), task);
    expect((await call(t.app, 'GET', '/api/personal-tasks', { cookie: other })).json()).toEqual([]);
    expect((await call(t.app, 'GET', '/api/personal-tasks', { cookie: owner.cookie })).json()).toMatchObject([
      { id: task, status: 'not_started' },
    ]);
  });

  it('a project template of another owner', async () => {
    const template = await insertTemplate(t.db.db, owner.id, { name: 'Monthly close', description: null }, [
      'Reconcile',
    ]);
    await expectHidden(
      (id) => call(t.app, 'PUT', `/api/project-templates/${id}`, { cookie: other, body: { name: 'Taken' } }),
      template,
    );
    await expectHidden((id) => call(t.app, 'DELETE', `/api/project-templates/${id}`, { cookie: other }), template);
    const client = (
      await call(t.app, 'POST', '/api/clients', { cookie: admin, body: { firstName: 'Ana', lastName: 'Lopez' } })
    ).json().id as number;
    const project = (
      await call(t.app, 'POST', '/api/projects', {
        cookie: admin,
        body: {
          name: 'Books',
          startDate: '2026-03-01',
          dueDate: '2026-04-15',
          clientId: client,
          project_manager_ids: [owner.id],
        },
      })
    ).json().id as number;
    await expectHidden(
      (id) =>
        call(t.app, 'POST', `/api/projects/${project}/apply-template`, { cookie: other, body: { templateId: id } }),
      template,
    );
    expect((await call(t.app, 'GET', '/api/project-templates', { cookie: other })).json()).toEqual([]);
  });

  it('a notification of another user', async () => {
    const note = await t.db.db
      .insertInto('notifications')
      .values({ userId: owner.id, title: 'Task assigned', link: null, eventKey: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const path of [`read`, `unread`])
      await expectHidden((id) => call(t.app, 'PATCH', `/api/notifications/${id}/${path}`, { cookie: other }), note.id);
    await expectHidden((id) => call(t.app, 'DELETE', `/api/notifications/${id}`, { cookie: other }), note.id);
    await expectHidden((id) => trpcMutation(t.app, 'notifications.markRead', { id }, other), note.id);
    expect((await call(t.app, 'GET', '/api/notifications', { cookie: owner.cookie })).json()).toMatchObject([
      { id: note.id, isRead: false },
    ]);
  });

  it('a session of another user: never listed, never signed out', async () => {
    const second = await sessionCookie(
      t,
      (await t.db.db.selectFrom('users').selectAll().where('id', '=', owner.id).executeTakeFirstOrThrow()) as never,
    );
    expect((await call(t.app, 'GET', '/api/sessions', { cookie: other })).json()).toHaveLength(1);
    expect((await call(t.app, 'POST', '/api/sessions/sign-out-others', { cookie: other })).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/sessions', { cookie: second })).json()).toHaveLength(2);
  });

  it('a stored login whose owner the caller may not read; 403 only where the owner is visible', async () => {
    const org = (
      await call(t.app, 'POST', '/api/organizations', { cookie: admin, body: { businessDba: 'Harbor Cafe' } })
    ).json().id as number;
    const login = (
      await call(t.app, 'POST', `/api/organizations/${org}/logins`, {
        cookie: admin,
        body: { platform: 'EDD', password: 'hunter22' },
      })
    ).json().id as number;
    const clientEditor = await sessionCookie(t, await createUser(t, { flags: ['canAccessClients', 'canEditClients'] }));
    await expectHidden(
      (id) => call(t.app, 'PATCH', `/api/logins/${id}`, { cookie: clientEditor, body: { notes: 'x' } }),
      login,
    );
    await expectHidden((id) => call(t.app, 'DELETE', `/api/logins/${id}`, { cookie: clientEditor }), login);
    await expectHidden((id) => call(t.app, 'POST', `/api/logins/${id}/reveal`, { cookie: clientEditor }), login);
    // Someone who reads the organization knows the login exists: being unable to change it is a 403.
    const orgReader = await sessionCookie(
      t,
      await createUser(t, { flags: ['canAccessOrganizations', 'canAccessClients', 'canEditClients'] }),
    );
    expect(
      (await call(t.app, 'PATCH', `/api/logins/${login}`, { cookie: orgReader, body: { notes: 'x' } })).statusCode,
    ).toBe(403);
    expect((await call(t.app, 'POST', `/api/logins/${login}/reveal`, { cookie: orgReader })).json()).toMatchObject({
      id: login,
      password: 'hunter22',
    });
    // Through an owner's path, another owner's login is missing too.
    const otherOrg = (
      await call(t.app, 'POST', '/api/organizations', { cookie: admin, body: { businessDba: 'Other Cafe' } })
    ).json().id as number;
    expect(
      (await trpcMutation(t.app, 'organizations.logins.reveal', { id: otherOrg, loginId: login }, admin)).statusCode,
    ).toBe(404);
  });
});
