import { testDatabaseKinds } from '@app/db';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, trpcData, trpcQuery, type TestApp } from '../../test/helpers';
import { projectsTestbed } from '../../test/projects-testbed';
import { linksOf, taskSummaries } from './projects-links.repo';
import { findById } from './projects.repo';
import { toProjectView } from './projects.view';

// The list reads each project's links, task counts and first assignee from project_list_summaries,
// kept by triggers, and the database writes each row's JSON. Every write that can change what a row
// shows is followed here by a comparison with the view computed live from the tables.

describe.each(testDatabaseKinds())('projects list summaries (%s)', (kind) => {
  const bed = projectsTestbed(kind);
  const { post, patch, setUp } = bed;
  let t: TestApp;
  let admin: string;
  let adminId: number;
  let editorId: number;
  let orgId: number;
  let clientId: number;
  beforeAll(() => {
    ({ t, admin, adminId, editorId, orgId, clientId } = bed);
  });

  /** The project as toProjectView answers it from live queries of links, tasks and assignees. */
  async function liveView(id: number) {
    const db = t.db.db;
    const row = (await findById(db, id))!;
    const [counts] = await taskSummaries(db, [id]);
    const { rows } = await sql<{ userId: number }>`
      select a.user_id from tasks t join task_assignees a on a.task_id = t.id where t.project_id = ${id}
      order by t.sort_order, t.id, a.position limit 1`.execute(db);
    return toProjectView(row, {
      links: (await linksOf(db, [id])).get(id)!,
      counts: counts ?? { completedTasks: 0, totalTasks: 0 },
      assignedToId: rows[0]?.userId ?? null,
    });
  }

  /** The list row (REST and tRPC) and the detail all equal the live view. */
  async function expectRowsTrue(id: number, name: string) {
    const live = await liveView(id);
    const rest = await call(t.app, 'GET', `/api/projects?tab=all&search=${encodeURIComponent(name)}`, {
      cookie: admin,
    });
    expect(rest.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(rest.json().find((p: { id: number }) => p.id === id)).toEqual(live);
    const trpc = trpcData<{ items: Array<{ id: number }> }>(
      await trpcQuery(t.app, 'projects.list', { tab: 'all', search: name, pageSize: 25 }, admin),
    );
    expect(trpc.items.find((p) => p.id === id)).toEqual(live);
    expect((await call(t.app, 'GET', `/api/projects/${id}`, { cookie: admin })).json()).toEqual(live);
    return live;
  }

  it('follows task create, update, reassignment, reorder by delete, and status changes', async () => {
    const p = await post('/api/projects', {
      name: 'Summary tasks',
      ...setUp,
      clientIds: [clientId],
      organizationIds: [orgId],
      project_manager_ids: [editorId, adminId],
    });
    expect(await expectRowsTrue(p.id, 'Summary tasks')).toMatchObject({ totalTasks: 0, assignedToId: null });
    const first = await post(`/api/projects/${p.id}/tasks`, { name: 'One', assigned_to_ids: [editorId, adminId] });
    const second = await post(`/api/projects/${p.id}/tasks`, { name: 'Two', assigned_to_ids: [adminId] });
    expect(await expectRowsTrue(p.id, 'Summary tasks')).toMatchObject({ totalTasks: 2, assignedToId: editorId });
    await patch(`/api/tasks/${second.id}`, { status: 'completed' });
    expect(await expectRowsTrue(p.id, 'Summary tasks')).toMatchObject({ completedTasks: 1, totalTasks: 2 });
    await patch(`/api/tasks/${first.id}`, { assigned_to_ids: [adminId] });
    expect(await expectRowsTrue(p.id, 'Summary tasks')).toMatchObject({ assignedToId: adminId });
    await patch(`/api/tasks/${first.id}`, { assigned_to_ids: [] });
    expect((await call(t.app, 'DELETE', `/api/tasks/${second.id}`, { cookie: admin })).statusCode).toBe(200);
    expect(await expectRowsTrue(p.id, 'Summary tasks')).toMatchObject({
      completedTasks: 0,
      totalTasks: 1,
      assignedToId: null,
    });
    await post(`/api/projects/${p.id}/complete`, {}, admin, 200);
    expect(await expectRowsTrue(p.id, 'Summary tasks')).toMatchObject({
      status: 'completed',
      completedTasks: 1,
      totalTasks: 1,
    });
  });

  it('follows link and unlink, manager changes, renames and deletes of what is linked', async () => {
    const other = (await post('/api/clients', { firstName: 'Bea', lastName: 'Ray' })).id as number;
    const otherOrg = (await post('/api/organizations', { businessDba: 'Summary Org' })).id as number;
    const p = await post('/api/projects', { name: 'Summary links', clientIds: [other, clientId] });
    expect(await expectRowsTrue(p.id, 'Summary links')).toMatchObject({ clientIds: [other, clientId] });
    await patch(`/api/projects/${p.id}`, {
      clientIds: [clientId],
      organizationIds: [otherOrg, orgId],
      project_manager_ids: [adminId],
    });
    expect(await expectRowsTrue(p.id, 'Summary links')).toMatchObject({
      clientIds: [clientId],
      organizationIds: [otherOrg, orgId],
      project_manager_ids: [adminId],
    });
    await patch(`/api/projects/${p.id}`, { clientIds: [other, clientId], project_manager_ids: [editorId, adminId] });
    const put = async (url: string, body: unknown) =>
      expect((await call(t.app, 'PUT', url, { cookie: admin, body })).statusCode).toBe(200);
    await put(`/api/clients/${other}`, { firstName: 'Beatrice' });
    await put(`/api/organizations/${otherOrg}`, { businessDba: 'Summary Org Renamed' });
    await sql`update users set first_name = 'Renamed', last_name = 'Editor' where id = ${editorId}`.execute(t.db.db);
    const renamed = await expectRowsTrue(p.id, 'Summary links');
    expect(renamed.clients[0]!.fullName).toMatch(/Beatrice/);
    expect(renamed.organizations[0]!.businessDba).toBe('Summary Org Renamed');
    expect(renamed.managers[0]!.name).toBe('Renamed Editor');
    expect((await call(t.app, 'DELETE', `/api/clients/${other}`, { cookie: admin })).statusCode).toBe(200);
    expect((await call(t.app, 'DELETE', `/api/organizations/${otherOrg}`, { cookie: admin })).statusCode).toBe(200);
    expect(await expectRowsTrue(p.id, 'Summary links')).toMatchObject({
      clientIds: [clientId],
      organizationIds: [orgId],
    });
  });

  it('follows a template load and the next occurrence, and goes with its project', async () => {
    const source = await post('/api/projects', {
      name: 'Summary source',
      ...setUp,
      clientId,
      projectManagerId: adminId,
    });
    await post(`/api/projects/${source.id}/tasks`, { name: 'Step A' });
    await post(`/api/projects/${source.id}/tasks`, { name: 'Step B', status: 'completed' });
    const template = await post(`/api/projects/${source.id}/save-as-template`, { name: 'Summary template' });
    const target = await post('/api/projects', {
      name: 'Summary target',
      ...setUp,
      recurrence: 'monthly',
      organizationId: orgId,
      projectManagerId: editorId,
    });
    await post(`/api/projects/${target.id}/apply-template`, { templateId: template.id }, admin, 200);
    expect(await expectRowsTrue(target.id, 'Summary target')).toMatchObject({ totalTasks: 2, completedTasks: 0 });
    const done = await post(`/api/projects/${target.id}/complete`, {}, admin, 200);
    expect(done.nextProjectId).toEqual(expect.any(Number));
    expect(await expectRowsTrue(done.nextProjectId, 'Summary target')).toMatchObject({
      totalTasks: 2,
      completedTasks: 0,
      organizationIds: [orgId],
      project_manager_ids: [editorId],
    });
    expect((await call(t.app, 'DELETE', `/api/projects/${source.id}`, { cookie: admin })).statusCode).toBe(200);
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from project_list_summaries where project_id = ${source.id}`.execute(t.db.db);
    expect(rows[0]!.n).toBe(0);
  });
});
