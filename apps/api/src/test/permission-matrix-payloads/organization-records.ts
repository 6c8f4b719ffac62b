import { fresh, id, org, type Build } from './payload';

/**
 * Payrolls, insurance sections, merchant accounts, SOI and business-license schedules of an
 * organization: valid requests of the rows in
 * ../../security/permission-matrix/organization-records.ts.
 */
export const ORGANIZATION_RECORD_PAYLOADS: Record<string, Build> = {
  'GET /api/organizations/:id/payrolls': org,
  'payrolls.list': org,
  'GET /api/payrolls/all': () => ({ query: { limit: 20 } }),
  'payrolls.all': () => ({ body: { limit: 20 } }),
  'GET /api/payrolls/schedule': (c) => ({ query: { organizationId: c.f.org, year: 2026 } }),
  'payrolls.schedule': (c) => ({ body: { organizationId: c.f.org, year: 2026 } }),
  'POST /api/organizations/:id/payrolls': (c) => ({
    params: { id: c.f.org },
    body: { payrollPlatform: 'ADP', payrollFrequency: 'Weekly (52)' },
  }),
  'payrolls.create': (c) => ({
    body: { id: c.f.org, data: { payrollPlatform: 'ADP', payrollFrequency: 'Weekly (52)' } },
  }),
  'PUT /api/payrolls/:id': (c) => ({ params: { id: c.f.payroll }, body: { payrollPlatform: 'Gusto' } }),
  'PATCH /api/payrolls/:id': (c) => ({ params: { id: c.f.payroll }, body: { payrollPlatform: 'Gusto' } }),
  'payrolls.update': (c) => ({ body: { id: c.f.payroll, data: { payrollPlatform: 'Gusto' } } }),
  'DELETE /api/payrolls/:id': async (c) => id(await fresh(c, () => c.make.payroll(c.f.org), c.f.payroll)),
  'payrolls.delete': async (c) => id(await fresh(c, () => c.make.payroll(c.f.org), c.f.payroll)),
  'GET /api/organizations/:id/group-health-sections': org,
  'groupHealth.list': org,
  'GET /api/group-health-sections/all': () => ({ query: { limit: 20 } }),
  'groupHealth.all': () => ({ body: { limit: 20 } }),
  'GET /api/group-health-sections/:id/plans': (c) => id(c.f.ghSection),
  'groupHealth.plans': (c) => id(c.f.ghSection),
  'POST /api/organizations/:id/group-health-sections': async (c) => ({
    params: { id: c.allowed ? await c.make.org() : c.f.org },
    body: { sectionType: 'dental' },
  }),
  'groupHealth.createSection': async (c) => ({
    body: { id: c.allowed ? await c.make.org() : c.f.org, data: { sectionType: 'dental' } },
  }),
  'PATCH /api/group-health-sections/:id': (c) => ({ params: { id: c.f.ghSection }, body: { policyNumber: 'P-1' } }),
  'groupHealth.updateSection': (c) => ({ body: { id: c.f.ghSection, data: { policyNumber: 'P-1' } } }),
  'DELETE /api/group-health-sections/:id': async (c) =>
    id(await fresh(c, async () => c.make.ghSection(await c.make.org()), c.f.ghSection)),
  'groupHealth.deleteSection': async (c) =>
    id(await fresh(c, async () => c.make.ghSection(await c.make.org()), c.f.ghSection)),
  'POST /api/group-health-sections/:id/plans': (c) => ({ params: { id: c.f.ghSection }, body: { planName: 'Silver' } }),
  'groupHealth.createPlan': (c) => ({ body: { id: c.f.ghSection, data: { planName: 'Silver' } } }),
  'PATCH /api/group-health-plans/:id': (c) => ({ params: { id: c.f.ghPlan }, body: { description: 'PPO' } }),
  'groupHealth.updatePlan': (c) => ({ body: { id: c.f.ghPlan, data: { description: 'PPO' } } }),
  'DELETE /api/group-health-plans/:id': async (c) => id(await fresh(c, () => c.make.ghPlan(c.f.ghSection), c.f.ghPlan)),
  'groupHealth.deletePlan': async (c) => id(await fresh(c, () => c.make.ghPlan(c.f.ghSection), c.f.ghPlan)),
  'GET /api/organizations/:id/pc-sections': org,
  'pcSections.list': org,
  'GET /api/pc-sections/all': () => ({ query: { limit: 20 } }),
  'pcSections.all': () => ({ body: { limit: 20 } }),
  'POST /api/organizations/:id/pc-sections': async (c) => ({
    params: { id: c.allowed ? await c.make.org() : c.f.org },
    body: { sectionType: 'workers_comp' },
  }),
  'pcSections.create': async (c) => ({
    body: { id: c.allowed ? await c.make.org() : c.f.org, data: { sectionType: 'workers_comp' } },
  }),
  'PATCH /api/pc-sections/:id': (c) => ({ params: { id: c.f.pcSection }, body: { policyNumber: 'P-2' } }),
  'pcSections.update': (c) => ({ body: { id: c.f.pcSection, data: { policyNumber: 'P-2' } } }),
  'DELETE /api/pc-sections/:id': async (c) =>
    id(await fresh(c, async () => c.make.pcSection(await c.make.org()), c.f.pcSection)),
  'pcSections.delete': async (c) => id(await fresh(c, async () => c.make.pcSection(await c.make.org()), c.f.pcSection)),
  'GET /api/organizations/:id/merchant-accounts': org,
  'merchantAccounts.list': org,
  'POST /api/merchant-accounts/:id/reveal': (c) => id(c.f.merchant),
  'merchantAccounts.reveal': (c) => id(c.f.merchant),
  'POST /api/organizations/:id/merchant-accounts': (c) => ({
    params: { id: c.f.org },
    body: { mid: 'MID-NEW', processor: 'Fiserv' },
  }),
  'merchantAccounts.create': (c) => ({ body: { id: c.f.org, data: { mid: 'MID-NEW', processor: 'Fiserv' } } }),
  'PATCH /api/merchant-accounts/:id': (c) => ({
    params: { id: c.f.merchant },
    body: { mid: 'MID-EDIT', processor: 'Fiserv' },
  }),
  'merchantAccounts.update': (c) => ({ body: { id: c.f.merchant, data: { mid: 'MID-EDIT', processor: 'Fiserv' } } }),
  'GET /api/organizations/:id/soi-events': org,
  'soi.forOrganization': org,
  'GET /api/organizations/:id/business-license-renewals': org,
  'businessLicenses.forOrganization': org,
  'POST /api/soi-calendar/generate': async (c) => ({
    body: { organizationId: c.allowed ? await c.make.org() : c.f.org, entityType: 'llc', formationDate: '2020-05-01' },
  }),
  'soi.generate': async (c) => ({
    body: { organizationId: c.allowed ? await c.make.org() : c.f.org, entityType: 'llc', formationDate: '2020-05-01' },
  }),
  'DELETE /api/soi-calendar/remove': async (c) => ({
    body: { organizationId: c.allowed ? await c.make.org() : c.f.org },
  }),
  'soi.remove': async (c) => ({ body: { organizationId: c.allowed ? await c.make.org() : c.f.org } }),
  'POST /api/business-license-renewals/generate': async (c) => ({
    body: { organizationId: c.allowed ? await c.make.org() : c.f.org, registeredDate: '2025-01-10' },
  }),
  'businessLicenses.generate': async (c) => ({
    body: { organizationId: c.allowed ? await c.make.org() : c.f.org, registeredDate: '2025-01-10' },
  }),
  'POST /api/business-license-renewals/generate-other': async (c) => ({
    body: { organizationId: c.allowed ? await c.make.org() : c.f.org, reminderDate: '2026-09-01' },
  }),
  'businessLicenses.generateOther': async (c) => ({
    body: { organizationId: c.allowed ? await c.make.org() : c.f.org, reminderDate: '2026-09-01' },
  }),
  'DELETE /api/business-license-renewals/remove': async (c) => ({
    body: { organizationId: c.allowed ? await c.make.org() : c.f.org },
  }),
  'businessLicenses.remove': async (c) => ({ body: { organizationId: c.allowed ? await c.make.org() : c.f.org } }),
};
