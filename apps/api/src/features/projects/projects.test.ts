import { testDatabaseKinds } from '@app/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, trpcData, trpcQuery, type TestApp } from '../../test/helpers';
import { projectsTestbed } from '../../test/projects-testbed';

// The test clock reads 2026-03-02 in the firm's time zone.

describe.each(testDatabaseKinds())('projects and tasks (%s)', (kind) => {
  const bed = projectsTestbed(kind);
  const { post, patch, setUp } = bed;
  let t: TestApp;
  let admin: string;
  let adminId: number;
  let reader: string;
  let editor: string;
  let editorId: number;
  let noFlags: string;
  let orgId: number;
  let clientId: number;
  beforeAll(() => {
    ({ t, admin, adminId, reader, editor, editorId, noFlags, orgId, clientId } = bed);
  });

  it('creates from a name only, not started, and answers the spec fields', async () => {
    expect((await post('/api/projects', { name: '  ' }, admin, 400)).message).toBe('name: Please enter a project name');
    const p = await post('/api/projects', { name: 'Quick add' });
    expect(p).toMatchObject({
      name: 'Quick add',
      status: 'not_started',
      clientId: null,
      organizationId: null,
      projectManagerId: null,
      project_manager_ids: [],
      clientIds: [],
      organizationIds: [],
    });
    expect((await call(t.app, 'GET', `/api/projects/${p.id}`, { cookie: reader })).json().id).toBe(p.id);
    expect((await call(t.app, 'GET', '/api/projects/999999', { cookie: reader })).statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/api/projects/2147483648', { cookie: reader })).statusCode).toBe(400);
  });

  it('enforces the permissions of docs/decisions/4-security.md', async () => {
    expect((await call(t.app, 'GET', '/api/projects')).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/projects', { cookie: noFlags })).statusCode).toBe(403);
    expect((await call(t.app, 'POST', '/api/projects', { cookie: reader, body: { name: 'x' } })).statusCode).toBe(403);
    const p = await post('/api/projects', { name: 'Editor made' }, editor);
    expect((await call(t.app, 'DELETE', `/api/projects/${p.id}`, { cookie: editor })).statusCode).toBe(403);
    expect((await call(t.app, 'DELETE', `/api/projects/${p.id}`, { cookie: admin })).statusCode).toBe(200);
    expect((await call(t.app, 'GET', `/api/projects/${p.id}`, { cookie: admin })).statusCode).toBe(404);
  });

  it('validates task and project input with the field named, changing nothing', async () => {
    const p = await post('/api/projects', { name: 'Valid', ...setUp, clientId, projectManagerId: adminId });
    expect((await post(`/api/projects/${p.id}/tasks`, { name: '' }, admin, 400)).message).toBe(
      'name: Please enter a task name',
    );
    expect(
      (await post(`/api/projects/${p.id}/tasks`, { name: 'x', assigned_to_ids: [999999] }, admin, 400)).message,
    ).toBe('assigned_to_ids: User 999999 not found');
    expect(
      (await post(`/api/projects/${p.id}/tasks`, { name: 'x', dueDate: '2026-02-30' }, admin, 400)).message,
    ).toMatch(/^dueDate:/);
    expect((await patch(`/api/projects/${p.id}`, { status: 'done' }, admin, 400)).message).toMatch(/^status:/);
    expect((await patch(`/api/projects/${p.id}`, { clientIds: [999999] }, admin, 400)).message).toBe(
      'clientIds: Client 999999 not found',
    );
    expect((await call(t.app, 'GET', `/api/projects/${p.id}/tasks`, { cookie: admin })).json()).toEqual([]);
    expect((await call(t.app, 'GET', `/api/projects/${p.id}`, { cookie: admin })).json().clientIds).toEqual([clientId]);
  });

  it('lists by tab, sort and page with a total, keyset pages and "assigned to me"', async () => {
    const names = ['Delta', 'alpha', 'Charlie', 'bravo', 'Echo'];
    const made = [];
    for (const [i, name] of names.entries())
      made.push(
        await post('/api/projects', {
          name: `List ${name}`,
          dueDate: `2026-04-0${i + 1}`,
          project_manager_ids: i === 0 ? [editorId] : [],
        }),
      );
    const get = (qs: string, cookie = admin) => call(t.app, 'GET', `/api/projects?${qs}`, { cookie });
    const byName = await get('tab=open&sort=name&direction=asc&search=List&pageSize=25');
    expect(byName.headers['x-total-count']).toBe('5');
    expect(byName.json().map((p: { name: string }) => p.name)).toEqual([
      'List alpha',
      'List bravo',
      'List Charlie',
      'List Delta',
      'List Echo',
    ]);
    const desc = await get('tab=open&sort=dueDate&direction=desc&search=List');
    expect(desc.json()[0].name).toBe('List Echo');

    const page = await trpcQuery(
      t.app,
      'projects.list',
      { tab: 'open', sort: 'name', direction: 'asc', search: 'List', pageSize: 25 },
      admin,
    );
    const data = trpcData<{ items: unknown[]; total: number; nextCursor: string | null }>(page);
    expect(data).toMatchObject({ total: 5, nextCursor: null });

    const mine = await get('tab=open&mine=true&search=List', editor);
    expect(mine.json().map((p: { name: string }) => p.name)).toEqual(['List Delta']);
    await post(`/api/projects/${made[4].id}/tasks`, { name: 'x' }, admin, 400);
    expect((await get('pageSize=30')).statusCode).toBe(400);
    expect((await get('sort=size')).statusCode).toBe(400);
    expect((await get('cursor=bad')).json().message).toBe('cursor: Invalid cursor');
  });

  it('answers each list row with the links, task counts and first assignee that the project itself has', async () => {
    const made = await post('/api/projects', {
      name: 'Rowcheck',
      ...setUp,
      clientIds: [clientId],
      organizationIds: [orgId],
      project_manager_ids: [editorId, adminId],
    });
    await post(`/api/projects/${made.id}/tasks`, {
      name: 'First',
      status: 'completed',
      assigned_to_ids: [adminId, editorId],
    });
    await post(`/api/projects/${made.id}/tasks`, { name: 'Second', assigned_to_ids: [editorId] });
    const [row] = (await call(t.app, 'GET', '/api/projects?search=Rowcheck', { cookie: admin })).json();
    const one = (await call(t.app, 'GET', `/api/projects/${made.id}`, { cookie: admin })).json();
    const fields = [
      'clients',
      'organizations',
      'managers',
      'clientIds',
      'organizationIds',
      'project_manager_ids',
      'clientId',
      'organizationId',
      'projectManagerId',
      'completedTasks',
      'totalTasks',
      'assignedToId',
    ];
    for (const field of fields) expect(row[field], field).toEqual(one[field]);
    expect(row).toMatchObject({
      completedTasks: 1,
      totalTasks: 2,
      assignedToId: adminId,
      project_manager_ids: [editorId, adminId],
    });
  });

  it('walks every page by keyset in each sort without losing or repeating a row', async () => {
    for (let i = 0; i < 30; i++)
      await post('/api/projects', {
        name: `Walk ${String(i % 7)}`,
        dueDate: i % 3 === 0 ? null : `2026-05-${String((i % 9) + 1).padStart(2, '0')}`,
      });
    for (const sort of ['name', 'dueDate', 'startDate', 'createdAt', 'status']) {
      for (const direction of ['asc', 'desc']) {
        const seen: number[] = [];
        let cursor: string | undefined;
        for (let guard = 0; guard < 5; guard++) {
          const qs = new URLSearchParams({
            tab: 'all',
            sort,
            direction,
            search: 'Walk',
            pageSize: '25',
            ...(cursor ? { cursor } : {}),
          });
          const res = await call(t.app, 'GET', `/api/projects?${qs}`, { cookie: admin });
          seen.push(...res.json().map((p: { id: number }) => p.id));
          cursor = res.headers['x-next-cursor'] as string | undefined;
          if (!cursor) break;
        }
        expect(new Set(seen).size, `${sort} ${direction}`).toBe(30);
      }
    }
    const first = await call(t.app, 'GET', '/api/projects?search=Walk&pageSize=25&sort=name', { cookie: admin });
    const cursor = first.headers['x-next-cursor'] as string;
    const other = await call(t.app, 'GET', `/api/projects?search=Walk&pageSize=25&sort=dueDate&cursor=${cursor}`, {
      cookie: admin,
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe('cursor: The cursor belongs to another sort order');
  });

  it('answers task counts and all tasks, and the organization route makes a linked project', async () => {
    const o = await post(`/api/organizations/${orgId}/projects`, { name: 'Org project' });
    expect(o).toMatchObject({ status: 'in_progress', organizationId: orgId });
    expect(
      (await call(t.app, 'POST', `/api/organizations/${orgId}/projects`, { cookie: reader, body: { name: 'x' } }))
        .statusCode,
    ).toBe(403);
    const linked = (
      await call(t.app, 'GET', `/api/organizations/${orgId}/projects`, { cookie: admin })
    ).json() as Array<{ status: string }>;
    const order = { not_started: 0, in_progress: 1, completed: 2 } as const;
    expect(linked.map((p) => order[p.status as keyof typeof order])).toEqual(
      [...linked.map((p) => order[p.status as keyof typeof order])].sort(),
    );
    const counts = (await call(t.app, 'GET', '/api/projects/task-counts', { cookie: reader })).json() as Array<{
      projectId: number;
      totalTasks: number;
    }>;
    expect(counts.every((c) => c.totalTasks > 0)).toBe(true);
    const all = (await call(t.app, 'GET', '/api/projects/all-tasks', { cookie: reader })).json() as Array<{
      assigned_to_ids: number[];
    }>;
    expect(all.length).toBeGreaterThan(0);
    const mine = (await call(t.app, 'GET', '/api/projects/all-tasks?mine=true', { cookie: editor })).json() as Array<{
      assigned_to_ids: number[];
    }>;
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((x) => x.assigned_to_ids.includes(editorId))).toBe(true);
  });

  it('keeps the tab totals exact through create, complete and delete (the per-status counters)', async () => {
    const totals = async () => {
      const out: Record<string, number> = {};
      for (const tab of ['open', 'completed', 'all']) {
        const res = await call(t.app, 'GET', `/api/projects?tab=${tab}&pageSize=25`, { cookie: admin });
        out[tab] = Number(res.headers['x-total-count']);
      }
      return out;
    };
    const before = await totals();
    const p = await post('/api/projects', { name: 'Counted one', ...setUp, clientId, projectManagerId: adminId });
    expect(await totals()).toEqual({ open: before.open! + 1, completed: before.completed, all: before.all! + 1 });
    await post(`/api/projects/${p.id}/tasks`, { name: 'Only task' });
    await post(`/api/projects/${p.id}/complete`, {}, admin, 200);
    expect(await totals()).toEqual({ open: before.open, completed: before.completed! + 1, all: before.all! + 1 });
    expect((await call(t.app, 'DELETE', `/api/projects/${p.id}`, { cookie: admin })).statusCode).toBe(200);
    expect(await totals()).toEqual(before);
  });

  it('starts the next occurrence of a recurring project on completion, month end clamped, once', async () => {
    const p = await post('/api/projects', {
      name: 'Monthly close',
      startDate: '2026-01-31',
      dueDate: '2026-02-28',
      recurrence: 'monthly',
      clientId,
      projectManagerId: adminId,
    });
    await post(`/api/projects/${p.id}/tasks`, { name: 'Reconcile', assigned_to_ids: [editorId] });
    const done = await post(`/api/projects/${p.id}/complete`, {}, admin, 200);
    expect(done.nextProjectId).toEqual(expect.any(Number));
    const next = (await call(t.app, 'GET', `/api/projects/${done.nextProjectId}`, { cookie: admin })).json();
    // It has a task (not started, so incomplete): spec 3 section 4, "With any incomplete task the
    // status is forced to in_progress" and "Creating a task on a project that is not completed sets
    // the project to in_progress".
    expect(next).toMatchObject({
      name: 'Monthly close',
      status: 'in_progress',
      startDate: '2026-02-28',
      dueDate: '2026-03-28',
      clientIds: [clientId],
      project_manager_ids: [adminId],
      recurrence: 'monthly',
      occurrence: 1,
    });
    const tasks = (await call(t.app, 'GET', `/api/projects/${next.id}/tasks`, { cookie: admin })).json();
    expect(tasks.map((x: { name: string; status: string }) => [x.name, x.status])).toEqual([
      ['Reconcile', 'not_started'],
    ]);
    const again = await patch(`/api/projects/${p.id}`, { name: 'Monthly close' });
    expect(again.nextProjectId).toBe(done.nextProjectId);
  });
});
