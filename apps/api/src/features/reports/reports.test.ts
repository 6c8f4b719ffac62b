import { testDatabaseKinds } from '@app/db';
import { REPORT_IDS } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createUser, sessionCookie, startTestApp, type TestApp } from '../../test/helpers';

// The test clock reads 2026-03-02.

const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

describe.each(testDatabaseKinds())('reports (%s)', (kind) => {
  let t: TestApp;
  let reader: string;
  let outsider: string;
  let acme: number;

  beforeAll(async () => {
    t = await startTestApp(kind);
    const manager = await createUser(t, { flags: ['canAccessReports'] });
    await t.db.db
      .updateTable('users')
      .set({ firstName: 'Pat', lastName: 'Lead' })
      .where('id', '=', manager.id)
      .execute();
    reader = await sessionCookie(t, manager);
    outsider = await sessionCookie(t, await createUser(t, { flags: ['canAccessCalendars'] }));
    const db = t.db.db;
    acme = (
      await db
        .insertInto('organizations')
        .values({
          businessDba: '=Acme',
          businessLegalName: 'Acme LLC',
          businessPhone: '5551234567',
          issues1099: true,
          soi: true,
          entityType: 'corporation',
          dateOfFormation: '2020-03-20',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const beta = (
      await db.insertInto('organizations').values({ businessDba: 'Beta' }).returning('id').executeTakeFirstOrThrow()
    ).id;
    await db
      .insertInto('payrolls')
      .values({ organizationId: acme, payrollPlatform: 'ADP', payrollFrequency: 'Weekly (52)' })
      .execute();
    await db
      .insertInto('groupHealthSections')
      .values([
        { organizationId: beta, sectionType: 'dental' },
        { organizationId: beta, sectionType: 'medical' },
      ])
      .execute();
    await db.insertInto('pcSections').values({ organizationId: acme, sectionType: 'professional_liability' }).execute();
    await db
      .insertInto('soiEvents')
      .values({ organizationId: acme, kind: 'due', eventDate: '2026-03-20', dueDate: '2026-03-20', taxYear: 2026 })
      .execute();
    const projects = await db
      .insertInto('projects')
      .values([
        { name: 'Books', status: 'in_progress', dueDate: '2026-03-10' },
        { name: 'Setup', status: 'not_started', dueDate: '2026-05-01' },
        { name: 'Old', status: 'completed', dueDate: '2026-01-01' },
      ])
      .returning('id')
      .execute();
    await db.insertInto('projectOrganizations').values({ projectId: projects[0]!.id, organizationId: acme }).execute();
    await db.insertInto('projectManagers').values({ projectId: projects[0]!.id, userId: manager.id }).execute();
    const task = await db
      .insertInto('tasks')
      .values({ projectId: projects[0]!.id, name: 'Reconcile' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('taskAssignees').values({ taskId: task.id, userId: manager.id }).execute();
    await db
      .insertInto('estimatedTaxPayments')
      .values({ organizationId: beta, taxYear: 2026, quarter: 1, dueDate: '2026-04-15', reminderDate: '2026-04-10' })
      .execute();
  });
  afterAll(() => t?.close());

  const get = (url: string) => call(t.app, 'GET', url, { cookie: reader });

  it('answers each report as one call with its columns', async () => {
    const projects = (await get('/api/reports/projects-pending')).json();
    expect(projects).toEqual([
      {
        projectName: 'Setup',
        status: 'Not Yet Started',
        clientOrOrganization: 'N/A',
        dueDate: '2026-05-01',
        projectManager: 'N/A',
        assignedTo: 'N/A',
      },
      {
        projectName: 'Books',
        status: 'In Progress',
        clientOrOrganization: '=Acme',
        dueDate: '2026-03-10',
        projectManager: 'Pat Lead',
        assignedTo: 'Pat Lead',
      },
    ]);
    const id = `B${String(acme).padStart(4, '0')}`;
    expect((await get('/api/reports/active-payroll')).json()).toEqual([
      { organizationId: id, organizationName: '=Acme', legalName: 'Acme LLC', phone: '5551234567', email: null },
    ]);
    expect((await get('/api/reports/active-group-benefits')).json()[0]).toMatchObject({
      name: 'Beta',
      benefits: 'Medical, Dental',
    });
    expect((await get('/api/reports/active-pc')).json()[0]).toMatchObject({
      name: '=Acme',
      policyTypes: 'Professional Liability / E&O',
    });
    expect((await get('/api/reports/form-1099-pending')).json()).toEqual([
      { entityId: id, entityName: '=Acme', type: 'Organization', dueDate: '2026-01-31' },
      { entityId: id, entityName: '=Acme', type: 'Organization', dueDate: '2027-01-31' },
    ]);
    expect((await get('/api/reports/soi-pending?window=30')).json()).toEqual([
      { organizationId: id, name: '=Acme', dueDate: '2026-03-20', status: 'Pending' },
    ]);
    expect((await get('/api/reports/soi-pending?window=45')).statusCode).toBe(400);
    expect((await get('/api/reports/estimated-taxes-pending?quarter=1&year=2026')).json()).toEqual([
      {
        entityId: expect.stringMatching(/^B/),
        entityName: 'Beta',
        type: 'Organization',
        quarter: 'Q1',
        year: 2026,
        dueDate: '2026-04-15',
        status: 'Pending',
      },
    ]);
    expect((await get('/api/reports/estimated-taxes-pending?quarter=2')).json()).toEqual([]);
  });

  it('pages and exports every report as CSV with formulas neutralised', async () => {
    const page = await get('/api/reports/projects-pending?limit=1&offset=1');
    expect(page.headers['x-total-count']).toBe('2');
    expect(page.json().map((r: { projectName: string }) => r.projectName)).toEqual(['Books']);
    for (const report of REPORT_IDS) expect((await get(`/api/reports/${report}?format=csv`)).statusCode).toBe(200);
    const csv = (await get('/api/reports/active-payroll?format=csv')).body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(csv).toEqual([
      'Organization ID,Organization Name,Legal Name,Phone,Email',
      `B${String(acme).padStart(4, '0')},'=Acme,Acme LLC,5551234567,`,
    ]);
    const dates = (await get('/api/reports/projects-pending?format=csv')).body;
    expect(dates).toContain('Setup,Not Yet Started,N/A,05/01/2026,N/A,N/A');
  });

  it('needs canAccessReports and a known report', async () => {
    expect((await call(t.app, 'GET', '/api/reports/active-payroll', { cookie: outsider })).statusCode).toBe(403);
    expect((await get('/api/reports/everything')).statusCode).toBe(400);
  });

  it('Projects Pending names every linked client and organization, as the projects list does', async () => {
    const db = t.db.db;
    const [one, two] = await db
      .insertInto('clients')
      .values([
        { firstName: 'Ana', lastName: 'Ruiz', fullName: 'Ana Ruiz' },
        { firstName: 'Ben', lastName: 'Ode', fullName: 'Ben Ode' },
      ])
      .returning('id')
      .execute();
    const org = await db
      .insertInto('organizations')
      .values({ businessDba: 'Gamma Bakery' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const project = await db
      .insertInto('projects')
      .values({ name: 'Linked twice', status: 'in_progress', dueDate: '2026-04-01' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('projectClients')
      .values([
        { projectId: project.id, clientId: two!.id, position: 1 },
        { projectId: project.id, clientId: one!.id, position: 0 },
      ])
      .execute();
    await db.insertInto('projectOrganizations').values({ projectId: project.id, organizationId: org.id }).execute();
    try {
      const rows = (await get('/api/reports/projects-pending')).json() as Array<Record<string, string>>;
      expect(rows.find((r) => r.projectName === 'Linked twice')?.clientOrOrganization).toBe(
        'Ana Ruiz, Ben Ode, Gamma Bakery',
      );
    } finally {
      await db.deleteFrom('projects').where('id', '=', project.id).execute();
    }
  });

  it('answers a later page as the same slice of the whole report', async () => {
    const db = t.db.db;
    const statuses = ['not_started', 'in_progress', 'completed'] as const;
    const dueDates = ['2026-04-01', null, '2026-03-15', '2026-04-01'];
    const projects = await db
      .insertInto('projects')
      .values(
        Array.from({ length: 9 }, (_, i) => ({
          name: `Deep ${i}`,
          status: statuses[i % 3]!,
          dueDate: dueDates[i % 4]!,
        })),
      )
      .returning('id')
      .execute();
    const manager = await createUser(t, { flags: ['canAccessReports'] });
    await db
      .insertInto('projectManagers')
      .values(projects.slice(0, 4).map((p) => ({ projectId: p.id, userId: manager.id })))
      .execute();
    await db.insertInto('projectOrganizations').values({ projectId: projects[3]!.id, organizationId: acme }).execute();
    // Names tie but for case; one organization is deleted with its rows kept.
    const orgs = await db
      .insertInto('organizations')
      .values(
        ['delta', 'Delta', 'Echo', 'Alpha', 'Gone'].map((businessDba) => ({
          businessDba,
          businessLegalName: `${businessDba} LLC`,
        })),
      )
      .returning('id')
      .execute();
    await db
      .updateTable('organizations')
      .set({ deletedAt: new Date() as never })
      .where('id', '=', orgs[4]!.id)
      .execute();
    await db
      .insertInto('pcSections')
      .values(
        orgs.flatMap((o, i) =>
          (['cyber', 'bop', 'auto'] as const).slice(0, (i % 3) + 1).map((sectionType) => ({
            organizationId: o.id,
            sectionType,
          })),
        ),
      )
      .execute();
    await db
      .insertInto('payrolls')
      .values(
        orgs.slice(1).map((o) => ({ organizationId: o.id, payrollPlatform: 'ADP', payrollFrequency: 'Weekly (52)' })),
      )
      .execute();
    try {
      for (const report of ['projects-pending', 'active-pc', 'active-payroll']) {
        const whole = await get(`/api/reports/${report}?limit=100`);
        const rows = whole.json() as unknown[];
        expect(rows.length).toBe(Number(whole.headers['x-total-count']));
        for (let offset = 1; offset <= rows.length + 1; offset++) {
          const page = await get(`/api/reports/${report}?limit=3&offset=${offset}`);
          expect(page.json(), `${report} offset=${offset}`).toEqual(rows.slice(offset, offset + 3));
        }
      }
    } finally {
      await db.deleteFrom('projects').where('id', 'in', ids(projects)).execute();
      await db.deleteFrom('organizations').where('id', 'in', ids(orgs)).execute();
    }
  });
});
