import { z } from 'zod';
import { EstimatedTaxPaymentRecord } from './work-records.answers.js';

/** GET /api/estimated-taxes/all */
export const GetEstimatedTaxesAllAnswer = z.array(EstimatedTaxPaymentRecord);
