import { ReferralPaymentMethodCreate, ReferralPaymentMethodUpdate, ReferralSourceCreate, ReferralSourceUpdate, RevealSsnInput, numericId } from '@app/domain';
import { z } from 'zod';

const limit = (max: number, fallback: number) => z.coerce.number().int().min(1).max(max).default(fallback);
const order = z.enum(['asc', 'desc'], { error: 'Order must be asc or desc' }).optional();

export const ReferralIdParams = z.object({ id: numericId('Invalid referral partner id') });
export const ReferralPmParams = ReferralIdParams.extend({ pmId: numericId('Invalid payment method id') });
export const ReferralListQuery = z.object({
  search: z.string().trim().max(200).optional(),
  limit: limit(1000, 50),
  offset: z.coerce.number().int().min(0).default(0),
  sort: z.enum(['fullName', 'createdAt', 'organizationName'], { error: 'Sort must be fullName, createdAt or organizationName' }).default('fullName'),
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
export const ReferralPmUpdateInput = z.object({ id: ReferralIdParams.shape.id, pmId: ReferralPmParams.shape.pmId, method: ReferralPaymentMethodUpdate });
export { ReferralPaymentMethodCreate, ReferralPaymentMethodUpdate, ReferralSourceCreate, ReferralSourceUpdate, RevealSsnInput };
