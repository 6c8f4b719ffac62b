import { INVALID_CARD_MESSAGE, ROUTING_LENGTH_SAVE_MESSAGE } from '@app/domain';
import type { Ctx } from '../../context';
import { badRequest } from '../../errors';
import { bankOf, brandOf, resealDigits, sealDigits } from './sensitive';

// Column building shared by the payment methods of clients, organizations and referral partners:
// both tables name their checking and card-number columns alike.

type KeyRing = Pick<Ctx, 'keyRing'>;

export interface CheckingColumns {
  bankName: string | null;
  routingNumberEncrypted: string | null;
  routingNumberLast4: string | null;
  accountNumberEncrypted: string | null;
  accountNumberLast4: string | null;
}

export interface CardNumberColumns {
  cardNumberEncrypted: string | null;
  cardNumberLast4: string | null;
  cardBrand: string | null;
}

interface CheckingInput {
  bankName?: string | null;
  routingNumber?: string | null;
  accountNumber?: string | null;
}

/** The stored envelope and last 4 to start an update from: kept when the type is unchanged, cleared when it changed. */
const stored = (same: boolean, envelope: string | null, last4: string | null) => (same ? { envelope, last4 } : { envelope: null, last4: null });

/** Checking columns for a new method. */
export function sealChecking(ctx: KeyRing, data: CheckingInput): CheckingColumns {
  const routing = sealDigits(ctx, data.routingNumber);
  const account = sealDigits(ctx, data.accountNumber);
  return {
    bankName: bankOf(data.bankName, data.routingNumber),
    routingNumberEncrypted: routing.envelope,
    routingNumberLast4: routing.last4,
    accountNumberEncrypted: account.envelope,
    accountNumberLast4: account.last4,
  };
}

/**
 * Checking columns after an update: numbers omitted or sent masked keep the stored ones (unless the
 * type changed); a routing number is required.
 */
export function resealChecking(ctx: KeyRing, before: CheckingColumns, same: boolean, data: CheckingInput): CheckingColumns {
  const routing = resealDigits(ctx, stored(same, before.routingNumberEncrypted, before.routingNumberLast4), data.routingNumber);
  if (!routing.envelope) throw badRequest(`routingNumber: ${ROUTING_LENGTH_SAVE_MESSAGE}`);
  const account = resealDigits(ctx, stored(same, before.accountNumberEncrypted, before.accountNumberLast4), data.accountNumber);
  return {
    bankName: routing.changed ? bankOf(data.bankName, data.routingNumber) : (data.bankName ?? before.bankName),
    routingNumberEncrypted: routing.envelope,
    routingNumberLast4: routing.last4,
    accountNumberEncrypted: account.envelope,
    accountNumberLast4: account.last4,
  };
}

/** Card-number columns for a new method. */
export function sealCardNumber(ctx: KeyRing, cardNumber: string | null | undefined): CardNumberColumns {
  const card = sealDigits(ctx, cardNumber);
  return { cardNumberEncrypted: card.envelope, cardNumberLast4: card.last4, cardBrand: brandOf(cardNumber) };
}

/** Card-number columns after an update: omitted or masked keeps the stored number (unless the type changed); a number is required. */
export function resealCardNumber(ctx: KeyRing, before: CardNumberColumns, same: boolean, cardNumber: string | null | undefined): CardNumberColumns {
  const card = resealDigits(ctx, stored(same, before.cardNumberEncrypted, before.cardNumberLast4), cardNumber);
  if (!card.envelope) throw badRequest(`cardNumber: ${INVALID_CARD_MESSAGE}`);
  return { cardNumberEncrypted: card.envelope, cardNumberLast4: card.last4, cardBrand: card.changed ? brandOf(cardNumber) : before.cardBrand };
}
