import { ReferralPaymentMethodCreate, ReferralPaymentMethodUpdate } from '@app/domain';
import type { ReferralSourcePaymentMethodsTable } from '@app/db';
import type { Updateable } from 'kysely';
import type { UserCtx } from '../../context';
import { toIso } from '../../db-values';
import { conflict, notFound } from '../../errors';
import { revealFields } from '../../security/reveal';
import * as audit from '../audit/audit.service';
import { reserveId } from '../../security/row-ids.repo';
import { fullyMasked, maskedFromLast4, placeIn, reseal, seal, type SealedRow } from '../../security/sensitive-field';
import { inUserTransaction } from '../profile-records/owner';
import { keepSecurityCodes, resealCardNumber, resealChecking, sealCardNumber, sealChecking } from '../profile-records/sensitive-fields';
import * as repo from './referral-sources.repo';
import { load, sentFields } from './referral-sources.service';

// The commission payment method of a referral partner (spec 1). At most one per partner: a
// second answers 409 (DECISIONS 2); it is always the primary one.

export const ONE_PAYMENT_METHOD = 'A referral partner can have only one payment method';


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

const PM_NOT_FOUND = 'Payment method not found';

/** A method's row: its secrets are sealed to it. */
const sealedRow = (pmId: number): SealedRow => ({ table: 'referral_source_payment_methods', rowId: pmId });

export function toPaymentMethodView(row: repo.ReferralPaymentMethodRow): ReferralPaymentMethodView {
  return {
    id: row.id,
    type: row.type,
    isPrimary: row.isPrimary,
    digitalType: row.digitalType,
    digitalEmail: row.digitalEmail,
    accountHolderName: row.accountHolderName,
    bankName: row.bankName,
    routingNumber: maskedFromLast4(row.routingNumberLast4),
    accountNumber: maskedFromLast4(row.accountNumberLast4),
    cardholderName: row.cardholderName,
    cardNumber: maskedFromLast4(row.cardNumberLast4),
    cardBrand: row.cardBrand,
    expirationDate: fullyMasked(row.expirationDateEncrypted),
    securityCode: fullyMasked(row.securityCodeEncrypted),
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
  };
}

const EMPTY: Updateable<ReferralSourcePaymentMethodsTable> = {
  digitalType: null,
  digitalEmail: null,
  accountHolderName: null,
  bankName: null,
  routingNumberEncrypted: null,
  routingNumberLast4: null,
  accountNumberEncrypted: null,
  accountNumberLast4: null,
  cardholderName: null,
  cardNumberEncrypted: null,
  cardNumberLast4: null,
  cardBrand: null,
  expirationDateEncrypted: null,
  securityCodeEncrypted: null,
};

export async function paymentMethods(ctx: UserCtx, { id }: { id: number }): Promise<ReferralPaymentMethodView[]> {
  await load(ctx, id);
  return (await repo.paymentMethodsOf(ctx.db, id)).map(toPaymentMethodView);
}

export async function createPaymentMethod(ctx: UserCtx, id: number, input: ReferralPaymentMethodCreate): Promise<ReferralPaymentMethodView> {
  const data = ReferralPaymentMethodCreate.parse(input);
  return inUserTransaction(ctx, async (tx) => {
    await load(tx, id);
    const pmId = await reserveId(tx.db, 'referral_source_payment_methods');
    const sealed = sealedRow(pmId);
    const values: Updateable<ReferralSourcePaymentMethodsTable> = { ...EMPTY, id: pmId };
    if (data.type === 'digital') Object.assign(values, { digitalType: data.digitalType, digitalEmail: data.digitalEmail ?? null });
    if (data.type === 'checking') {
      Object.assign(values, { accountHolderName: data.accountHolderName ?? null, ...sealChecking(tx, sealed, data) });
    }
    if (data.type === 'credit_card') {
      Object.assign(values, {
        cardholderName: data.cardholderName ?? null,
        ...sealCardNumber(tx, sealed, data.cardNumber),
        expirationDateEncrypted: seal(tx.keyRing, data.expirationDate, placeIn(sealed, 'expiration_date_encrypted')),
        securityCodeEncrypted: (await keepSecurityCodes(tx)) ? seal(tx.keyRing, data.securityCode, placeIn(sealed, 'security_code_encrypted')) : null,
      });
    }
    // The only method is the primary one.
    const row = await repo.insertPaymentMethod(tx.db, { ...(values as object), referralSourceId: id, type: data.type, isPrimary: true });
    if (!row) throw conflict(ONE_PAYMENT_METHOD);
    await audit.record(tx, { action: 'create', entityType: 'referral_source_payment_method', entityId: row.id, fields: sentFields(input), detail: { referralSourceId: id } });
    return toPaymentMethodView(row);
  });
}

