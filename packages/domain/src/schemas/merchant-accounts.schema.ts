import { z } from 'zod';
import { optionalAmount, optionalDigits, optionalText } from './common';
import { REQUIRED_FIELDS_MESSAGE } from './payrolls.schema';
import { routingNumberField } from './payment-methods.schema';

export const MERCHANT_PROCESSORS = ['Fiserv', 'PayArc', 'Elavon', 'EPX', 'WorldPay', 'Clearent', 'Other'] as const;
export const MERCHANT_EQUIPMENT = [
  'None',
  'PAX A30',
  'PAX A920',
  'PAX A920 Pro',
  'Valor VL 550',
  'Valor VP 550',
  'Other',
] as const;
// The spec's list also holds "{host}", a placeholder for the firm's own gateway name; a custom
// gateway is entered through Other.
export const MERCHANT_GATEWAYS = [
  'None',
  'Valor Paytech',
  'Swipe Simple',
  'PayArc',
  'Clearent (Quest)',
  'EPX',
  'NMI',
  'Other',
] as const;
export const MERCHANT_STATUSES = ['active', 'disabled'] as const;
export type MerchantStatus = (typeof MERCHANT_STATUSES)[number];
export const DISABLE_REASONS = [
  'Terminated - Risk',
  'Terminated - Fraud',
  'Terminated - Unknown',
  'Client Cancellation',
] as const;
export type DisableReason = (typeof DISABLE_REASONS)[number];

export const DISABLE_REASON_REQUIRED = 'Please select a reason for disabling the account';
export const CUSTOM_EQUIPMENT_REQUIRED = 'Please enter the equipment';
export const CUSTOM_GATEWAY_REQUIRED = 'Please enter the gateway';
export const CUSTOM_PROCESSOR_REQUIRED = 'Please enter the processor name';

const required = z
  .string({ error: REQUIRED_FIELDS_MESSAGE })
  .trim()
  .min(1, REQUIRED_FIELDS_MESSAGE)
  .max(100, 'Must be at most 100 characters');
const disableReason = z.preprocess(
  (v) => (v === '' ? null : v),
  z.enum(DISABLE_REASONS, { error: DISABLE_REASON_REQUIRED }).nullish(),
);

const accountFields = {
  businessDba: optionalText(200),
  legalName: optionalText(200),
  mid: required,
  processor: z.enum(MERCHANT_PROCESSORS, { error: REQUIRED_FIELDS_MESSAGE }),
  processorName: optionalText(200),
  // Equipment and gateway hold a listed value or the custom text typed after choosing Other.
  equipment: optionalText(200),
  equipmentOther: optionalText(200),
  gateway: optionalText(200),
  gatewayOther: optionalText(200),
  averageTicketAmount: optionalAmount(),
  monthlyVolume: optionalAmount(),
  highTicket: optionalAmount(),
  hasEbt: z.boolean().optional(),
  fsnNumber: optionalText(50),
  bankName: optionalText(200),
  routingNumber: routingNumberField(true).optional(),
  accountNumber: optionalDigits(17, 'Account number must have at most 17 digits', true),
  status: z.enum(MERCHANT_STATUSES, { error: 'Status must be active or disabled' }).optional(),
  disableReason,
};

type Draft = { [K in keyof typeof accountFields]?: z.output<(typeof accountFields)[K]> };

/** Resolves the Other choices, clears the FSN without EBT and the reason of an active account. */
function finish<T extends Draft>(a: T, ctx: z.RefinementCtx) {
  const { equipmentOther, gatewayOther, ...rest } = a;
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  const out: Omit<T, 'equipmentOther' | 'gatewayOther'> = { ...rest };
  if (a.equipment === 'Other') {
    if (!equipmentOther) issue('equipmentOther', CUSTOM_EQUIPMENT_REQUIRED);
    out.equipment = equipmentOther;
  }
  if (a.gateway === 'Other') {
    if (!gatewayOther) issue('gatewayOther', CUSTOM_GATEWAY_REQUIRED);
    out.gateway = gatewayOther;
  }
  if (a.processor === 'Other' && !a.processorName) issue('processorName', CUSTOM_PROCESSOR_REQUIRED);
  if (a.hasEbt === false) out.fsnNumber = null;
  if (a.status === 'disabled' && !a.disableReason) issue('disableReason', DISABLE_REASON_REQUIRED);
  if (a.status === 'active') out.disableReason = null;
  return out;
}

export const MerchantAccountCreate = z.object(accountFields).transform(finish);
export type MerchantAccountCreate = z.output<typeof MerchantAccountCreate>;
export type MerchantAccountCreateInput = z.input<typeof MerchantAccountCreate>;

export const MerchantAccountUpdate = z.object(accountFields).partial().transform(finish);
export type MerchantAccountUpdate = z.output<typeof MerchantAccountUpdate>;

/** Disable (with a reason) or reactivate (the reason is cleared). */
export const MerchantAccountStatusChange = z
  .object({ status: z.enum(MERCHANT_STATUSES, { error: 'Status must be active or disabled' }), disableReason })
  .transform((a, ctx) => {
    if (a.status === 'disabled' && !a.disableReason)
      ctx.addIssue({ code: 'custom', path: ['disableReason'], message: DISABLE_REASON_REQUIRED });
    return { status: a.status, disableReason: a.status === 'active' ? null : (a.disableReason ?? null) };
  });
export type MerchantAccountStatusChange = z.output<typeof MerchantAccountStatusChange>;
