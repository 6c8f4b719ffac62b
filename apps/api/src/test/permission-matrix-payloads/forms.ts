import { employeeAuthorization } from '../../features/public-forms/public-forms.fixtures';
import { fresh, type Build, type Payload, type PayloadCtx } from './payload';

const submission = (type: string, value: number, extra: object = {}): Payload => ({
  params: { type, id: value },
  body: { type, id: value, ...extra },
});

/** Create Profile or unlink use their submission up: a fresh one for an allowed caller. */
async function usedSubmission(
  c: PayloadCtx,
  kind: 'client' | 'organization',
  action: 'unlink' | 'create-profile',
): Promise<Payload> {
  if (action === 'create-profile') {
    const type = kind === 'client' ? 'payment-auth' : 'quote';
    if (!c.allowed) return submission(type, kind === 'client' ? c.f.paymentAuthorization : c.f.quote);
    return submission(type, await (kind === 'client' ? c.make.paymentAuthorization() : c.make.quote()));
  }
  const shared = kind === 'client' ? c.f.submissionOfClient : c.f.submissionOfOrg;
  return submission(
    'employee-auth',
    c.allowed ? await c.make.linkedSubmission(kind, kind === 'client' ? c.f.client : c.f.org) : shared,
  );
}

/**
 * Public forms and their submissions: valid requests of the rows in
 * ../../security/permission-matrix/forms.ts.
 */
export const FORM_PAYLOADS: Record<string, Build> = {
  'GET /api/public-forms/:formId': () => ({ params: { formId: 'employee-deposit-authorization' } }),
  'POST /api/public-forms/:formId': () => ({
    params: { formId: 'employee-deposit-authorization' },
    body: employeeAuthorization(),
  }),
  'GET /api/submissions': () => ({ query: { limit: 20 } }),
  'submissions.list': () => ({ body: { limit: 20 } }),
  'GET /api/submissions/:type/:id': (c) => submission('employee-auth', c.f.submission),
  'submissions.get': (c) => submission('employee-auth', c.f.submission),
  'POST /api/submissions/:type/:id/reveal': (c) =>
    submission('employee-auth', c.f.submission, { field: 'accountNumber' }),
  'submissions.reveal': (c) => submission('employee-auth', c.f.submission, { field: 'accountNumber' }),
  'GET /api/submissions/:type/:id/files/:field': (c) => ({
    params: { type: 'employee-auth', id: c.f.submission, field: 'voidCheck' },
  }),
  'POST /api/submissions/:type/:id/link-client': async (c) =>
    submission('employee-auth', await fresh(c, c.make.submission, c.f.submission), { clientId: c.f.client }),
  'submissions.linkClient': async (c) =>
    submission('employee-auth', await fresh(c, c.make.submission, c.f.submission), { clientId: c.f.client }),
  'POST /api/submissions/:type/:id/link-organization': async (c) =>
    submission('employee-auth', await fresh(c, c.make.submission, c.f.submission), { organizationId: c.f.org }),
  'submissions.linkOrganization': async (c) =>
    submission('employee-auth', await fresh(c, c.make.submission, c.f.submission), { organizationId: c.f.org }),
  'POST /api/submissions/:type/:id/unlink (client)': (c) => usedSubmission(c, 'client', 'unlink'),
  'submissions.unlink (client)': (c) => usedSubmission(c, 'client', 'unlink'),
  'POST /api/submissions/:type/:id/unlink (organization)': (c) => usedSubmission(c, 'organization', 'unlink'),
  'submissions.unlink (organization)': (c) => usedSubmission(c, 'organization', 'unlink'),
  'POST /api/submissions/:type/:id/create-profile (client)': (c) => usedSubmission(c, 'client', 'create-profile'),
  'submissions.createProfile (client)': (c) => usedSubmission(c, 'client', 'create-profile'),
  'POST /api/submissions/:type/:id/create-profile (organization)': (c) =>
    usedSubmission(c, 'organization', 'create-profile'),
  'submissions.createProfile (organization)': (c) => usedSubmission(c, 'organization', 'create-profile'),
};
