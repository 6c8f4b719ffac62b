import { type MatrixRow, allOf, anyOf, CLIENTS, ORGS, REFERRALS } from './who';

/** Referral partners (rows of the permission matrix, see ../permission-matrix.ts). */
export const REFERRAL_SOURCE_ROWS: readonly MatrixRow[] = [
  // --- Referral partners. "canAccessReferralSources to read and change referral partners"; "referral partners'
  // names with canAccessClients or canAccessOrganizations"; what they referred is client or organization data.
  ['GET /api/referral-sources', 'referralSources.list', anyOf(REFERRALS, CLIENTS, ORGS)],
  [
    [
      'GET /api/referral-sources/:id',
      'POST /api/referral-sources/:id/reveal',
      'GET /api/referral-sources/:id/payment-methods',
      'POST /api/referral-sources/:id/payment-methods/:pmId/reveal',
    ],
    [
      'referralSources.get',
      'referralSources.reveal',
      'referralSources.paymentMethods.list',
      'referralSources.paymentMethods.reveal',
    ],
    REFERRALS,
  ],
  [
    ['POST /api/referral-sources', 'PUT /api/referral-sources/:id'],
    ['referralSources.create', 'referralSources.update'],
    REFERRALS,
  ],
  [
    [
      'POST /api/referral-sources/:id/payment-methods',
      'PUT /api/referral-sources/:id/payment-methods/:pmId',
      'DELETE /api/referral-sources/:id/payment-methods/:pmId',
      'PUT /api/referral-sources/:id/payment-methods/:pmId/set-primary',
    ],
    [
      'referralSources.paymentMethods.create',
      'referralSources.paymentMethods.update',
      'referralSources.paymentMethods.delete',
      'referralSources.paymentMethods.setPrimary',
    ],
    REFERRALS,
  ],
  ['GET /api/referral-sources/:id/clients', 'referralSources.clients', allOf(REFERRALS, CLIENTS)],
  ['GET /api/referral-sources/:id/organizations', 'referralSources.organizations', allOf(REFERRALS, ORGS)],
];
