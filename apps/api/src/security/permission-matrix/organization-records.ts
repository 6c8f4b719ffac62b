import { type MatrixRow, ORGS, ORGS_EDIT, CALENDAR_LISTS } from './who';

/** The parts of an organization: payroll, group health, P&C, merchant accounts, SOI and licenses (rows of the permission matrix, see ../permission-matrix.ts). */
export const ORGANIZATION_RECORD_ROWS: readonly MatrixRow[] = [
  // Payroll, group health, P&C, merchant accounts: parts of the organization.
  [['GET /api/organizations/:id/payrolls', 'GET /api/payrolls/all'], ['payrolls.list', 'payrolls.all'], CALENDAR_LISTS],
  [
    [
      'GET /api/organizations/:id/group-health-sections',
      'GET /api/group-health-sections/all',
      'GET /api/group-health-sections/:id/plans',
    ],
    ['groupHealth.list', 'groupHealth.all', 'groupHealth.plans'],
    CALENDAR_LISTS,
  ],
  [
    ['GET /api/organizations/:id/pc-sections', 'GET /api/pc-sections/all'],
    ['pcSections.list', 'pcSections.all'],
    CALENDAR_LISTS,
  ],
  ['GET /api/payrolls/schedule', 'payrolls.schedule', ORGS],
  [
    [
      'POST /api/organizations/:id/payrolls',
      'PUT /api/payrolls/:id',
      'PATCH /api/payrolls/:id',
      'DELETE /api/payrolls/:id',
    ],
    ['payrolls.create', 'payrolls.update', 'payrolls.delete'],
    ORGS_EDIT,
  ],
  [
    [
      'POST /api/organizations/:id/group-health-sections',
      'PATCH /api/group-health-sections/:id',
      'DELETE /api/group-health-sections/:id',
      'POST /api/group-health-sections/:id/plans',
      'PATCH /api/group-health-plans/:id',
      'DELETE /api/group-health-plans/:id',
    ],
    [
      'groupHealth.createSection',
      'groupHealth.updateSection',
      'groupHealth.deleteSection',
      'groupHealth.createPlan',
      'groupHealth.updatePlan',
      'groupHealth.deletePlan',
    ],
    ORGS_EDIT,
  ],
  [
    ['POST /api/organizations/:id/pc-sections', 'PATCH /api/pc-sections/:id', 'DELETE /api/pc-sections/:id'],
    ['pcSections.create', 'pcSections.update', 'pcSections.delete'],
    ORGS_EDIT,
  ],
  [
    ['GET /api/organizations/:id/merchant-accounts', 'POST /api/merchant-accounts/:id/reveal'],
    ['merchantAccounts.list', 'merchantAccounts.reveal'],
    ORGS,
  ],
  [
    ['POST /api/organizations/:id/merchant-accounts', 'PATCH /api/merchant-accounts/:id'],
    ['merchantAccounts.create', 'merchantAccounts.update'],
    ORGS_EDIT,
  ],
  // SOI and business-license schedules: shown on the organization, made by its save (spec 2 "Side effects").
  [
    ['GET /api/organizations/:id/soi-events', 'GET /api/organizations/:id/business-license-renewals'],
    ['soi.forOrganization', 'businessLicenses.forOrganization'],
    ORGS,
  ],
  [
    [
      'POST /api/soi-calendar/generate',
      'DELETE /api/soi-calendar/remove',
      'POST /api/business-license-renewals/generate',
      'POST /api/business-license-renewals/generate-other',
      'DELETE /api/business-license-renewals/remove',
    ],
    [
      'soi.generate',
      'soi.remove',
      'businessLicenses.generate',
      'businessLicenses.generateOther',
      'businessLicenses.remove',
    ],
    ORGS_EDIT,
  ],
];
