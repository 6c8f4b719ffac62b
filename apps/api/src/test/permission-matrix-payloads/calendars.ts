import { fresh, type Build } from './payload';

/** Complete and Renew of each kind of event; a project is completed once, so each allowed caller gets a fresh one. */
const calendarActions = (complete: string, renew: string): Record<string, Build> => ({
  [`${complete} (task)`]: (c) => ({ body: { entityType: 'task', entityId: c.f.task } }),
  [`${complete} (project)`]: async (c) => ({
    body: {
      entityType: 'project',
      entityId: await fresh(c, () => c.make.project(c.f.adminId, c.f.client), c.f.project),
    },
  }),
  [`${complete} (payroll)`]: (c) => ({ body: { entityType: 'payroll', entityId: c.f.payroll } }),
  [`${renew} (pc)`]: (c) => ({ body: { entityType: 'pc', entityId: c.f.pcSection } }),
  [`${renew} (health)`]: (c) => ({ body: { entityType: 'group-health', entityId: c.f.ghSection } }),
});

/**
 * Calendars, the tax screens and reports: valid requests of the rows in
 * ../../security/permission-matrix/calendars.ts.
 */
export const CALENDAR_PAYLOADS: Record<string, Build> = {
  'GET /api/calendars/:kind/events': () => ({
    params: { kind: 'payroll' },
    query: { start: '2026-03-01', end: '2026-03-31' },
  }),
  'calendars.events': () => ({ body: { kind: 'insurance', range: { start: '2026-03-01', end: '2026-06-30' } } }),
  'GET /api/calendars/:kind/days': () => ({
    params: { kind: 'tasks' },
    query: { start: '2026-03-01', end: '2026-03-31' },
  }),
  'calendars.days': () => ({ body: { kind: 'payroll', range: { start: '2026-03-01', end: '2026-03-31' } } }),
  ...calendarActions('POST /api/calendars/complete', 'POST /api/calendars/renew'),
  ...calendarActions('calendars.complete', 'calendars.renew'),
  'GET /api/sales-tax-filings': () => ({ query: { frequency: 'Monthly', year: 2026 } }),
  'salesTax.list': () => ({ body: { frequency: 'Monthly', year: 2026 } }),
  'salesTax.counts': () => ({ body: { year: 2026 } }),
  'PUT /api/sales-tax-filings/:organizationId/:dueDate': (c) => ({
    params: { organizationId: c.f.org, dueDate: c.f.salesTaxDue },
    body: { status: 'filed' },
  }),
  'salesTax.update': (c) => ({ body: { organizationId: c.f.org, dueDate: c.f.salesTaxDue, status: 'filed' } }),
  'GET /api/business-license-renewals': () => ({ query: { year: 2026 } }),
  'businessLicenses.list': () => ({ body: { year: 2026 } }),
  'businessLicenses.counts': () => ({ body: { year: 2026 } }),
  'PUT /api/business-license-renewals/:id': (c) => ({
    params: { id: c.f.licenseRenewal },
    body: { status: 'completed' },
  }),
  'businessLicenses.update': (c) => ({ body: { id: c.f.licenseRenewal, status: 'completed' } }),
  'PUT /api/form-1099/:entityType/:entityId/:taxYear': (c) => ({
    params: { entityType: 'client', entityId: c.f.client, taxYear: 2025 },
    body: { status: 'completed' },
  }),
  'form1099.update': (c) => ({
    body: { entityType: 'client', entityId: c.f.client, taxYear: 2025, status: 'completed' },
  }),
  'PUT /api/soi-events/:id': async (c) => ({
    params: { id: await c.make.soiEvent(c.f.org) },
    body: { completed: true },
  }),
  'soi.setCompleted': async (c) => ({ body: { id: await c.make.soiEvent(c.f.org), completed: true } }),
  'PUT /api/estimated-tax-payments/:id': (c) => ({ params: { id: c.f.estimatedTax }, body: { status: 'completed' } }),
  'estimatedTax.update': (c) => ({ body: { id: c.f.estimatedTax, status: 'completed' } }),
  'GET /api/form-1099': () => ({ query: { year: 2025 } }),
  'form1099.list': () => ({ body: { year: 2025 } }),
  'form1099.counts': () => ({ body: { year: 2025 } }),
  'GET /api/soi-events/all': () => ({ query: { from: '2026-01-01', to: '2026-12-31' } }),
  'soi.events': () => ({ body: { from: '2026-01-01', to: '2026-12-31' } }),
  'GET /api/estimated-tax-payments': () => ({ query: { year: 2026 } }),
  'GET /api/estimated-taxes/all': () => ({ query: { year: 2026 } }),
  'estimatedTax.list': () => ({ body: { year: 2026 } }),
  'estimatedTax.counts': () => ({ body: { year: 2026 } }),
  'GET /api/reports/:report': () => ({ params: { report: 'projects-pending' } }),
  'reports.run': () => ({ body: { report: 'soi-pending' } }),
};
