import { insertTemplate } from '../features/project-templates/project-templates.repo';
import { employeeAuthorization } from '../features/public-forms/public-forms.fixtures';
import { ORIGIN, call, type TestApp } from './helpers';

// The records the permission matrix (security/permission-matrix.test.ts) calls its routes on, made
// once by an admin through the API, and fresh ones for the calls that delete or use one up.

export interface MatrixFixtures {
  adminId: number;
  client: number;
  spouse: number;
  org: number;
  referral: number;
  project: number;
  task: number;
  payroll: number;
  ghSection: number;
  ghPlan: number;
  pcSection: number;
  merchant: number;
  licenseRenewal: number;
  estimatedTax: number;
  salesTaxDue: string;
  notes: { client: number; organization: number };
  payments: { client: number; organization: number; referral: number };
  logins: { client: number; organization: number };
  /** An employee authorization nobody linked; one linked to the client; one linked to the organization. */
  submission: number;
  submissionOfClient: number;
  submissionOfOrg: number;
  /** A quote request and a payment authorization, for Create Profile (organization and client). */
  quote: number;
  paymentAuthorization: number;
  spareUser: number;
  /** The admin's own to-do task. */
  personalTask: number;
}

let address = 0;
/** Public calls are rate-limited per address: each comes from its own. */
export const nextAddress = () => `10.9.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

/** `admin()`: the admin's current session cookie (some calls renew it). */
export function fixtureMaker(t: TestApp, admin: () => string) {
  const send = async (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown) => {
    const res = await call(t.app, method, url, { cookie: admin(), body });
    if (res.statusCode >= 300) throw new Error(`fixture ${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const idOf = async (url: string, body: unknown) => (await send('POST', url, body)).id as number;
  let n = 0;
  const make = {
    client: () =>
      idOf('/api/clients', {
        firstName: 'Ana',
        lastName: `Lopez ${++n}`,
        email: `ana${n}@example.com`,
        phone: '5551234567',
      }),
    org: () => idOf('/api/organizations', { businessDba: `Harbor Cafe ${++n}`, businessEmail: `cafe${n}@example.com` }),
    referral: () => idOf('/api/referral-sources', { firstName: 'Rita', lastName: `Reyes ${++n}` }),
    user: async () =>
      (
        await send('POST', '/api/users', {
          username: `spare${++n}_${Date.now() % 100000}`,
          password: 'Passw0rd!x',
          email: `spare${n}@example.com`,
          role: 'employee',
        })
      ).id as number,
    project: (adminId: number, client: number) =>
      idOf('/api/projects', {
        name: `Books ${++n}`,
        startDate: '2026-03-01',
        dueDate: '2026-04-15',
        clientId: client,
        project_manager_ids: [adminId],
      }),
    task: (project: number) => idOf(`/api/projects/${project}/tasks`, { name: `Reconcile ${++n}` }),
    note: (base: string) => idOf(`${base}/notes`, { title: 'Call', content: 'Called about the return' }),
    payment: (base: string) =>
      idOf(`${base}/payment-methods`, { type: 'digital', digitalType: 'zelle', digitalEmail: 'pay@example.com' }),
    login: (base: string) => idOf(`${base}/logins`, { platform: 'IRS', username: 'ana', password: 'hunter22' }),
    payroll: (org: number) =>
      idOf(`/api/organizations/${org}/payrolls`, { payrollPlatform: 'ADP', payrollFrequency: 'Weekly (52)' }),
    ghSection: (org: number, sectionType = 'medical') =>
      idOf(`/api/organizations/${org}/group-health-sections`, { sectionType, renewalDate: '2026-06-01' }),
    ghPlan: (section: number) => idOf(`/api/group-health-sections/${section}/plans`, { planName: `Gold ${++n}` }),
    pcSection: (org: number, sectionType = 'bop') =>
      idOf(`/api/organizations/${org}/pc-sections`, { sectionType, renewalDate: '2026-06-01' }),
    merchant: (org: number) =>
      idOf(`/api/organizations/${org}/merchant-accounts`, { mid: `MID${++n}`, processor: 'Fiserv' }),
    /** An unlinked employee authorization, posted through the public form. */
    submission: async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/public-forms/employee-deposit-authorization',
        remoteAddress: nextAddress(),
        headers: { origin: ORIGIN },
        payload: employeeAuthorization({ lastName: `Lopez ${++n}` }),
      });
      if (res.statusCode !== 201) throw new Error(`fixture submission: ${res.statusCode} ${res.body}`);
      return res.json().id as number;
    },
    /** A quote request: Create Profile makes an organization of it. */
    quote: async () =>
      (
        await t.db.db
          .insertInto('submissions')
          .values({
            type: 'quote',
            title: 'Quote Request',
            category: 'General',
            fields: JSON.stringify({
              businessName: `Harbor Cafe ${++n}`,
              contactPerson: 'Bo Chen',
              email: 'bo@example.com',
            }),
            submittedAt: t.clock.now() as never,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    /** A payment authorization: Create Profile makes a client of it. */
    paymentAuthorization: async () =>
      (
        await t.db.db
          .insertInto('submissions')
          .values({
            type: 'payment-auth',
            title: 'Payment Authorization',
            category: 'WageWhiz',
            fields: JSON.stringify({ firstName: 'Bo', lastName: `Chen ${++n}` }),
            submittedAt: t.clock.now() as never,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    notification: async (userId: number) =>
      (
        await t.db.db
          .insertInto('notifications')
          .values({ userId, title: 'Task assigned', link: null, eventKey: null })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    personalTask: async (userId: number) =>
      (
        await t.db.db
          .insertInto('personalTasks')
          .values({ userId, name: 'Call the bank', notes: null, dueDate: null, completedAt: null })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    /** A soft-deleted client (what a purge takes). */
    deletedClient: async () => {
      const id = await make.client();
      await send('DELETE', `/api/clients/${id}`);
      return id;
    },
    /** A client newly linked to `org` for an allowed caller to unlink; the shared link otherwise. */
    linkedClient: async (allowed: boolean, org: number, shared: number) => {
      if (!allowed) return shared;
      const id = await make.client();
      await send('POST', `/api/organizations/${org}/clients`, { clientId: id, positions: ['CEO'] });
      return id;
    },
    linkedSpouse: async (allowed: boolean, client: number, shared: number) => {
      if (!allowed) return shared;
      const id = await make.client();
      await send('POST', `/api/clients/${client}/spouses`, { spouseId: id, relationshipType: 'Married' });
      return id;
    },
    /** A submission linked to the client or organization (unlink uses it up). */
    linkedSubmission: async (kind: 'client' | 'organization', target: number) => {
      const id = await make.submission();
      if (kind === 'client')
        await send('POST', `/api/submissions/employee-auth/${id}/link-client`, { clientId: target });
      else await send('POST', `/api/submissions/employee-auth/${id}/link-organization`, { organizationId: target });
      return id;
    },
    /** An SOI event of the organization as it stands (an organization's save may make them anew). */
    soiEvent: async (org: number) => {
      const list = async () =>
        ((await send('GET', `/api/organizations/${org}/soi-events`)) as Array<{ id: number }>)[0]?.id;
      const found = await list();
      if (found) return found;
      await send('POST', '/api/soi-calendar/generate', {
        organizationId: org,
        entityType: 'llc',
        formationDate: '2020-05-01',
      });
      return (await list()) ?? 0;
    },
    feedFile: async () =>
      ((await send('POST', '/api/calendar-feed/regenerate')).path as string).replace('/calendar/', ''),
    template: (userId: number) =>
      insertTemplate(t.db.db, userId, { name: `Template ${++n}`, description: null }, ['Collect documents']),
  };

  async function all(adminId: number): Promise<MatrixFixtures> {
    const client = await make.client();
    const spouse = await make.client();
    const org = await make.org();
    const referral = await make.referral();
    await send('PUT', `/api/clients/${client}`, { referralSourceId: referral, issues1099: true, estimatedTaxes: true });
    // A Statement of Information is due for it (an LLC formed on a known date), and sales tax monthly.
    await send('PUT', `/api/organizations/${org}`, {
      referralSourceId: referral,
      salesTaxFrequency: 'Monthly',
      soi: true,
      entityType: 'llc',
      dateOfFormation: '2020-05-01',
    });
    await send('POST', `/api/clients/${client}/spouses`, { spouseId: spouse, relationshipType: 'Married' });
    await send('POST', `/api/organizations/${org}/clients`, { clientId: client, positions: ['CEO'] });
    const project = await make.project(adminId, client);
    const task = await make.task(project);
    const ghSection = await make.ghSection(org);
    await send('POST', '/api/soi-calendar/generate', {
      organizationId: org,
      entityType: 'llc',
      formationDate: '2020-05-01',
    });
    await send('POST', '/api/business-license-renewals/generate', {
      organizationId: org,
      registeredDate: '2025-01-10',
    });
    const first = <T>(rows: T[], what: string): T => {
      if (!rows[0]) throw new Error(`fixture: no ${what}`);
      return rows[0];
    };
    return {
      adminId,
      client,
      spouse,
      org,
      referral,
      project,
      task,
      payroll: await make.payroll(org),
      ghSection,
      ghPlan: await make.ghPlan(ghSection),
      pcSection: await make.pcSection(org),
      merchant: await make.merchant(org),
      licenseRenewal: first<{ id: number }>(
        await send('GET', `/api/organizations/${org}/business-license-renewals`),
        'license renewal',
      ).id,
      estimatedTax: first<{ id: number }>(
        await send('GET', '/api/estimated-tax-payments?year=2026'),
        'estimated tax payment',
      ).id,
      salesTaxDue: first<{ dueDate: string }>(
        await send('GET', '/api/sales-tax-filings?frequency=Monthly&year=2026'),
        'sales tax filing',
      ).dueDate,
      notes: {
        client: await make.note(`/api/clients/${client}`),
        organization: await make.note(`/api/organizations/${org}`),
      },
      payments: {
        client: await make.payment(`/api/clients/${client}`),
        organization: await make.payment(`/api/organizations/${org}`),
        referral: await make.payment(`/api/referral-sources/${referral}`),
      },
      logins: {
        client: await make.login(`/api/clients/${client}`),
        organization: await make.login(`/api/organizations/${org}`),
      },
      submission: await make.submission(),
      submissionOfClient: await make.linkedSubmission('client', client),
      submissionOfOrg: await make.linkedSubmission('organization', org),
      quote: await make.quote(),
      paymentAuthorization: await make.paymentAuthorization(),
      spareUser: await make.user(),
      personalTask: await make.personalTask(adminId),
    };
  }
  return { make, all };
}

export type FixtureMaker = ReturnType<typeof fixtureMaker>['make'];
