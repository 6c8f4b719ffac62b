import { z } from 'zod';
import { PayrollRecord } from './work-records.answers.js';

/** PUT /api/payrolls/:id */
export const PutPayrollsByIdAnswer = PayrollRecord;

/** PATCH /api/payrolls/:id */
export const PatchPayrollsByIdAnswer = PutPayrollsByIdAnswer;

/** DELETE /api/payrolls/:id */
export const DeletePayrollsByIdAnswer = z.object({
  ok: z.boolean(),
});

/** GET /api/payrolls/all */
export const GetPayrollsAllAnswer = z.array(
  PayrollRecord.extend({ businessDba: z.string(), organizationStatus: z.string() }),
);

/** GET /api/payrolls/schedule */
export const GetPayrollsScheduleAnswer = z.object({
  organizationId: z.number(),
  year: z.number(),
  years: z.array(z.number()),
  today: z.string(),
  periods: z.array(
    z.object({
      periodStart: z.string(),
      periodEnd: z.string(),
      processingDate: z.string(),
      payDate: z.string(),
      isCurrent: z.boolean(),
    }),
  ),
});
