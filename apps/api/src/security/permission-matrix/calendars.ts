import { type MatrixRow, allOf, CALENDARS, ORGS_EDIT, PROJECTS_EDIT, REPORTS, TAX_LISTS } from './who';

/** Calendars, the tax and license screens, reports (rows of the permission matrix, see ../permission-matrix.ts). */
export const CALENDAR_ROWS: readonly MatrixRow[] = [
  // --- Calendars and the tax and license screens. "canAccessCalendars for calendars and the tax and license screens".
  ['GET /api/calendars/:kind/events', 'calendars.events', CALENDARS],
  ['GET /api/calendars/:kind/days', 'calendars.days', CALENDARS],
  // Complete and Renew change the record behind the event: its own edit right too ("canEditProjects to change them").
  [
    ['POST /api/calendars/complete (task)', 'POST /api/calendars/complete (project)'],
    ['calendars.complete (task)', 'calendars.complete (project)'],
    allOf(CALENDARS, PROJECTS_EDIT),
  ],
  [
    ['POST /api/calendars/complete (payroll)', 'POST /api/calendars/renew (pc)', 'POST /api/calendars/renew (health)'],
    ['calendars.complete (payroll)', 'calendars.renew (pc)', 'calendars.renew (health)'],
    allOf(CALENDARS, ORGS_EDIT),
  ],
  [
    ['GET /api/sales-tax-filings', 'PUT /api/sales-tax-filings/:organizationId/:dueDate'],
    ['salesTax.list', 'salesTax.counts', 'salesTax.overview', 'salesTax.update'],
    CALENDARS,
  ],
  [
    ['GET /api/business-license-renewals', 'PUT /api/business-license-renewals/:id'],
    ['businessLicenses.list', 'businessLicenses.counts', 'businessLicenses.overview', 'businessLicenses.update'],
    CALENDARS,
  ],
  ['PUT /api/form-1099/:entityType/:entityId/:taxYear', 'form1099.update', CALENDARS],
  [
    ['GET /api/estimated-tax-payments', 'PUT /api/estimated-tax-payments/:id'],
    ['estimatedTax.list', 'estimatedTax.counts', 'estimatedTax.update'],
    CALENDARS,
  ],
  ['PUT /api/soi-events/:id', 'soi.setCompleted', CALENDARS],
  // ... "the tax lists behind reports with canAccessReports": the lists the Reports screen reads (spec 4 section 7.1) and its year filter.
  // The 1099 list is also the Form 1099 Pending report's data, read through its documented path.
  [
    ['GET /api/form-1099', 'GET /api/soi-events/all', 'GET /api/estimated-taxes/all'],
    ['form1099.list', 'form1099.counts', 'form1099.overview', 'soi.events', 'estimatedTax.overview'],
    TAX_LISTS,
  ],

  // --- Reports. "canAccessReports".
  ['GET /api/reports/:report', 'reports.run', REPORTS],
];
