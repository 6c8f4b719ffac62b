import { testDatabaseKinds } from '@app/db';
import { INCOMPLETE_TASKS_MESSAGE, NO_TASKS_MESSAGE, SETUP_REQUIRED_HINT } from '@app/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, type TestApp } from '../../test/helpers';
import { projectsTestbed } from '../../test/projects-testbed';

// The test clock reads 2026-03-02 in the firm's time zone.

describe.each(testDatabaseKinds())('tasks (%s)', (kind) => {
  const bed = projectsTestbed(kind);
  const { post, patch, setUp } = bed;
  let t: TestApp;
  let admin: string;
  let adminId: number;
  let reader: string;
  let editor: string;
  let editorId: number;
  let orgId: number;
  let clientId: number;
  beforeAll(() => {
    ({ t, admin, adminId, reader, editor, editorId, orgId, clientId } = bed);
  });

  it('refuses tasks and template loads until the set-up gate is met, then follows the status rules', async () => {
    const p = await post('/api/projects', { name: 'Gate' });
    const refused = await post(`/api/projects/${p.id}/tasks`, { name: 'Early' }, admin, 400);
    expect(refused.message).toBe(SETUP_REQUIRED_HINT);
    expect((await post(`/api/projects/${p.id}/apply-template`, { templateId: 1 }, admin, 400)).message).toBe(
      SETUP_REQUIRED_HINT,
    );
    expect((await call(t.app, 'GET', `/api/projects/${p.id}/tasks`, { cookie: admin })).json()).toEqual([]);

    // Asking for in_progress without tasks is adjusted back, with the spec's text.
    const edited = await patch(`/api/projects/${p.id}`, {
      ...setUp,
      status: 'in_progress',
      organizationId: orgId,
      project_manager_ids: [editorId, adminId],
      clientIds: [clientId],
    });
    expect(edited).toMatchObject({
      status: 'not_started',
      statusAdjusted: { title: 'Status adjusted', message: NO_TASKS_MESSAGE },
    });
    expect(edited).toMatchObject({
      organizationId: orgId,
      organizationIds: [orgId],
      clientId,
      project_manager_ids: [editorId, adminId],
      projectManagerId: editorId,
    });

    const task = await post(`/api/projects/${p.id}/tasks`, {
      name: 'File return',
      status: 'not_started',
      notes: 'n',
      startDate: '2026-03-02',
      dueDate: '2026-03-05',
      assigned_to_ids: [editorId],
    });
    expect(task).toMatchObject({
      name: 'File return',
      assigned_to_ids: [editorId],
      projectId: p.id,
      projectStatus: 'in_progress',
    });
    // The assignee hears of it (docs/decisions/5-beyond.md).
    const notes = (await call(t.app, 'GET', '/api/notifications', { cookie: editor })).json() as Array<{
      title: string;
      link: string;
    }>;
    expect(notes.some((n) => n.title === 'Task assigned to you' && n.link === `/projects/${p.id}`)).toBe(true);

    // Completed asked with an incomplete task: in progress, with the text.
    const forced = await patch(`/api/projects/${p.id}`, { status: 'completed' });
    expect(forced).toMatchObject({ status: 'in_progress', statusAdjusted: { message: INCOMPLETE_TASKS_MESSAGE } });
    expect((await patch(`/api/projects/${p.id}`, { name: 'Gate renamed' })).statusAdjusted).toBeNull();

    await post(`/api/projects/${p.id}/tasks`, { name: 'Second' });
    const done = await post(`/api/projects/${p.id}/complete`, {}, admin, 200);
    expect(done).toMatchObject({ status: 'completed', completedTasks: 2, totalTasks: 2 });
    const tasks = (await call(t.app, 'GET', `/api/projects/${p.id}/tasks`, { cookie: reader })).json() as Array<{
      status: string;
    }>;
    expect(tasks.map((x) => x.status)).toEqual(['completed', 'completed']);

    // A completed project stays completed when a task changes; a non-completed one follows its tasks.
    const second = tasks[1] as unknown as { id: number };
    expect((await patch(`/api/tasks/${second.id}`, { status: 'pended' })).projectStatus).toBe('completed');
    const q = await post('/api/projects', {
      name: 'Follow',
      ...setUp,
      organizationIds: [orgId],
      projectManagerId: adminId,
    });
    const only = await post(`/api/projects/${q.id}/tasks`, { name: 'Only' });
    const del = await call(t.app, 'DELETE', `/api/tasks/${only.id}`, { cookie: admin });
    expect(del.json()).toMatchObject({ ok: true, projectStatus: 'not_started' });
    expect((await call(t.app, 'DELETE', `/api/tasks/${only.id}`, { cookie: admin })).statusCode).toBe(404);
  });
});
