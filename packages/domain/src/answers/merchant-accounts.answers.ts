import { z } from 'zod';

/** PATCH /api/merchant-accounts/:id */
export const PatchMerchantAccountsByIdAnswer = z.object({
  id: z.number(),
  organizationId: z.number(),
  businessDba: z.string().nullable(),
  legalName: z.string().nullable(),
  mid: z.string(),
  equipment: z.string().nullable(),
  gateway: z.string().nullable(),
  averageTicketAmount: z.number().nullable(),
  monthlyVolume: z.union([z.number(), z.string()]).nullable(),
  highTicket: z.union([z.number(), z.string()]).nullable(),
  processor: z.string(),
  processorName: z.string().nullable(),
  hasEbt: z.boolean(),
  fsnNumber: z.string().nullable(),
  bankName: z.string().nullable(),
  routingNumber: z.string().nullable(),
  accountNumber: z.string().nullable(),
  status: z.string(),
  disableReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** POST /api/merchant-accounts/:id/reveal */
export const PostMerchantAccountsByIdRevealAnswer = PatchMerchantAccountsByIdAnswer;
