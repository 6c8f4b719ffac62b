import type { Ctx, UserCtx } from '../../core/service-context';
import { toIso } from '@app/db';
import { conflict, notFound } from '../../core/app-error';
import { revealFields } from '../audit/reveal.service';
import * as audit from '../audit/audit.service';
import { reserveId } from '../../security/row-ids.repo';
import { fullyMasked, maskedFromLast4, placeIn, reseal, seal } from '../../security/sensitive-field';
import { inUserTransaction } from '../../core/user-transaction';
import { toPartnerView, type ReferralPaymentMethodView } from './partner-vocabulary';
import { guardPaymentOwner, PAYMENT_OWNER_KINDS, sealedRow, type PaymentOwner } from './payment-owners';
import * as repo from './payment-methods.repo';
import { keepSecurityCodes, resealCardNumber, resealChecking, sealCardNumber, sealChecking } from './sensitive-fields';

// Payment methods of a client, an organization or a referral partner (payment-owners.ts says
// where each kind's are kept, and whether it may have more than one). Card number, expiry,
// security code, routing and account numbers are encrypted; reads answer them masked (`****1234`,
// or `****` for expiry and code); `reveal` answers them in clear and is audited. Primary first;
// the first method of an owner becomes primary; deleting the primary promotes the oldest
// remaining one. Security codes are not kept when the admin turned that setting off.

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

/** A method as its owner kind's callers name it: a referral partner's in the partner's words. */
export type ViewOf<O extends PaymentOwner> = O['kind'] extends 'referralSource'
  ? ReferralPaymentMethodView
  : PaymentMethodView;

export const PAYMENT_METHOD_NOT_FOUND = 'Payment method not found';

