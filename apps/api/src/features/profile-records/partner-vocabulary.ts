import { ReferralPaymentMethodCreate, ReferralPaymentMethodUpdate } from '@app/domain';
import { toIso } from '@app/db';
import { fullyMasked, maskedFromLast4 } from '../../security/sensitive-field';
import type { MethodData, MethodUpdateData } from './payment-method-data';
import type { MethodRow } from './payment-methods.repo';

// A referral partner's payment method speaks its own words (spec 1): `credit_card` for `credit`,
// cardholderName, expirationDate and securityCode for cardName, cardExpiry and cardCvv, and an
// accountHolderName for checking (no billing address). This module is the only translation
// between those words and the common model of payment-methods.service.ts.

export interface ReferralPaymentMethodView {
  id: number;
  type: 'digital' | 'checking' | 'credit_card';
  isPrimary: boolean;
  digitalType: string | null;
  digitalEmail: string | null;
  accountHolderName: string | null;
  bankName: string | null;
  routingNumber: string | null;
  accountNumber: string | null;
  cardholderName: string | null;
  cardNumber: string | null;
  cardBrand: string | null;
  expirationDate: string | null;
  securityCode: string | null;
  createdAt: string;
  updatedAt: string;
}

function toCommon(data: ReferralPaymentMethodCreate | ReferralPaymentMethodUpdate): MethodData | MethodUpdateData {
  if (data.type !== 'credit_card') return data;
  const { cardholderName, expirationDate, securityCode, type: _type, ...rest } = data;
  return { ...rest, type: 'credit', cardName: cardholderName, cardExpiry: expirationDate, cardCvv: securityCode } as
    MethodData | MethodUpdateData;
}

/** A partner's method to create, validated in the partner's words (messages name its fields), in the common model. */
export const parseCreate = (input: unknown): MethodData =>
  toCommon(ReferralPaymentMethodCreate.parse(input)) as MethodData;
export const parseUpdate = (input: unknown): MethodUpdateData =>
  toCommon(ReferralPaymentMethodUpdate.parse(input)) as MethodUpdateData;

/** A stored method in the partner's words, its secrets masked. */
export function toPartnerView(row: MethodRow): ReferralPaymentMethodView {
  return {
    id: row.id,
    type: row.type === 'credit' ? 'credit_card' : row.type,
    isPrimary: row.isPrimary,
    digitalType: row.digitalType,
    digitalEmail: row.digitalEmail,
    accountHolderName: row.accountHolderName,
    bankName: row.bankName,
    routingNumber: maskedFromLast4(row.routingNumberLast4),
    accountNumber: maskedFromLast4(row.accountNumberLast4),
    cardholderName: row.cardName,
    cardNumber: maskedFromLast4(row.cardNumberLast4),
    cardBrand: row.cardBrand,
    expirationDate: fullyMasked(row.cardExpiryEncrypted),
    securityCode: fullyMasked(row.cardCvvEncrypted),
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
  };
}
