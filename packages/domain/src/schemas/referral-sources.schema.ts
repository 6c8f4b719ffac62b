import { z } from 'zod';
import { formatFullName, formatPersonName } from '../text';
import { optionalDigits, optionalEmail, optionalPhone, optionalText, sensitiveDigits } from './common';
import { SSN_MESSAGE } from './clients.schema';

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
  .object({ ...z.object(referralFields).partial().shape, firstName: referralFields.firstName, fullName: z.string().optional() })
  .transform((r) => ({ ...r, fullName: formatFullName(r.firstName, r.middleName, r.lastName) }));
export type ReferralSourceCreate = z.output<typeof ReferralSourceCreate>;
export type ReferralSourceCreateInput = z.input<typeof ReferralSourceCreate>;

export const ReferralSourceUpdate = z.object(referralFields).partial();
export type ReferralSourceUpdate = z.output<typeof ReferralSourceUpdate>;
export type ReferralSourceUpdateInput = z.input<typeof ReferralSourceUpdate>;
