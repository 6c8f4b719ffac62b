import { PaymentMethodCreate, PaymentMethodUpdate } from '@app/domain';
import type { PaymentMethodsTable } from '@app/db';
import type { Updateable } from 'kysely';
import type { Ctx, UserCtx } from '../../context';
import { toIso } from '../../db-values';
import { notFound } from '../../errors';
import { revealFields } from '../../security/reveal';
import * as audit from '../audit/audit.service';
import { reserveId } from '../../security/row-ids.repo';
import { fullyMasked, maskedFromLast4, placeIn, reseal, seal, type SealedRow } from '../../security/sensitive-field';
import { guardOwner, inUserTransaction, ownerKeys, type Owner } from './owner';
import * as repo from './payment-methods.repo';
import { keepSecurityCodes, resealCardNumber, resealChecking, sealCardNumber, sealChecking } from './sensitive-fields';

// Payment methods of a client or an organization (digital, credit, checking). Card number,
// expiry, security code, routing and account numbers are encrypted; reads answer them masked
// (`****1234`, or `****` for expiry and code); `reveal` answers them in clear and is audited.
// Primary first; the first method of an owner becomes primary; deleting the primary promotes the
// oldest remaining one. Security codes are not kept when the admin turned that setting off.

export interface PaymentMethodView {
  id: number;
  type: 'digital' | 'credit' | 'checking';
  isPrimary: boolean;
  digitalType: string | null;
  digitalEmail: string | null;
  cardName: string | null;
  cardNumber: string | null;
  cardBrand: string | null;
  cardExpiry: string | null;
  cardCvv: string | null;
  billingAddress: string | null;
  bankName: string | null;
  routingNumber: string | null;
  accountNumber: string | null;
  createdAt: string;
  updatedAt: string;
}

export const PAYMENT_METHOD_NOT_FOUND = 'Payment method not found';

export function toView(row: repo.PaymentMethodRow): PaymentMethodView {
  return {
    id: row.id,
    type: row.type,
    isPrimary: row.isPrimary,
    digitalType: row.digitalType,
    digitalEmail: row.digitalEmail,
    cardName: row.cardName,
    cardNumber: maskedFromLast4(row.cardNumberLast4),
    cardBrand: row.cardBrand,
    cardExpiry: fullyMasked(row.cardExpiryEncrypted),
    cardCvv: fullyMasked(row.cardCvvEncrypted),
    billingAddress: row.billingAddress,
    bankName: row.bankName,
    routingNumber: maskedFromLast4(row.routingNumberLast4),
    accountNumber: maskedFromLast4(row.accountNumberLast4),
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
  };
}

const EMPTY: Updateable<PaymentMethodsTable> = {
  digitalType: null,
  digitalEmail: null,
  cardName: null,
  cardNumberEncrypted: null,
  cardNumberLast4: null,
  cardBrand: null,
  cardExpiryEncrypted: null,
  cardCvvEncrypted: null,
  billingAddress: null,
  bankName: null,
  routingNumberEncrypted: null,
  routingNumberLast4: null,
  accountNumberEncrypted: null,
  accountNumberLast4: null,
};

/** A method's row: its secrets are sealed to it. */
const sealedRow = (id: number): SealedRow => ({ table: 'payment_methods', rowId: id });

const auditOwner = (owner: Owner) => ({ ownerType: owner.kind, ownerId: owner.id });
const sentFields = (input: object) => Object.keys(input).filter((k) => (input as Record<string, unknown>)[k] !== undefined);

export async function list(ctx: UserCtx, owner: Owner): Promise<PaymentMethodView[]> {
  await guardOwner(ctx, owner, 'read');
  return (await repo.listMethods(ctx.db, owner)).map(toView);
}

export async function create(ctx: UserCtx, owner: Owner, input: PaymentMethodCreate): Promise<PaymentMethodView> {
  const data = PaymentMethodCreate.parse(input);
  return inUserTransaction(ctx, async (tx) => {
    await guardOwner(tx, owner, 'edit');
    const id = await reserveId(tx.db, 'payment_methods');
    const row = sealedRow(id);
    const values: Updateable<PaymentMethodsTable> = { ...EMPTY, id };
    if (data.type === 'digital') Object.assign(values, { digitalType: data.digitalType, digitalEmail: data.digitalEmail ?? null });
    if (data.type === 'credit') {
      const card = sealCardNumber(tx, row, data.cardNumber);
      const keepCvv = await keepSecurityCodes(tx);
      Object.assign(values, {
        cardName: data.cardName ?? null,
        ...card,
        cardExpiryEncrypted: seal(tx.keyRing, data.cardExpiry, placeIn(row, 'card_expiry_encrypted')),
        cardCvvEncrypted: keepCvv ? seal(tx.keyRing, data.cardCvv, placeIn(row, 'card_cvv_encrypted')) : null,
        billingAddress: data.billingAddress ?? null,
      });
    }
    if (data.type === 'checking') {
      Object.assign(values, sealChecking(tx, row, data));
    }
    const primary = data.isPrimary === true || !(await repo.hasPrimary(tx.db, owner));
    if (primary) await repo.clearPrimary(tx.db, owner);
    const inserted = await repo.insertMethod(tx.db, { ...(values as object), ...ownerKeys(owner), type: data.type, isPrimary: primary, createdBy: tx.user.id });
    await audit.record(tx, { action: 'create', entityType: 'payment_method', entityId: inserted.id, fields: sentFields(input), detail: auditOwner(owner) });
    return toView(inserted);
  });
}

