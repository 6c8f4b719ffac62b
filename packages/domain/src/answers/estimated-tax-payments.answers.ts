import { z } from 'zod';
import { EstimatedTaxPaymentRecord } from './work-records.answers.js';

/** POST /api/estimated-tax-payments/generate */
export const PostEstimatedTaxPaymentsGenerateAnswer = z.object({
  created: z.number(),
});

/** DELETE /api/estimated-tax-payments/remove */
export const DeleteEstimatedTaxPaymentsRemoveAnswer = z.object({
  removed: z.number(),
});

/** GET /api/estimated-tax-payments */
export const GetEstimatedTaxPaymentsAnswer = z.array(EstimatedTaxPaymentRecord);

/** PUT /api/estimated-tax-payments/:id */
export const PutEstimatedTaxPaymentsByIdAnswer = EstimatedTaxPaymentRecord;
