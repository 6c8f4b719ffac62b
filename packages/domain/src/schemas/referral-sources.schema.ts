import { z } from 'zod';
import { formatFullName, formatPersonName } from '../text';
import { numericId, optionalDigits, optionalEmail, optionalPhone, optionalText, sensitiveDigits } from './common';
import { RevealSsnInput, SSN_MESSAGE } from './clients.schema';
import { ReferralPaymentMethodCreate, ReferralPaymentMethodUpdate } from './payment-methods.schema';

export const REFERRAL_FIRST_NAME_REQUIRED = 'First name is required';

const name = (v: string | null | undefined) => (v ? formatPersonName(v) : v);

const referralFields = {
  firstName: z
    .string({ error: REFERRAL_FIRST_NAME_REQUIRED })
    .trim()
    .min(1, REFERRAL_FIRST_NAME_REQUIRED)
    .max(100, 'Must be at most 100 characters')
    .transform(formatPersonName),
  middleName: optionalText(100).transform(name),
  lastName: optionalText(100).transform(name),
  email: optionalEmail(),
  phone: optionalPhone(),
  address: optionalText(500),
  ssn: sensitiveDigits(9, SSN_MESSAGE),
  organizationName: optionalText(200),
  ein: optionalDigits(9, 'EIN must have at most 9 digits'),
};

/** The add-referral-partner dialog; fullName is the non-empty cleaned names joined. */
export const ReferralSourceCreate = z
  .object({
    ...z.object(referralFields).partial().shape,
    firstName: referralFields.firstName,
    fullName: z.string().max(400).optional(),
  })
  .transform((r) => ({ ...r, fullName: formatFullName(r.firstName, r.middleName, r.lastName) }));
export type ReferralSourceCreate = z.output<typeof ReferralSourceCreate>;
export type ReferralSourceCreateInput = z.input<typeof ReferralSourceCreate>;

export const ReferralSourceUpdate = z.object(referralFields).partial();
export type ReferralSourceUpdate = z.output<typeof ReferralSourceUpdate>;
export type ReferralSourceUpdateInput = z.input<typeof ReferralSourceUpdate>;

// Path parameters, list queries and tRPC inputs of the referral sources API.
const limit = (max: number, fallback: number) => z.coerce.number().int().min(1).max(max).default(fallback);
const order = z.enum(['asc', 'desc'], { error: 'Order must be asc or desc' }).optional();

export const ReferralIdParams = z.object({ id: numericId('Invalid referral partner id') });
export const ReferralPmParams = ReferralIdParams.extend({ pmId: numericId('Invalid payment method id') });
export const ReferralListQuery = z.object({
  search: z.string().trim().max(200).optional(),
  limit: limit(1000, 50),
  offset: z.coerce.number().int().min(0).default(0),
  sort: z
    .enum(['fullName', 'createdAt', 'organizationName'], {
      error: 'Sort must be fullName, createdAt or organizationName',
    })
    .default('fullName'),
  order,
});
/** Referred clients or organizations: sortable by name or Date Added (newest first by default). */
export const ReferredQuery = z.object({
  sort: z.enum(['name', 'createdAt'], { error: 'Sort must be name or createdAt' }).default('createdAt'),
  order,
  limit: limit(1000, 200),
  offset: z.coerce.number().int().min(0).default(0),
});

export const ReferralUpdateInput = ReferralSourceUpdate.extend(ReferralIdParams.shape);
export const ReferralRevealInput = RevealSsnInput.extend(ReferralIdParams.shape);
export const ReferredInput = ReferredQuery.extend(ReferralIdParams.shape);
export const ReferralPmCreateInput = z.object({ id: ReferralIdParams.shape.id, method: ReferralPaymentMethodCreate });
export const ReferralPmUpdateInput = z.object({
  id: ReferralIdParams.shape.id,
  pmId: ReferralPmParams.shape.pmId,
  method: ReferralPaymentMethodUpdate,
});
