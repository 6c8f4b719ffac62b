import { z } from 'zod';
import { ROUTING_LENGTH_SAVE_MESSAGE, routingNumberSaveError } from '../bank';
import { INVALID_CARD_MESSAGE, isValidCardNumber } from '../cards';
import { isMaskedValue } from '../formats';
import { optionalDigits, optionalText } from './common';

export const PAYMENT_METHOD_TYPES = ['digital', 'credit', 'checking'] as const;
export type PaymentMethodType = (typeof PAYMENT_METHOD_TYPES)[number];
export const REFERRAL_PAYMENT_METHOD_TYPES = ['digital', 'checking', 'credit_card'] as const;
export const DIGITAL_PAYMENT_TYPES = ['zelle', 'venmo', 'paypal', 'applepay', 'googlepay'] as const;
export type DigitalPaymentType = (typeof DIGITAL_PAYMENT_TYPES)[number];
export const DIGITAL_PAYMENT_LABELS: Readonly<Record<DigitalPaymentType, string>> = {
  zelle: 'Zelle',
  venmo: 'Venmo',
  paypal: 'PayPal',
  applepay: 'Apple Pay',
  googlepay: 'Google Pay',
};
export const DEFAULT_PAYMENT_METHOD = { type: 'digital', digitalType: 'zelle' } as const;
export const CARD_EXPIRY_MESSAGE = 'Expiry must be MM/YY';
export const CARD_CVV_MESSAGE = 'Security code must be 3 or 4 digits';
export const ACCOUNT_NUMBER_MESSAGE = 'Account number must have at most 17 digits';
export const PAYMENT_TYPE_MESSAGE = 'Please choose a payment type';
export const DELETE_PAYMENT_METHOD_CONFIRMATION =
  'Are you sure you want to delete this note? This action cannot be undone.';

const strip = (v: string) => v.replace(/[\s-]/g, '');

// With `keep` (updates), a field sent back masked passes unchanged: the stored value is kept.
const pass = (keep: boolean, v: string) => keep && isMaskedValue(v);

export const routingNumberField = (keep = false) =>
  z
    .string({ error: ROUTING_LENGTH_SAVE_MESSAGE })
    .max(100, ROUTING_LENGTH_SAVE_MESSAGE)
    .transform((v) => (pass(keep, v) ? v : strip(v)))
    .superRefine((v, ctx) => {
      const message = pass(keep, v) ? null : routingNumberSaveError(v);
      if (message) ctx.addIssue({ code: 'custom', message });
    });

const cardNumberField = (keep = false) =>
  z
    .string({ error: INVALID_CARD_MESSAGE })
    .max(100, INVALID_CARD_MESSAGE)
    .transform((v) => (pass(keep, v) ? v : strip(v)))
    .refine((v) => pass(keep, v) || isValidCardNumber(v), INVALID_CARD_MESSAGE);

const patternField = (pattern: RegExp, message: string, keep: boolean) =>
  z
    .string({ error: message })
    .trim()
    .max(100, message)
    .refine((v) => v === '' || pass(keep, v) || pattern.test(v), message)
    .nullish()
    .transform((v) => (v === '' ? null : v));

const cardExpiryField = (keep = false) => patternField(/^(0[1-9]|1[0-2])\/\d{2}$/, CARD_EXPIRY_MESSAGE, keep);
const cvvField = (keep = false) => patternField(/^\d{3,4}$/, CARD_CVV_MESSAGE, keep);
const accountNumberField = (keep = false) => optionalDigits(17, ACCOUNT_NUMBER_MESSAGE, keep);

const common = { isPrimary: z.boolean().optional() };
const digital = {
  type: z.literal('digital'),
  digitalType: z.enum(DIGITAL_PAYMENT_TYPES, { error: 'Please choose a digital payment service' }).default('zelle'),
  digitalEmail: optionalText(200),
  ...common,
};
const creditFields = { cardName: optionalText(200), billingAddress: optionalText(500), ...common };
const checkingFields = { bankName: optionalText(200), ...common };

/** A client's or organization's payment method (spec 1 and 2, section 3). */
export const PaymentMethodCreate = z.discriminatedUnion(
  'type',
  [
    z.object(digital),
    z.object({
      type: z.literal('credit'),
      ...creditFields,
      cardNumber: cardNumberField(),
      cardExpiry: cardExpiryField(),
      cardCvv: cvvField(),
    }),
    z.object({
      type: z.literal('checking'),
      ...checkingFields,
      routingNumber: routingNumberField(),
      accountNumber: accountNumberField(),
    }),
  ],
  { error: PAYMENT_TYPE_MESSAGE },
);
export type PaymentMethodCreate = z.output<typeof PaymentMethodCreate>;
export type PaymentMethodCreateInput = z.input<typeof PaymentMethodCreate>;

export const PaymentMethodUpdate = z.discriminatedUnion(
  'type',
  [
    z.object(digital),
    z.object({
      type: z.literal('credit'),
      ...creditFields,
      cardNumber: cardNumberField(true).optional(),
      cardExpiry: cardExpiryField(true),
      cardCvv: cvvField(true),
    }),
    z.object({
      type: z.literal('checking'),
      ...checkingFields,
      routingNumber: routingNumberField(true).optional(),
      accountNumber: accountNumberField(true),
    }),
  ],
  { error: PAYMENT_TYPE_MESSAGE },
);
export type PaymentMethodUpdate = z.output<typeof PaymentMethodUpdate>;

const referralDigital = { ...digital, isPrimary: z.boolean().default(true) };
const referralChecking = {
  type: z.literal('checking'),
  accountHolderName: optionalText(200),
  bankName: optionalText(200),
  isPrimary: z.boolean().default(true),
};
const referralCard = {
  type: z.literal('credit_card'),
  cardholderName: optionalText(200),
  isPrimary: z.boolean().default(true),
};

/** A referral partner's commission payment method; it is sent as primary (one per partner). */
export const ReferralPaymentMethodCreate = z.discriminatedUnion(
  'type',
  [
    z.object(referralDigital),
    z.object({ ...referralChecking, routingNumber: routingNumberField(), accountNumber: accountNumberField() }),
    z.object({
      ...referralCard,
      cardNumber: cardNumberField(),
      expirationDate: cardExpiryField(),
      securityCode: cvvField(),
    }),
  ],
  { error: PAYMENT_TYPE_MESSAGE },
);
export type ReferralPaymentMethodCreate = z.output<typeof ReferralPaymentMethodCreate>;

export const ReferralPaymentMethodUpdate = z.discriminatedUnion(
  'type',
  [
    z.object(referralDigital),
    z.object({
      ...referralChecking,
      routingNumber: routingNumberField(true).optional(),
      accountNumber: accountNumberField(true),
    }),
    z.object({
      ...referralCard,
      cardNumber: cardNumberField(true).optional(),
      expirationDate: cardExpiryField(true),
      securityCode: cvvField(true),
    }),
  ],
  { error: PAYMENT_TYPE_MESSAGE },
);
export type ReferralPaymentMethodUpdate = z.output<typeof ReferralPaymentMethodUpdate>;
