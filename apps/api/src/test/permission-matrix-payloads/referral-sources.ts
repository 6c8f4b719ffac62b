import { fresh, pm, referral, type Build } from './payload';

/**
 * Referral sources and their commission payment methods: valid requests of the rows in
 * ../../security/permission-matrix/referral-sources.ts.
 */
export const REFERRAL_SOURCE_PAYLOADS: Record<string, Build> = {
  'GET /api/referral-sources': () => ({ query: { search: 'Reyes' } }),
  'referralSources.list': () => ({ body: { search: 'Reyes' } }),
  'GET /api/referral-sources/:id': referral,
  'referralSources.get': referral,
  'POST /api/referral-sources/:id/reveal': (c) => ({ params: { id: c.f.referral }, body: { field: 'ssn' } }),
  'referralSources.reveal': (c) => ({ body: { id: c.f.referral, field: 'ssn' } }),
  'GET /api/referral-sources/:id/payment-methods': referral,
  'referralSources.paymentMethods.list': referral,
  'POST /api/referral-sources/:id/payment-methods/:pmId/reveal': (c) => ({
    params: { id: c.f.referral, pmId: c.f.payments.referral },
  }),
  'referralSources.paymentMethods.reveal': (c) => ({ body: { id: c.f.referral, pmId: c.f.payments.referral } }),
  'POST /api/referral-sources': () => ({ body: { firstName: 'Rob', lastName: 'Newman' } }),
  'referralSources.create': () => ({ body: { firstName: 'Rob', lastName: 'Newman' } }),
  'PUT /api/referral-sources/:id': (c) => ({ params: { id: c.f.referral }, body: { phone: '5559876543' } }),
  'referralSources.update': (c) => ({ body: { id: c.f.referral, phone: '5559876543' } }),
  // One commission payment method per partner (docs/decisions/2-data.md): a fresh partner for each allowed create.
  'POST /api/referral-sources/:id/payment-methods': async (c) => ({
    params: { id: await fresh(c, c.make.referral, c.f.referral) },
    body: { ...pm, isPrimary: true },
  }),
  'referralSources.paymentMethods.create': async (c) => ({
    body: { id: await fresh(c, c.make.referral, c.f.referral), method: { ...pm, isPrimary: true } },
  }),
  'PUT /api/referral-sources/:id/payment-methods/:pmId': (c) => ({
    params: { id: c.f.referral, pmId: c.f.payments.referral },
    body: pm,
  }),
  'referralSources.paymentMethods.update': (c) => ({
    body: { id: c.f.referral, pmId: c.f.payments.referral, method: pm },
  }),
  'DELETE /api/referral-sources/:id/payment-methods/:pmId': async (c) => {
    const partner = c.allowed ? await c.make.referral() : c.f.referral;
    return {
      params: {
        id: partner,
        pmId: c.allowed ? await c.make.payment(`/api/referral-sources/${partner}`) : c.f.payments.referral,
      },
    };
  },
  'referralSources.paymentMethods.delete': async (c) => {
    const partner = c.allowed ? await c.make.referral() : c.f.referral;
    return {
      body: {
        id: partner,
        pmId: c.allowed ? await c.make.payment(`/api/referral-sources/${partner}`) : c.f.payments.referral,
      },
    };
  },
  'PUT /api/referral-sources/:id/payment-methods/:pmId/set-primary': (c) => ({
    params: { id: c.f.referral, pmId: c.f.payments.referral },
  }),
  'referralSources.paymentMethods.setPrimary': (c) => ({ body: { id: c.f.referral, pmId: c.f.payments.referral } }),
  'GET /api/referral-sources/:id/clients': referral,
  'referralSources.clients': referral,
  'GET /api/referral-sources/:id/organizations': referral,
  'referralSources.organizations': referral,
};