async function loadMethod(ctx: UserCtx, id: number, pmId: number) {
  await load(ctx, id);
  const row = await repo.findPaymentMethod(ctx.db, id, pmId);
  if (!row) throw notFound(PM_NOT_FOUND);
  return row;
}

export async function updatePaymentMethod(ctx: UserCtx, id: number, pmId: number, input: ReferralPaymentMethodUpdate): Promise<ReferralPaymentMethodView> {
  const data = ReferralPaymentMethodUpdate.parse(input);
  return inUserTransaction(ctx, async (tx) => {
    const before = await loadMethod(tx, id, pmId);
    const same = before.type === data.type;
    const sealed = sealedRow(pmId);
    const values: Updateable<ReferralSourcePaymentMethodsTable> = { ...EMPTY, type: data.type };
    if (data.type === 'digital') Object.assign(values, { digitalType: data.digitalType, digitalEmail: data.digitalEmail ?? null });
    if (data.type === 'checking') {
      Object.assign(values, { accountHolderName: data.accountHolderName ?? null, ...resealChecking(tx, sealed, before, same, data) });
    }
    if (data.type === 'credit_card') {
      const card = resealCardNumber(tx, sealed, before, same, data.cardNumber);
      Object.assign(values, {
        cardholderName: data.cardholderName ?? null,
        ...card,
        expirationDateEncrypted: reseal(tx.keyRing, same ? before.expirationDateEncrypted : null, data.expirationDate, placeIn(sealed, 'expiration_date_encrypted')),
        securityCodeEncrypted: (await keepSecurityCodes(tx))
          ? reseal(tx.keyRing, same ? before.securityCodeEncrypted : null, data.securityCode, placeIn(sealed, 'security_code_encrypted'))
          : null,
      });
    }
    const row = await repo.updatePaymentMethod(tx.db, pmId, values);
    await audit.record(tx, { action: 'update', entityType: 'referral_source_payment_method', entityId: pmId, fields: sentFields(input), detail: { referralSourceId: id } });
    return toPaymentMethodView(row);
  });
}

export async function deletePaymentMethod(ctx: UserCtx, id: number, pmId: number): Promise<{ ok: true }> {
  return inUserTransaction(ctx, async (tx) => {
    await loadMethod(tx, id, pmId);
    await repo.deletePaymentMethod(tx.db, pmId);
    await audit.record(tx, { action: 'delete', entityType: 'referral_source_payment_method', entityId: pmId, detail: { referralSourceId: id } });
    return { ok: true as const };
  });
}

/** The only method is always primary; the call exists for the shared payment component. */
export async function setPrimaryPaymentMethod(ctx: UserCtx, id: number, pmId: number): Promise<ReferralPaymentMethodView> {
  return inUserTransaction(ctx, async (tx) => {
    const row = await loadMethod(tx, id, pmId);
    if (row.isPrimary) return toPaymentMethodView(row);
    const updated = await repo.updatePaymentMethod(tx.db, pmId, { isPrimary: true });
    await audit.record(tx, { action: 'update', entityType: 'referral_source_payment_method', entityId: pmId, fields: ['isPrimary'], detail: { referralSourceId: id } });
    return toPaymentMethodView(updated);
  });
}

export async function revealPaymentMethod(ctx: UserCtx, id: number, pmId: number): Promise<ReferralPaymentMethodView> {
  return inUserTransaction(ctx, async (tx) => {
    const row = await loadMethod(tx, id, pmId);
    const envelopes = Object.fromEntries(
      Object.entries({
        routingNumber: row.routingNumberEncrypted,
        accountNumber: row.accountNumberEncrypted,
        cardNumber: row.cardNumberEncrypted,
        expirationDate: row.expirationDateEncrypted,
        securityCode: row.securityCodeEncrypted,
      }).filter(([, v]) => v),
    );
    return { ...toPaymentMethodView(row), ...(await revealFields(tx, 'referral_source_payment_method', pmId, envelopes)) };
  });
}
