import { type MatrixRow, allOf, CLIENTS, CLIENTS_EDIT, ORGS_EDIT } from './who';

/** Public forms and their submissions (rows of the permission matrix, see ../permission-matrix.ts). */
export const FORM_ROWS: readonly MatrixRow[] = [
  // --- Forms. docs/decisions/5-beyond.md: public forms need no sign-in. Submissions are prospective clients' data (bank
  // accounts among it): read with canAccessClients; linking or making a profile changes that profile's area.
  [['GET /api/public-forms/:formId', 'POST /api/public-forms/:formId'], null, 'public'],
  [
    [
      'GET /api/submissions',
      'GET /api/submissions/:type/:id',
      'POST /api/submissions/:type/:id/reveal',
      'GET /api/submissions/:type/:id/files/:field',
    ],
    ['submissions.list', 'submissions.get', 'submissions.reveal'],
    CLIENTS,
  ],
  ['POST /api/submissions/:type/:id/link-client', 'submissions.linkClient', CLIENTS_EDIT],
  ['POST /api/submissions/:type/:id/link-organization', 'submissions.linkOrganization', allOf(CLIENTS, ORGS_EDIT)],
  [
    ['POST /api/submissions/:type/:id/unlink (client)', 'POST /api/submissions/:type/:id/create-profile (client)'],
    ['submissions.unlink (client)', 'submissions.createProfile (client)'],
    CLIENTS_EDIT,
  ],
  [
    [
      'POST /api/submissions/:type/:id/unlink (organization)',
      'POST /api/submissions/:type/:id/create-profile (organization)',
    ],
    ['submissions.unlink (organization)', 'submissions.createProfile (organization)'],
    allOf(CLIENTS, ORGS_EDIT),
  ],
];
