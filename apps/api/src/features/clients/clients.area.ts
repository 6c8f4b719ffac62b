import type { Rest } from '../../rest/route';
import { estimatedTaxRest } from '../estimated-tax/estimated-tax.rest';
import { estimatedTaxRouter } from '../estimated-tax/estimated-tax.router';
import { clientProfileRecordsRest, loginsRest } from '../profile-records/profile-records.rest';
import { referralSourcesRest } from '../referral-sources/referral-sources.rest';
import { referralSourcesRouter } from '../referral-sources/referral-sources.router';
import { searchRouter } from '../search/search.router';
import { clientsRest } from './clients.rest';
import { clientsRouter } from './clients.router';

// The clients area (spec 1: clients, referral partners, search, profile records) as the shared
// registries see it: one entry each in rest/areas.ts and trpc/router.ts.

export const clientAreaRest: Array<(rest: Rest) => void> = [clientsRest, clientProfileRecordsRest, loginsRest, estimatedTaxRest, referralSourcesRest];

export const clientAreaRouters = {
  clients: clientsRouter,
  referralSources: referralSourcesRouter,
  search: searchRouter,
  estimatedTaxPayments: estimatedTaxRouter,
};
