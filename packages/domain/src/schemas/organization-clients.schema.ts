import { z } from 'zod';
import { id, optionalId } from './common';

export const LINK_POSITIONS = [
  'CEO',
  'CFO',
  'Secretary',
  'President',
  'Managing Member',
  'Member',
  'Manager',
  'Other',
] as const;
export const EDIT_LINK_POSITIONS = ['Owner', 'CEO/President', 'CFO', 'Manager', 'Bookkeeper', 'HR', 'Admin'] as const;
/** Both forms' positions: a link made with one list must stay editable with the other. */
export const ALL_LINK_POSITIONS = [...new Set<string>([...LINK_POSITIONS, ...EDIT_LINK_POSITIONS])];

export const LINK_REQUIRED = 'Please select a client and at least one position';
export const EDIT_LINK_REQUIRED = 'Please select at least one position';
export const OWNERSHIP_MESSAGE = 'Ownership percentage must be between 0 and 100 in steps of 0.1';
export const OWNERSHIP_OVER_MESSAGE = 'Ownership cannot exceed 100%';

const position = (message: string) =>
  z
    .string({ error: message })
    .max(100, 'Unknown position')
    .refine((p) => ALL_LINK_POSITIONS.includes(p), 'Unknown position');
const positions = (message: string) =>
  z.array(position(message), { error: message }).min(1, message).max(ALL_LINK_POSITIONS.length, 'Too many positions');

/** 0 to 100 in steps of 0.1; blank is no percentage. */
const ownershipPercentage = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .max(20, OWNERSHIP_MESSAGE)
        .transform((v) => (v === '' ? null : Number(v))),
    ],
    { error: OWNERSHIP_MESSAGE },
  )
  .nullish()
  .refine((v) => v === null || v === undefined || !(v > 100), OWNERSHIP_OVER_MESSAGE)
  .refine(
    (v) =>
      v === null ||
      v === undefined ||
      v > 100 ||
      (Number.isFinite(v) && v >= 0 && Math.abs(v * 10 - Math.round(v * 10)) < 1e-9),
    OWNERSHIP_MESSAGE,
  );

const flags = { isMainContact: z.boolean().optional(), doNotContact: z.boolean().optional() };

export const OrganizationClientLink = z.object({
  clientId: id(LINK_REQUIRED),
  organizationId: optionalId(),
  positions: positions(LINK_REQUIRED),
  ownershipPercentage,
  ...flags,
});
export type OrganizationClientLink = z.output<typeof OrganizationClientLink>;

export const OrganizationClientUpdate = z.object({
  clientId: optionalId(),
  positions: positions(EDIT_LINK_REQUIRED),
  ownershipPercentage,
  ...flags,
});
export type OrganizationClientUpdate = z.output<typeof OrganizationClientUpdate>;
