import { type MatrixRow, allOf, CLIENTS, ORGS, PROJECTS, DELETE, ORGS_EDIT } from './who';

/** Organizations, their contacts and owners (rows of the permission matrix, see ../permission-matrix.ts). */
export const ORGANIZATION_ROWS: readonly MatrixRow[] = [
  // --- Organizations. "likewise Organizations": canAccessOrganizations to read, canEditOrganizations to change, canDeleteRecords to delete.
  ['GET /api/organizations', 'organizations.list', ORGS],
  ['POST /api/organizations/check-duplicates', 'organizations.checkDuplicates', ORGS],
  ['GET /api/organizations/:id', 'organizations.get', ORGS],
  ['POST /api/organizations/:id/reveal', 'organizations.reveal', ORGS],
  ['GET /api/organizations/:id/submissions', 'organizations.submissions', ORGS],
  ['POST /api/organizations', 'organizations.create', ORGS_EDIT],
  ['PUT /api/organizations/:id', 'organizations.update', ORGS_EDIT],
  ['DELETE /api/organizations/:id', 'organizations.delete', DELETE],
  ['GET /api/organizations/:id/projects', 'organizations.projects', allOf(ORGS, PROJECTS)],
  [
    [
      'GET /api/organizations/:id/notes',
      'GET /api/organizations/:id/payment-methods',
      'GET /api/organizations/:id/logins',
    ],
    ['organizations.notes.list', 'organizations.paymentMethods.list', 'organizations.logins.list'],
    ORGS,
  ],
  [
    'POST /api/organizations/:id/payment-methods/:pmId/reveal',
    ['organizations.paymentMethods.reveal', 'organizations.logins.reveal'],
    ORGS,
  ],
  [
    [
      'POST /api/organizations/:id/notes',
      'PUT /api/organizations/:id/notes/:noteId',
      'DELETE /api/organizations/:id/notes/:noteId',
    ],
    ['organizations.notes.create', 'organizations.notes.update', 'organizations.notes.delete'],
    ORGS_EDIT,
  ],
  [
    [
      'POST /api/organizations/:id/payment-methods',
      'PUT /api/organizations/:id/payment-methods/:pmId',
      'DELETE /api/organizations/:id/payment-methods/:pmId',
      'PUT /api/organizations/:id/payment-methods/:pmId/set-primary',
    ],
    [
      'organizations.paymentMethods.create',
      'organizations.paymentMethods.update',
      'organizations.paymentMethods.delete',
      'organizations.paymentMethods.setPrimary',
    ],
    ORGS_EDIT,
  ],
  [
    'POST /api/organizations/:id/logins',
    ['organizations.logins.create', 'organizations.logins.patch', 'organizations.logins.delete'],
    ORGS_EDIT,
  ],
  [['PATCH /api/logins/:id (organization)', 'DELETE /api/logins/:id (organization)'], null, ORGS_EDIT],
  ['POST /api/logins/:id/reveal (organization)', null, ORGS],
  [
    [
      'POST /api/estimated-tax-payments/generate (organization)',
      'DELETE /api/estimated-tax-payments/remove (organization)',
    ],
    ['estimatedTax.generate (organization)', 'estimatedTax.remove (organization)'],
    ORGS_EDIT,
  ],
  // Contacts and owners are clients: their contact details need canAccessClients too.
  [
    ['GET /api/organizations/:id/clients', 'GET /api/organizations/:id/client-candidates'],
    ['organizationClients.list', 'organizationClients.candidates'],
    allOf(ORGS, CLIENTS),
  ],
  [
    [
      'POST /api/organizations/:id/clients',
      'PUT /api/organizations/:id/clients/:clientId',
      'DELETE /api/organizations/:id/clients/:clientId',
    ],
    ['organizationClients.link', 'organizationClients.update', 'organizationClients.unlink'],
    allOf(ORGS_EDIT, CLIENTS),
  ],
];
