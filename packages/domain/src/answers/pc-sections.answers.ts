import { z } from 'zod';
import { PcSectionRecord } from './work-records.answers.js';

/** PATCH /api/pc-sections/:id */
export const PatchPcSectionsByIdAnswer = PcSectionRecord;

/** DELETE /api/pc-sections/:id */
export const DeletePcSectionsByIdAnswer = z.object({
  ok: z.boolean(),
});

/** GET /api/pc-sections/all */
export const GetPcSectionsAllAnswer = z.array(
  z.object({
    id: z.number(),
    organizationId: z.number(),
    sectionType: z.string(),
    carrier: z.string().nullable(),
    generalAgency: z.string().nullable(),
    policyNumber: z.string().nullable(),
    effectiveDate: z.string().nullable(),
    renewalDate: z.string().nullable(),
    renewalBadge: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    policyType: z.string(),
    label: z.string(),
    businessDba: z.string(),
  }),
);