async function load(ctx: UserCtx, owner: Owner, id: number): Promise<repo.PaymentMethodRow> {
  const row = await repo.findMethod(ctx.db, owner, id);
  if (!row) throw notFound(PAYMENT_METHOD_NOT_FOUND);
  return row;
}

/** The fields sent replace the stored ones; sensitive ones left out or sent masked are kept. A changed type clears the old type's fields. */
export async function update(ctx: UserCtx, owner: Owner, id: number, input: PaymentMethodUpdate): Promise<PaymentMethodView> {
  const data = PaymentMethodUpdate.parse(input);
  return inUserTransaction(ctx, async (tx) => {
    await guardOwner(tx, owner, 'edit');
    const before = await load(tx, owner, id);
    const same = before.type === data.type;
    const row = sealedRow(id);
    const values: Updateable<PaymentMethodsTable> = { ...EMPTY, type: data.type };
    if (data.type === 'digital') Object.assign(values, { digitalType: data.digitalType, digitalEmail: data.digitalEmail ?? null });
    if (data.type === 'credit') {
      const card = resealCardNumber(tx, row, before, same, data.cardNumber);
      const keepCvv = await keepSecurityCodes(tx);
      Object.assign(values, {
        cardName: data.cardName ?? null,
        ...card,
        cardExpiryEncrypted: reseal(tx.keyRing, same ? before.cardExpiryEncrypted : null, data.cardExpiry, placeIn(row, 'card_expiry_encrypted')),
        cardCvvEncrypted: keepCvv ? reseal(tx.keyRing, same ? before.cardCvvEncrypted : null, data.cardCvv, placeIn(row, 'card_cvv_encrypted')) : null,
        billingAddress: data.billingAddress ?? null,
      });
    }
    if (data.type === 'checking') {
      Object.assign(values, resealChecking(tx, row, before, same, data));
    }
    if (data.isPrimary === true && !before.isPrimary) {
      await repo.clearPrimary(tx.db, owner);
      values.isPrimary = true;
    }
    const updated = await repo.updateMethod(tx.db, id, values);
    await audit.record(tx, { action: 'update', entityType: 'payment_method', entityId: id, fields: sentFields(input), detail: auditOwner(owner) });
    return toView(updated);
  });
}

export async function remove(ctx: UserCtx, owner: Owner, id: number): Promise<{ ok: true }> {
  return inUserTransaction(ctx, async (tx) => {
    await guardOwner(tx, owner, 'edit');
    const row = await load(tx, owner, id);
    await repo.deleteMethod(tx.db, id);
    if (row.isPrimary) await repo.promoteOldest(tx.db, owner);
    await audit.record(tx, { action: 'delete', entityType: 'payment_method', entityId: id, detail: auditOwner(owner) });
    return { ok: true as const };
  });
}

export async function setPrimary(ctx: UserCtx, owner: Owner, id: number): Promise<PaymentMethodView> {
  return inUserTransaction(ctx, async (tx) => {
    await guardOwner(tx, owner, 'edit');
    const row = await load(tx, owner, id);
    if (row.isPrimary) return toView(row);
    await repo.clearPrimary(tx.db, owner);
    const updated = await repo.updateMethod(tx.db, id, { isPrimary: true });
    await audit.record(tx, { action: 'update', entityType: 'payment_method', entityId: id, fields: ['isPrimary'], detail: auditOwner(owner) });
    return toView(updated);
  });
}

/** The method with its sensitive fields in clear; one audit entry naming the fields. */
export async function reveal(ctx: UserCtx, owner: Owner, id: number): Promise<PaymentMethodView> {
  return inUserTransaction(ctx, async (tx) => {
    await guardOwner(tx, owner, 'read');
    const row = await load(tx, owner, id);
    const envelopes = Object.fromEntries(
      Object.entries({
        cardNumber: row.cardNumberEncrypted,
        cardExpiry: row.cardExpiryEncrypted,
        cardCvv: row.cardCvvEncrypted,
        routingNumber: row.routingNumberEncrypted,
        accountNumber: row.accountNumberEncrypted,
      }).filter(([, v]) => v),
    );
    const clear = await revealFields(tx, 'payment_method', id, envelopes);
    return { ...toView(row), ...clear };
  });
}

/**
 * "Keep card security codes" switched off: erase every stored code of clients, organizations and
 * referral partners (PCI DSS 3.3.1.2), in the caller's transaction.
 */
export async function eraseSecurityCodes(ctx: Ctx): Promise<void> {
  await repo.eraseSecurityCodes(ctx.db);
}
