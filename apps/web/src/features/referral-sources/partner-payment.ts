import { ReferralPaymentMethodCreate, ReferralPaymentMethodUpdate, type DigitalPaymentType } from '@app/domain';
import type { RouterOutputs } from '../../lib/api-types';
import { emptyDraft, payloadOf, type MaskedMethod, type PaymentMethodDraft } from '../profile-records';

// The referral partner's payment method in its own words (spec 1: credit_card, cardholderName,
// expirationDate, securityCode, accountHolderName) to and from the shared payment form's draft.

export type PartnerMethod = RouterOutputs['referralSources']['paymentMethods']['list'][number];

/** The masked fields the form offers to keep when left blank. */
export const maskedOf = (pm: PartnerMethod): MaskedMethod => ({
  cardNumber: pm.cardNumber,
  cardExpiry: pm.expirationDate,
  cardCvv: pm.securityCode,
  routingNumber: pm.routingNumber,
  accountNumber: pm.accountNumber,
});

/** An existing method as a draft: sensitive inputs start empty (blank keeps the stored value). */
export function partnerDraftOf(pm: PartnerMethod): PaymentMethodDraft {
  return {
    ...emptyDraft(),
    type: pm.type === 'credit_card' ? 'credit' : pm.type,
    digitalType: (pm.digitalType as DigitalPaymentType | null) ?? 'zelle',
    digitalEmail: pm.digitalEmail ?? '',
    accountHolderName: pm.accountHolderName ?? '',
    bankName: pm.bankName ?? '',
    cardName: pm.cardholderName ?? '',
  };
}

/** The payload in the partner's words; its only method is always the primary one. */
export function partnerPayloadOf(d: PaymentMethodDraft, editing: boolean, keepCvv: boolean) {
  const p = payloadOf(d, editing, keepCvv);
  if (p.type === 'digital') return { ...p, isPrimary: true };
  if (p.type === 'checking') {
    return {
      type: 'checking' as const,
      accountHolderName: d.accountHolderName,
      bankName: p.bankName,
      routingNumber: p.routingNumber,
      accountNumber: p.accountNumber,
      isPrimary: true,
    };
  }
  return {
    type: 'credit_card' as const,
    cardholderName: p.cardName,
    cardNumber: p.cardNumber,
    expirationDate: p.cardExpiry,
    securityCode: p.cardCvv,
    isPrimary: true,
  };
}

/** The first save-time problem (shown as a "Validation Error" toast), or null. */
export function partnerValidationError(d: PaymentMethodDraft, editing: boolean, keepCvv: boolean): string | null {
  const result = (editing ? ReferralPaymentMethodUpdate : ReferralPaymentMethodCreate).safeParse(
    partnerPayloadOf(d, editing, keepCvv),
  );
  return result.success ? null : (result.error.issues[0]?.message ?? 'Invalid payment method');
}
