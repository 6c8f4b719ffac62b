import { INVALID_CARD_MESSAGE, ROUTING_LENGTH_SAVE_MESSAGE, bankNameForRouting, cardBrand } from '@app/domain';
import type { Ctx } from '../../core/service-context';
import { badRequest } from '../../core/app-error';
import { placeIn, resealDigits, sealDigits, type SealedRow } from '../../security/sensitive-field';
import { cardPolicy } from '../security-settings/security-settings.service';

// Column building shared by the payment methods of clients, organizations and referral partners:
// both tables name their checking and card-number columns alike. Each value is sealed to its
// table, column and row (security/sensitive-field.ts).

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

/** The admin's "Keep card security codes" setting, read in the caller's transaction. */
export async function keepSecurityCodes(ctx: Ctx): Promise<boolean> {
  return (await cardPolicy(ctx)).keepCardSecurityCodes;
}

const brandOf = (digits: string | null | undefined): string | null => (digits ? cardBrand(digits) : null);
const bankOf = (given: string | null | undefined, routing: string | null | undefined): string | null =>
  given || (routing ? bankNameForRouting(routing) : null);

/** The stored envelope and last 4 to start an update from: kept when the type is unchanged, cleared when it changed. */
const stored = (same: boolean, envelope: string | null, last4: string | null) =>
  same ? { envelope, last4 } : { envelope: null, last4: null };

/** Checking columns for a new method whose id is `row.rowId`. */
export function sealChecking(ctx: KeyRing, row: SealedRow, data: CheckingInput): CheckingColumns {
  const routing = sealDigits(ctx.keyRing, data.routingNumber, placeIn(row, 'routing_number_encrypted'));
  const account = sealDigits(ctx.keyRing, data.accountNumber, placeIn(row, 'account_number_encrypted'));
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
export function resealChecking(
  ctx: KeyRing,
  row: SealedRow,
  before: CheckingColumns,
  same: boolean,
  data: CheckingInput,
): CheckingColumns {
  const routing = resealDigits(
    ctx.keyRing,
    stored(same, before.routingNumberEncrypted, before.routingNumberLast4),
    data.routingNumber,
    placeIn(row, 'routing_number_encrypted'),
  );
  if (!routing.envelope) throw badRequest(`routingNumber: ${ROUTING_LENGTH_SAVE_MESSAGE}`);
  const account = resealDigits(
    ctx.keyRing,
    stored(same, before.accountNumberEncrypted, before.accountNumberLast4),
    data.accountNumber,
    placeIn(row, 'account_number_encrypted'),
  );
  return {
    bankName: routing.changed ? bankOf(data.bankName, data.routingNumber) : (data.bankName ?? before.bankName),
    routingNumberEncrypted: routing.envelope,
    routingNumberLast4: routing.last4,
    accountNumberEncrypted: account.envelope,
    accountNumberLast4: account.last4,
  };
}

/** Card-number columns for a new method whose id is `row.rowId`. */
export function sealCardNumber(ctx: KeyRing, row: SealedRow, cardNumber: string | null | undefined): CardNumberColumns {
  const card = sealDigits(ctx.keyRing, cardNumber, placeIn(row, 'card_number_encrypted'));
  return { cardNumberEncrypted: card.envelope, cardNumberLast4: card.last4, cardBrand: brandOf(cardNumber) };
}

/** Card-number columns after an update: omitted or masked keeps the stored number (unless the type changed); a number is required. */
export function resealCardNumber(
  ctx: KeyRing,
  row: SealedRow,
  before: CardNumberColumns,
  same: boolean,
  cardNumber: string | null | undefined,
): CardNumberColumns {
  const card = resealDigits(
    ctx.keyRing,
    stored(same, before.cardNumberEncrypted, before.cardNumberLast4),
    cardNumber,
    placeIn(row, 'card_number_encrypted'),
  );
  if (!card.envelope) throw badRequest(`cardNumber: ${INVALID_CARD_MESSAGE}`);
  return {
    cardNumberEncrypted: card.envelope,
    cardNumberLast4: card.last4,
    cardBrand: card.changed ? brandOf(cardNumber) : before.cardBrand,
  };
}
