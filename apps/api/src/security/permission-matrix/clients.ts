import { type MatrixRow, allOf, CLIENTS, ORGS, PROJECTS, DELETE, CLIENTS_EDIT } from './who';

/** Clients and the records they own (notes, payment methods, logins, estimated taxes) (rows of the permission matrix, see ../permission-matrix.ts). */
export const CLIENT_ROWS: readonly MatrixRow[] = [
  // --- Clients. "An employee needs canAccessClients to read clients, canEditClients to change them ...
  // canDeleteRecords for any delete of a client"; purges are admin-only (docs/decisions/2-data.md).
  ['GET /api/clients', 'clients.list', CLIENTS],
  ['POST /api/clients/check-duplicates', 'clients.checkDuplicates', CLIENTS],
  ['GET /api/clients/:id', 'clients.get', CLIENTS],
  ['POST /api/clients/:id/reveal', 'clients.reveal', CLIENTS],
  ['GET /api/clients/:id/submissions', 'clients.submissions', CLIENTS],
  [
    ['GET /api/clients/:id/spouses', 'GET /api/clients/:id/spouse-candidates'],
    ['clients.spouses', 'clients.spouseCandidates'],
    CLIENTS,
  ],
  ['POST /api/clients', 'clients.create', CLIENTS_EDIT],
  ['PUT /api/clients/:id', 'clients.update', CLIENTS_EDIT],
  ['POST /api/clients/:id/send-portal-invite', 'clients.sendPortalInvite', CLIENTS_EDIT],
  [
    ['POST /api/clients/:id/spouses', 'DELETE /api/clients/:id/spouses/:spouseId'],
    ['clients.linkSpouse', 'clients.unlinkSpouse'],
    CLIENTS_EDIT,
  ],
  ['DELETE /api/clients/:id', 'clients.delete', DELETE],
  [['GET /api/clients/deleted', 'POST /api/clients/:id/purge'], ['clients.listDeleted', 'clients.purge'], 'admin only'],
  // A client's projects are projects, its organizations organizations: both flags.
  ['GET /api/clients/:id/projects', 'clients.projects', allOf(CLIENTS, PROJECTS)],
  ['GET /api/clients/:id/organizations', 'clients.organizations', allOf(CLIENTS, ORGS)],
  ['DELETE /api/clients/:id/organizations/:orgId', 'clients.unlinkOrganization', allOf(CLIENTS_EDIT, ORGS)],
  // Notes, payment methods and stored logins belong to their client.
  [
    ['GET /api/clients/:id/notes', 'GET /api/clients/:id/payment-methods', 'GET /api/clients/:id/logins'],
    ['clients.notes.list', 'clients.paymentMethods.list', 'clients.logins.list'],
    CLIENTS,
  ],
  [
    ['POST /api/clients/:id/payment-methods/:pmId/reveal'],
    ['clients.paymentMethods.reveal', 'clients.logins.reveal'],
    CLIENTS,
  ],
  [
    ['POST /api/clients/:id/notes', 'PUT /api/clients/:id/notes/:noteId', 'DELETE /api/clients/:id/notes/:noteId'],
    ['clients.notes.create', 'clients.notes.update', 'clients.notes.delete'],
    CLIENTS_EDIT,
  ],
  [
    [
      'POST /api/clients/:id/payment-methods',
      'PUT /api/clients/:id/payment-methods/:pmId',
      'DELETE /api/clients/:id/payment-methods/:pmId',
      'PUT /api/clients/:id/payment-methods/:pmId/set-primary',
    ],
    [
      'clients.paymentMethods.create',
      'clients.paymentMethods.update',
      'clients.paymentMethods.delete',
      'clients.paymentMethods.setPrimary',
    ],
    CLIENTS_EDIT,
  ],
  [
    'POST /api/clients/:id/logins',
    ['clients.logins.create', 'clients.logins.patch', 'clients.logins.delete'],
    CLIENTS_EDIT,
  ],
  // A login by its own id: the rights of its owner.
  [['PATCH /api/logins/:id (client)', 'DELETE /api/logins/:id (client)'], null, CLIENTS_EDIT],
  ['POST /api/logins/:id/reveal (client)', null, CLIENTS],
  // Estimated taxes follow the owner's edit right (the save of a client or organization).
  [
    ['POST /api/estimated-tax-payments/generate (client)', 'DELETE /api/estimated-tax-payments/remove (client)'],
    ['estimatedTax.generate (client)', 'estimatedTax.remove (client)'],
    CLIENTS_EDIT,
  ],
];
