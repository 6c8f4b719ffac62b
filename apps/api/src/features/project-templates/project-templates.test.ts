import { testDatabaseKinds } from '@app/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, type TestApp } from '../../test/helpers';
import { projectsTestbed } from '../../test/projects-testbed';

// The test clock reads 2026-03-02 in the firm's time zone.

describe.each(testDatabaseKinds())('project templates (%s)', (kind) => {
  const bed = projectsTestbed(kind);
  const { post, setUp } = bed;
  let t: TestApp;
  let admin: string;
  let adminId: number;
  let editor: string;
  let editorId: number;
  let orgId: number;
  let clientId: number;
  beforeAll(() => {
    ({ t, admin, adminId, editor, editorId, orgId, clientId } = bed);
  });

  it('saves a template from task names and loads it into another project as not started', async () => {
    const a = await post('/api/projects', { name: 'Source', ...setUp, clientId, projectManagerId: adminId });
    expect((await post(`/api/projects/${a.id}/save-as-template`, { name: 'Empty' }, admin, 400)).message).toBe(
      'The project has no tasks to save as a template',
    );
    await post(`/api/projects/${a.id}/tasks`, {
      name: 'Collect docs',
      status: 'completed',
      dueDate: '2026-03-10',
      assigned_to_ids: [editorId],
    });
    await post(`/api/projects/${a.id}/tasks`, { name: 'Prepare' });
    expect((await post(`/api/projects/${a.id}/save-as-template`, { name: ' ' }, admin, 400)).message).toBe(
      'name: Please enter a template name',
    );
    const tpl = await post(`/api/projects/${a.id}/save-as-template`, { name: 'Tax season', description: 'Yearly' });
    expect(tpl).toMatchObject({ name: 'Tax season', description: 'Yearly', taskNames: ['Collect docs', 'Prepare'] });

    const b = await post('/api/projects', {
      name: 'Target',
      ...setUp,
      organizationId: orgId,
      projectManagerId: adminId,
    });
    const loaded = await post(`/api/projects/${b.id}/apply-template`, { templateId: tpl.id }, admin, 200);
    expect(loaded.projectStatus).toBe('in_progress');
    expect(loaded.tasks.map((x: Record<string, unknown>) => [x.name, x.status, x.dueDate, x.assigned_to_ids])).toEqual([
      ['Collect docs', 'not_started', null, []],
      ['Prepare', 'not_started', null, []],
    ]);

    // Templates are their owner's: another user neither sees nor changes them.
    expect((await call(t.app, 'GET', '/api/project-templates', { cookie: editor })).json()).toEqual([]);
    expect(
      (await call(t.app, 'PUT', `/api/project-templates/${tpl.id}`, { cookie: editor, body: { name: 'Mine' } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(t.app, 'PUT', `/api/project-templates/${tpl.id}`, { cookie: admin, body: { name: '' } })).statusCode,
    ).toBe(400);
    const renamed = (
      await call(t.app, 'PUT', `/api/project-templates/${tpl.id}`, {
        cookie: admin,
        body: { name: 'Renamed', description: '' },
      })
    ).json();
    expect(renamed).toMatchObject({ name: 'Renamed', description: null });
    expect((await call(t.app, 'DELETE', `/api/project-templates/${tpl.id}`, { cookie: admin })).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/project-templates', { cookie: admin })).json()).toEqual([]);
  });
});
