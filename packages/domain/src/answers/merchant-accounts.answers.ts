import { MerchantAccountRecord } from './party-records.answers.js';

/** PATCH /api/merchant-accounts/:id */
export const PatchMerchantAccountsByIdAnswer = MerchantAccountRecord;

/** POST /api/merchant-accounts/:id/reveal */
export const PostMerchantAccountsByIdRevealAnswer = PatchMerchantAccountsByIdAnswer;
