import { z } from 'zod';
import { PcSectionRecord } from './work-records.answers.js';

/** PATCH /api/pc-sections/:id */
export const PatchPcSectionsByIdAnswer = PcSectionRecord;

/** DELETE /api/pc-sections/:id */
export const DeletePcSectionsByIdAnswer = z.object({
  ok: z.boolean(),
});

/** GET /api/pc-sections/all */
export const GetPcSectionsAllAnswer = z.array(PcSectionRecord.extend({ businessDba: z.string() }));
