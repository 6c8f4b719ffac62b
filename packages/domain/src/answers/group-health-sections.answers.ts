import { z } from 'zod';
import { GroupHealthSectionRecord } from './work-records.answers.js';

/** PATCH /api/group-health-sections/:id */
export const PatchGroupHealthSectionsByIdAnswer = GroupHealthSectionRecord;

/** DELETE /api/group-health-sections/:id */
export const DeleteGroupHealthSectionsByIdAnswer = z.object({
  ok: z.boolean(),
});

/** GET /api/group-health-sections/all */
export const GetGroupHealthSectionsAllAnswer = z.array(
  z.object({
    id: z.number(),
    organizationId: z.number(),
    sectionType: z.string(),
    carrier: z.string().nullable(),
    generalAgency: z.string().nullable(),
    policyNumber: z.string().nullable(),
    effectiveDate: z.string().nullable(),
    renewalDate: z.string(),
    renewalBadge: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    coverageType: z.string(),
    businessDba: z.string(),
    plans: z.array(
      z.object({
        id: z.number(),
        sectionId: z.number(),
        planName: z.string(),
        description: z.string().nullable(),
        createdAt: z.string(),
        updatedAt: z.string(),
      }),
    ),
  }),
);

/** GET /api/group-health-sections/:id/plans */
export const GetGroupHealthSectionsByIdPlansAnswer = z.array(
  z.object({
    id: z.number(),
    sectionId: z.number(),
    planName: z.string(),
    description: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);

/** POST /api/group-health-sections/:id/plans */
export const PostGroupHealthSectionsByIdPlansAnswer = z.object({
  id: z.number(),
  sectionId: z.number(),
  planName: z.string(),
  description: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
