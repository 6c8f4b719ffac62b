import { z } from 'zod';
import { optionalDate, optionalId, optionalText } from './common';

export const GROUP_HEALTH_TYPES = ['medical', 'dental', 'vision', 'life', 'disability'] as const;
export type GroupHealthType = (typeof GROUP_HEALTH_TYPES)[number];
export const GROUP_HEALTH_CARRIERS = [
  'Kaiser Permanente',
  'Anthem Blue Cross',
  'Anthem Blue Shield',
  'Aetna',
  'Cigna',
  'Healthnet',
  'MetLife',
  'United Healthcare',
  'United Concordia',
] as const;
export const GROUP_HEALTH_AGENCIES = ['Warner Pacific', 'Word & Brown'] as const;
export const PLAN_NAME_REQUIRED = 'Plan name is required';
export const SECTION_TYPE_REQUIRED = 'Please select a section type';

const nullable = (v: unknown) => (v === '' ? null : v);

const sectionFields = {
  carrier: z.preprocess(nullable, z.enum(GROUP_HEALTH_CARRIERS, { error: 'Please choose a listed carrier' }).nullish()),
  generalAgency: z.preprocess(
    nullable,
    z.enum(GROUP_HEALTH_AGENCIES, { error: 'Please choose a listed general agency' }).nullish(),
  ),
  policyNumber: optionalText(100),
  effectiveDate: optionalDate('Effective date must be a valid date (YYYY-MM-DD)'),
  renewalDate: optionalDate('Renewal date must be a valid date (YYYY-MM-DD)'),
};

/** `coverageType` is the reports' name for the section type; either is accepted. */
export const GroupHealthSectionCreate = z
  .object({
    organizationId: optionalId(),
    sectionType: z.enum(GROUP_HEALTH_TYPES, { error: SECTION_TYPE_REQUIRED }).optional(),
    coverageType: z.enum(GROUP_HEALTH_TYPES, { error: SECTION_TYPE_REQUIRED }).optional(),
    ...sectionFields,
  })
  .transform(({ coverageType, ...rest }, ctx) => {
    const sectionType = rest.sectionType ?? coverageType;
    if (!sectionType) ctx.addIssue({ code: 'custom', path: ['sectionType'], message: SECTION_TYPE_REQUIRED });
    return { ...rest, sectionType: sectionType as GroupHealthType };
  });
export type GroupHealthSectionCreate = z.output<typeof GroupHealthSectionCreate>;

export const GroupHealthSectionUpdate = z
  .object({ sectionType: z.enum(GROUP_HEALTH_TYPES, { error: SECTION_TYPE_REQUIRED }), ...sectionFields })
  .partial();
export type GroupHealthSectionUpdate = z.output<typeof GroupHealthSectionUpdate>;

const planName = z
  .string({ error: PLAN_NAME_REQUIRED })
  .trim()
  .min(1, PLAN_NAME_REQUIRED)
  .max(200, 'Must be at most 200 characters');

export const GroupHealthPlanCreate = z.object({ planName, description: optionalText(5000) });
export type GroupHealthPlanCreate = z.output<typeof GroupHealthPlanCreate>;

/** Plans are also patched with a renewal date from the insurance calendar. */
export const GroupHealthPlanUpdate = z
  .object({ planName, description: optionalText(5000), renewalDate: optionalDate() })
  .partial();
export type GroupHealthPlanUpdate = z.output<typeof GroupHealthPlanUpdate>;

/** `GET /api/group-health-sections/all` and `/api/pc-sections/all`: every organization's sections, paged. */
export const CoverageAllQuery = z.object({
  organizationId: optionalId('Invalid organization'),
  limit: z.coerce.number().int().min(1).max(5000).optional(),
  offset: z.coerce.number().int().min(0).optional(),
});
export type CoverageAllQuery = z.output<typeof CoverageAllQuery>;

export const sectionTypeTaken = (label: string) => `A ${label} section already exists for this organization`;
