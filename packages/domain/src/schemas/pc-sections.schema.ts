import { z } from 'zod';
import { optionalDate, optionalId, optionalText } from './common';

export const PC_SECTION_TYPES = [
  'bop',
  'workers_comp',
  'epli',
  'professional_liability',
  'auto',
  'umbrella',
  'commercial_property',
  'cyber',
] as const;
export type PcSectionType = (typeof PC_SECTION_TYPES)[number];
export const PC_SECTION_LABELS: Readonly<Record<PcSectionType, string>> = {
  bop: 'BOP / General Liability',
  workers_comp: "Workers' Compensation",
  epli: 'EPLI',
  professional_liability: 'Professional Liability / E&O',
  auto: 'Commercial Auto',
  umbrella: 'Umbrella',
  commercial_property: 'Commercial Property',
  cyber: 'Cyber Liability',
};
export const PC_CARRIERS = [
  'The Hartford',
  'Travelers',
  'Liberty Mutual',
  'Zurich',
  'Chubb',
  'AIG',
  'CNA',
  'Nationwide',
  'Progressive Commercial',
  'Other',
] as const;
export const PC_NETWORKS = ['First Connect', 'Smart Choice', 'Dave', 'Amwins', 'AON'] as const;
export const PC_SECTION_TYPE_REQUIRED = 'Please select a policy type';

const nullable = (v: unknown) => (v === '' ? null : v);

const fields = {
  sectionType: z.enum(PC_SECTION_TYPES, { error: PC_SECTION_TYPE_REQUIRED }),
  carrier: z.preprocess(nullable, z.enum(PC_CARRIERS, { error: 'Please choose a listed carrier' }).nullish()),
  generalAgency: z.preprocess(nullable, z.enum(PC_NETWORKS, { error: 'Please choose a listed network' }).nullish()),
  policyNumber: optionalText(100),
  effectiveDate: optionalDate('Effective date must be a valid date (YYYY-MM-DD)'),
  renewalDate: optionalDate('Renewal date must be a valid date (YYYY-MM-DD)'),
};

/** `policyType` is the reports' name for the section type; either is accepted. */
export const PcSectionCreate = z
  .object({
    organizationId: optionalId(),
    ...fields,
    sectionType: fields.sectionType.optional(),
    policyType: fields.sectionType.optional(),
  })
  .transform(({ policyType, ...rest }, ctx) => {
    const sectionType = rest.sectionType ?? policyType;
    if (!sectionType) ctx.addIssue({ code: 'custom', path: ['sectionType'], message: PC_SECTION_TYPE_REQUIRED });
    return { ...rest, sectionType: sectionType as PcSectionType };
  });
export type PcSectionCreate = z.output<typeof PcSectionCreate>;

export const PcSectionUpdate = z.object(fields).partial();
export type PcSectionUpdate = z.output<typeof PcSectionUpdate>;
