import { testDatabaseKinds } from '@app/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createUser, sessionCookie, startTestApp, trpcData, trpcQuery, type TestApp } from '../../test/helpers';

// Today is 2026-03-02 in the firm's time zone (the test clock).

describe.each(testDatabaseKinds())('calendars (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  let viewer: string;
  let editor: string;
  let orgId: number;
  let payrollId: number;
  let sectionId: number;
  let pcId: number;
  let taskId: number;
  let projectId: number;

  const post = async (url: string, body: unknown, status = 201) => {
    const res = await call(t.app, 'POST', url, { cookie: admin, body });
    expect(res.statusCode, res.body).toBe(status);
    return res.json();
  };
  const events = async (kind: string, qs: string, cookie = viewer) => {
    const res = await call(t.app, 'GET', `/api/calendars/${kind}/events?${qs}`, { cookie });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Array<Record<string, unknown>>;
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    const adminRow = await createUser(t, { role: 'admin' });
    admin = await sessionCookie(t, adminRow);
    viewer = await sessionCookie(t, await createUser(t, { flags: ['canAccessCalendars'] }));
    editor = await sessionCookie(
      t,
      await createUser(t, {
        flags: [
          'canAccessCalendars',
          'canAccessProjects',
          'canEditProjects',
          'canAccessOrganizations',
          'canEditOrganizations',
        ],
      }),
    );
    orgId = (await post('/api/organizations', { businessDba: 'Calendar Co' })).id;
    const project = await post('/api/projects', {
      name: 'Year end',
      startDate: '2026-03-01',
      dueDate: '2026-03-08',
      organizationId: orgId,
      projectManagerId: adminRow.id,
    });
    projectId = project.id;
    taskId = (await post(`/api/projects/${projectId}/tasks`, { name: 'Books', dueDate: '2026-03-01' })).id;
    payrollId = (
      await post(`/api/organizations/${orgId}/payrolls`, {
        payrollPlatform: 'ADP',
        payrollFrequency: 'Semi-Monthly (24)',
        processingDate: '2026-03-02',
        payDate: '2026-03-04',
        processingDate2: '2026-03-17',
        payDate2: '2026-03-19',
      })
    ).id;
    sectionId = (
      await post(`/api/organizations/${orgId}/group-health-sections`, {
        sectionType: 'medical',
        carrier: 'Aetna',
        renewalDate: '2026-04-10',
      })
    ).id;
    pcId = (
      await post(`/api/organizations/${orgId}/pc-sections`, {
        sectionType: 'bop',
        carrier: 'Travelers',
        renewalDate: '2026-03-05',
      })
    ).id;
  });
  afterAll(() => t?.close());

  it('answers tasks and projects due in the range with urgency', async () => {
    const list = await events('tasks', 'start=2026-03-01&end=2026-03-31');
    expect(list.map((e) => [e.entityType, e.entityId, e.date, e.urgency, e.organizationName])).toEqual([
      ['task', taskId, '2026-03-01', 'overdue', 'Calendar Co'],
      ['project', projectId, '2026-03-08', 'critical', 'Calendar Co'],
    ]);
    expect(list[0]).toMatchObject({
      id: `task-${taskId}`,
      title: 'Books',
      type: 'task',
      description: 'Project: Year end',
      projectId,
      entityId: taskId,
    });
    expect(list[1]).toMatchObject({ id: `project-${projectId}`, title: 'Project: Year end', description: null });
    // tRPC answers the same events the database wrote for REST.
    const input = encodeURIComponent(
      JSON.stringify({ kind: 'tasks', range: { start: '2026-03-01', end: '2026-03-31' } }),
    );
    const viaTrpc = await call(t.app, 'GET', `/trpc/calendars.events?input=${input}`, { cookie: viewer });
    expect(viaTrpc.statusCode).toBe(200);
    expect(viaTrpc.json().result.data).toEqual(list);
    expect(await events('tasks', 'start=2026-04-01&end=2026-04-30')).toEqual([]);
  });

  it('writes any name into the events as it was saved (the database writes the JSON)', async () => {
    const name = 'Say "hi" \\ to Zoë ✓ </script>';
    const id = (await post(`/api/projects/${projectId}/tasks`, { name, dueDate: '2026-05-04' })).id;
    const list = await events('tasks', 'start=2026-05-01&end=2026-05-31');
    expect(list).toMatchObject([
      { id: `task-${id}`, title: name, description: 'Project: Year end', organizationId: orgId },
    ]);
  });

  it('answers payroll processing and pay dates, the semi-monthly second set included', async () => {
    const list = await events('payroll', 'start=2026-03-01&end=2026-03-31');
    expect(list.map((e) => [e.kind, e.date, e.urgency])).toEqual([
      ['processing', '2026-03-02', 'critical'],
      ['pay', '2026-03-04', 'warning'],
      ['processing2', '2026-03-17', 'normal'],
      ['pay2', '2026-03-19', 'normal'],
    ]);
    expect(list.every((e) => e.entityType === 'payroll' && e.entityId === payrollId && e.type === 'payroll')).toBe(
      true,
    );
  });

  it('lists each payroll date in the range once, by date, then organization, payroll and kind', async () => {
    const payroll = async (businessDba: string, dates: Record<string, string>) => {
      const id = (await post('/api/organizations', { businessDba })).id as number;
      const row = await post(`/api/organizations/${id}/payrolls`, {
        payrollPlatform: 'Gusto',
        payrollFrequency: 'Semi-Monthly (24)',
        ...dates,
      });
      return { organizationId: id, payrollId: row.id as number };
    };
    const b = await payroll('B Payroll', { processingDate: '2026-06-10', payDate: '2026-06-12' });
    const a = await payroll('A Payroll', {
      processingDate: '2026-06-10',
      payDate: '2026-06-10',
      processingDate2: '2026-06-25',
      payDate2: '2026-07-01',
    });
    const gone = await payroll('C Payroll', { processingDate: '2026-06-10', payDate: '2026-06-12' });
    expect(
      (await call(t.app, 'DELETE', `/api/organizations/${gone.organizationId}`, { cookie: admin })).statusCode,
    ).toBe(200);
    const list = await events('payroll', 'start=2026-06-10&end=2026-06-30');
    expect(list.map((e) => [e.date, e.organizationName, e.kind, e.id])).toEqual([
      ['2026-06-10', 'A Payroll', 'pay', `payroll-${a.payrollId}-pay`],
      ['2026-06-10', 'A Payroll', 'processing', `payroll-${a.payrollId}-processing`],
      ['2026-06-10', 'B Payroll', 'processing', `payroll-${b.payrollId}-processing`],
      ['2026-06-12', 'B Payroll', 'pay', `payroll-${b.payrollId}-pay`],
      ['2026-06-25', 'A Payroll', 'processing2', `payroll-${a.payrollId}-processing2`],
    ]);
    expect(list[0]).toEqual({
      id: `payroll-${a.payrollId}-pay`,
      title: 'A Payroll - Pay Date',
      date: '2026-06-10',
      type: 'payroll',
      description: 'Gusto, Semi-Monthly (24)',
      urgency: 'normal',
      organizationName: 'A Payroll',
      organizationId: a.organizationId,
      projectId: null,
      entityId: a.payrollId,
      entityType: 'payroll',
      status: 'pending',
      kind: 'pay',
    });
    expect((await events('payroll', 'start=2026-06-26&end=2026-06-30')).length).toBe(0);
  });

  it('answers renewals, and reminders 30 days before them', async () => {
    const renewals = await events('insurance', 'start=2026-03-01&end=2026-04-30&mode=renewals');
    expect(renewals.map((e) => [e.entityType, e.date, e.urgency])).toEqual([
      ['pc', '2026-03-05', 'critical'],
      ['group-health', '2026-04-10', 'normal'],
    ]);
    const reminders = await events('insurance', 'start=2026-03-01&end=2026-03-31&mode=reminders');
    expect(reminders.map((e) => [e.entityType, e.date, e.renewalDate, e.urgency])).toEqual([
      ['group-health', '2026-03-11', '2026-04-10', 'critical'],
    ]);
  });

  it.each(['events', 'days'])('validates the range and needs canAccessCalendars (%s)', async (view) => {
    const bad = await call(t.app, 'GET', `/api/calendars/tasks/${view}?start=2026-03-31&end=2026-03-01`, {
      cookie: viewer,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('end: End must not be before start');
    expect(
      (await call(t.app, 'GET', `/api/calendars/tasks/${view}?start=2026-01-01&end=2027-12-31`, { cookie: viewer }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call(t.app, 'GET', `/api/calendars/other/${view}?start=2026-03-01&end=2026-03-02`, { cookie: viewer }))
        .statusCode,
    ).toBe(400);
    const noFlag = await sessionCookie(t, await createUser(t, { flags: ['canAccessProjects'] }));
    expect(
      (await call(t.app, 'GET', `/api/calendars/tasks/${view}?start=2026-03-01&end=2026-03-31`, { cookie: noFlag }))
        .statusCode,
    ).toBe(403);
  });

  it.each([
    ['tasks', 'renewals'],
    ['payroll', 'renewals'],
    ['insurance', 'renewals'],
    ['insurance', 'reminders'],
  ])('answers the %s events (%s) a page at a time, over REST and tRPC', async (calendar, mode) => {
    for (const name of ['Payroll taxes', 'Sales tax', 'Bank feeds', 'Receipts'])
      await post(`/api/projects/${projectId}/tasks`, { name, dueDate: '2026-03-06' });
    const other = (await post('/api/organizations', { businessDba: `Paging Co ${calendar} ${mode}` })).id;
    for (const [sectionType, renewalDate] of [
      ['umbrella', '2026-04-20'],
      ['cyber', '2026-04-24'],
    ])
      await post(`/api/organizations/${other}/pc-sections`, { sectionType, carrier: 'Chubb', renewalDate });
    const range = { start: '2026-02-22', end: '2026-04-30', mode };
    const qs = `start=${range.start}&end=${range.end}&mode=${mode}`;
    const all = await events(calendar, qs);
    expect(all.length).toBeGreaterThan(2);
    const rest = [];
    for (let offset = 0; offset === rest.length; offset += 2)
      rest.push(...(await events(calendar, `${qs}&limit=2&offset=${offset}`)));
    expect(rest).toEqual(all);
    expect(await events(calendar, `${qs}&offset=1`)).toEqual(all.slice(1));
    const trpc = [];
    for (let cursor = 0; cursor === trpc.length; cursor += 2) {
      const page = await trpcQuery(
        t.app,
        'calendars.events',
        { kind: calendar, range: { ...range, limit: 2 }, cursor },
        viewer,
      );
      trpc.push(...(trpcData(page) as unknown[]));
    }
    expect(trpc).toEqual(all);
  });

  it.each([
    ['limit=0', 'limit: Must be a whole number from 1 to 1000'],
    ['limit=1001', 'limit: Must be a whole number from 1 to 1000'],
    ['limit=abc', 'limit: Must be a whole number from 1 to 1000'],
    ['offset=-1', 'offset: Must be a whole number, 0 or more'],
    ['limit=2.5', 'limit: Must be a whole number from 1 to 1000'],
  ])('refuses a page of %s (400)', async (page, message) => {
    const res = await call(t.app, 'GET', `/api/calendars/payroll/events?start=2026-03-01&end=2026-03-31&${page}`, {
      cookie: viewer,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it.each([
    ['tasks', 'renewals'],
    ['payroll', 'renewals'],
    ['insurance', 'renewals'],
    ['insurance', 'reminders'],
  ])('answers the %s grid (%s) as days: the first three events of each and its count', async (calendar, mode) => {
    // Four more tasks due on one day, so that a day holds more events than its cell shows.
    for (const name of ['Payroll taxes', 'Sales tax', 'Bank feeds', 'Receipts'])
      await post(`/api/projects/${projectId}/tasks`, { name, dueDate: '2026-03-06' });
    const qs = `start=2026-02-22&end=2026-04-30&mode=${mode}`;
    const all = await events(calendar, qs);
    const want = [...new Set(all.map((e) => e.date))].map((date) => {
      const ofDay = all.filter((e) => e.date === date);
      return { date, total: ofDay.length, events: ofDay.slice(0, 3) };
    });
    expect(want.length).toBeGreaterThan(0);
    const res = await call(t.app, 'GET', `/api/calendars/${calendar}/days?${qs}`, { cookie: viewer });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(want);
    const trpc = await trpcQuery(
      t.app,
      'calendars.days',
      { kind: calendar, range: { start: '2026-02-22', end: '2026-04-30', mode } },
      viewer,
    );
    expect(trpcData(trpc)).toEqual(want);
    if (calendar === 'tasks') expect(want.find((d) => d.date === '2026-03-06')?.total).toBeGreaterThan(3);
  });

  it('refuses Complete and Renew without the edit right of the record behind the event (403)', async () => {
    const projectsViewer = await sessionCookie(
      t,
      await createUser(t, { flags: ['canAccessCalendars', 'canAccessProjects', 'canAccessOrganizations'] }),
    );
    const attempts = [
      ['/api/calendars/complete', { entityType: 'task', entityId: taskId }, 'projects'],
      ['/api/calendars/complete', { entityType: 'project', entityId: projectId }, 'projects'],
      ['/api/calendars/complete', { entityType: 'payroll', entityId: payrollId }, 'organizations'],
      ['/api/calendars/renew', { entityType: 'pc', entityId: pcId }, 'organizations'],
      ['/api/calendars/renew', { entityType: 'group-health', entityId: sectionId }, 'organizations'],
    ] as const;
    for (const cookie of [viewer, projectsViewer]) {
      for (const [url, body, area] of attempts) {
        const res = await call(t.app, 'POST', url, { cookie, body });
        expect(res.statusCode, `${url} ${body.entityType}`).toBe(403);
        expect(res.json().message).toBe(`You do not have permission to edit ${area}`);
      }
    }
    const trpcRes = await call(t.app, 'POST', '/trpc/calendars.complete', {
      cookie: projectsViewer,
      body: { entityType: 'task', entityId: taskId },
    });
    expect(trpcRes.statusCode).toBe(403);
    const list = await events('tasks', 'start=2026-03-01&end=2026-03-31');
    expect(list.every((e) => e.status !== 'completed')).toBe(true);
  });

  it('completes a task, a payroll and renews a policy one year on', async () => {
    const done = await call(t.app, 'POST', '/api/calendars/complete', {
      cookie: editor,
      body: { entityType: 'task', entityId: taskId },
    });
    expect(done.json()).toEqual({ ok: true, status: 'completed' });
    const payroll = await call(t.app, 'POST', '/api/calendars/complete', {
      cookie: editor,
      body: { entityType: 'payroll', entityId: payrollId },
    });
    expect(payroll.json()).toEqual({ ok: true, status: 'completed' });
    const list = await events('payroll', 'start=2026-03-01&end=2026-03-31');
    expect(list.every((e) => e.status === 'completed' && e.urgency === 'normal')).toBe(true);
    const renewed = await call(t.app, 'POST', '/api/calendars/renew', {
      cookie: editor,
      body: { entityType: 'pc', entityId: pcId },
    });
    expect(renewed.json()).toEqual({ ok: true, renewalDate: '2027-03-05' });
    const gh = await call(t.app, 'POST', '/api/calendars/renew', {
      cookie: editor,
      body: { entityType: 'group-health', entityId: sectionId },
    });
    expect(gh.json().renewalDate).toBe('2027-04-10');
    expect(
      (
        await call(t.app, 'POST', '/api/calendars/renew', {
          cookie: editor,
          body: { entityType: 'pc', entityId: 999999 },
        })
      ).statusCode,
    ).toBe(404);
    const project = await call(t.app, 'POST', '/api/calendars/complete', {
      cookie: editor,
      body: { entityType: 'project', entityId: projectId },
    });
    expect(project.json()).toEqual({ ok: true, status: 'completed' });
  });
});