export function toView(row: repo.MethodRow): PaymentMethodView {
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

const EMPTY: repo.MethodValues = {
  digitalType: null,
  accountHolderName: null,
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

const viewOf = <O extends PaymentOwner>(owner: O, row: repo.MethodRow) =>
  (owner.kind === 'referralSource' ? toPartnerView(row) : toView(row)) as ViewOf<O>;
const auditOwner = (owner: PaymentOwner) => PAYMENT_OWNER_KINDS[owner.kind].auditDetail(owner);
const sentFields = (input: object) =>
  Object.keys(input).filter((k) => (input as Record<string, unknown>)[k] !== undefined);

export async function list<O extends PaymentOwner>(ctx: UserCtx, owner: O): Promise<ViewOf<O>[]> {
  await guardPaymentOwner(ctx, owner, 'read');
  return (await repo.listMethods(ctx.db, owner)).map((row) => viewOf(owner, row));
}

export async function create<O extends PaymentOwner>(ctx: UserCtx, owner: O, input: object): Promise<ViewOf<O>> {
  const kind = PAYMENT_OWNER_KINDS[owner.kind];
  const data = kind.parseCreate(input);
  return inUserTransaction(ctx, async (tx) => {
    await guardPaymentOwner(tx, owner, 'edit');
    const id = await reserveId(tx.db, kind.table);
    const row = sealedRow(owner, id);
    const values: repo.MethodValues = { ...EMPTY, id };
    if (data.type === 'digital')
      Object.assign(values, { digitalType: data.digitalType, digitalEmail: data.digitalEmail ?? null });
    if (data.type === 'credit') {
      const card = sealCardNumber(tx, row, data.cardNumber);
      const keepCvv = await keepSecurityCodes(tx);
      Object.assign(values, {
        cardName: data.cardName ?? null,
        ...card,
        cardExpiryEncrypted: seal(tx.keyRing, data.cardExpiry, placeIn(row, kind.expiryColumn)),
        cardCvvEncrypted: keepCvv ? seal(tx.keyRing, data.cardCvv, placeIn(row, kind.cvvColumn)) : null,
        billingAddress: data.billingAddress ?? null,
      });
    }
    if (data.type === 'checking') {
      Object.assign(values, { accountHolderName: data.accountHolderName ?? null, ...sealChecking(tx, row, data) });
    }
    // An owner with at most one method: it is the primary one.
    const primary = kind.atMostOne !== null || data.isPrimary === true || !(await repo.hasPrimary(tx.db, owner));
    if (primary && kind.atMostOne === null) await repo.clearPrimary(tx.db, owner);
    const inserted = await repo.insertMethod(tx.db, owner, {
      ...values,
      type: data.type,
      isPrimary: primary,
      createdBy: tx.user.id,
    });
    if (!inserted) throw conflict(kind.atMostOne ?? 'Payment method already exists');
    await audit.record(tx, {
      action: 'create',
      entityType: kind.entityType,
      entityId: inserted.id,
      fields: sentFields(input),
      detail: auditOwner(owner),
    });
    return viewOf(owner, inserted);
  });
}

async function load(ctx: UserCtx, owner: PaymentOwner, id: number): Promise<repo.MethodRow> {
  const row = await repo.findMethod(ctx.db, owner, id);
  if (!row) throw notFound(PAYMENT_METHOD_NOT_FOUND);
  return row;
}

/** The fields sent replace the stored ones; sensitive ones left out or sent masked are kept. A changed type clears the old type's fields. */
export async function update<O extends PaymentOwner>(
  ctx: UserCtx,
  owner: O,
  id: number,
  input: object,
): Promise<ViewOf<O>> {
  const kind = PAYMENT_OWNER_KINDS[owner.kind];
  const data = kind.parseUpdate(input);
  return inUserTransaction(ctx, async (tx) => {
    await guardPaymentOwner(tx, owner, 'edit');
    const before = await load(tx, owner, id);
    const same = before.type === data.type;
    const row = sealedRow(owner, id);
    const values: repo.MethodValues = { ...EMPTY, type: data.type };
    if (data.type === 'digital')
      Object.assign(values, { digitalType: data.digitalType, digitalEmail: data.digitalEmail ?? null });
    if (data.type === 'credit') {
      const card = resealCardNumber(tx, row, before, same, data.cardNumber);
      const keepCvv = await keepSecurityCodes(tx);
      Object.assign(values, {
        cardName: data.cardName ?? null,
        ...card,
        cardExpiryEncrypted: reseal(
          tx.keyRing,
          same ? before.cardExpiryEncrypted : null,
          data.cardExpiry,
          placeIn(row, kind.expiryColumn),
        ),
        cardCvvEncrypted: keepCvv
          ? reseal(tx.keyRing, same ? before.cardCvvEncrypted : null, data.cardCvv, placeIn(row, kind.cvvColumn))
          : null,
        billingAddress: data.billingAddress ?? null,
      });
    }
    if (data.type === 'checking') {
      Object.assign(values, {
        accountHolderName: data.accountHolderName ?? null,
        ...resealChecking(tx, row, before, same, data),
      });
    }
    if (data.isPrimary === true && !before.isPrimary) {
      await repo.clearPrimary(tx.db, owner);
      values.isPrimary = true;
    }
    const updated = await repo.updateMethod(tx.db, owner, id, values);
    await audit.record(tx, {
      action: 'update',
      entityType: kind.entityType,
      entityId: id,
      fields: sentFields(input),
      detail: auditOwner(owner),
    });
    return viewOf(owner, updated);
  });
}

export async function remove(ctx: UserCtx, owner: PaymentOwner, id: number): Promise<{ ok: true }> {
  return inUserTransaction(ctx, async (tx) => {
    await guardPaymentOwner(tx, owner, 'edit');
    const row = await load(tx, owner, id);
    await repo.deleteMethod(tx.db, owner, id);
    if (row.isPrimary && PAYMENT_OWNER_KINDS[owner.kind].atMostOne === null) await repo.promoteOldest(tx.db, owner);
    await audit.record(tx, {
      action: 'delete',
      entityType: PAYMENT_OWNER_KINDS[owner.kind].entityType,
      entityId: id,
      detail: auditOwner(owner),
    });
    return { ok: true as const };
  });
}

export async function setPrimary<O extends PaymentOwner>(ctx: UserCtx, owner: O, id: number): Promise<ViewOf<O>> {
  return inUserTransaction(ctx, async (tx) => {
    await guardPaymentOwner(tx, owner, 'edit');
    const row = await load(tx, owner, id);
    if (row.isPrimary) return viewOf(owner, row);
    await repo.clearPrimary(tx.db, owner);
    const updated = await repo.updateMethod(tx.db, owner, id, { isPrimary: true });
    await audit.record(tx, {
      action: 'update',
      entityType: PAYMENT_OWNER_KINDS[owner.kind].entityType,
      entityId: id,
      fields: ['isPrimary'],
      detail: auditOwner(owner),
    });
    return viewOf(owner, updated);
  });
}

/** The method with its sensitive fields in clear (named in the owner kind's words); one audit entry naming the fields. */
export async function reveal<O extends PaymentOwner>(ctx: UserCtx, owner: O, id: number): Promise<ViewOf<O>> {
  const kind = PAYMENT_OWNER_KINDS[owner.kind];
  return inUserTransaction(ctx, async (tx) => {
    await guardPaymentOwner(tx, owner, 'read');
    const row = await load(tx, owner, id);
    const envelopes = Object.fromEntries(
      Object.entries({
        cardNumber: row.cardNumberEncrypted,
        [kind.expiryField]: row.cardExpiryEncrypted,
        [kind.cvvField]: row.cardCvvEncrypted,
        routingNumber: row.routingNumberEncrypted,
        accountNumber: row.accountNumberEncrypted,
      }).filter(([, v]) => v),
    );
    const clear = await revealFields(tx, kind.entityType, id, envelopes);
    return { ...viewOf(owner, row), ...clear };
  });
}

/**
 * "Keep card security codes" switched off: erase every stored code of clients, organizations and
 * referral partners (PCI DSS 3.3.1.2), in the caller's transaction.
 */
export async function eraseSecurityCodes(ctx: Ctx): Promise<void> {
  await repo.eraseSecurityCodes(ctx.db);
}
