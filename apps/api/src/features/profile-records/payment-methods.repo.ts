import type { Database, PaymentMethodsTable, ReferralSourcePaymentMethodsTable } from '@app/db';
import type { Kysely, Selectable } from 'kysely';
import { ownerColumn, type Owner } from './owner';
import type { PaymentOwner } from './payment-method-data';

// Payment methods are stored in two tables: payment_methods (clients and organizations) and
// referral_source_payment_methods (referral partners, at most one each: a unique key). The table
// follows the owner kind; rows and values are translated here to and from one common shape,
// named as in payment_methods.

export type MethodTable = 'payment_methods' | 'referral_source_payment_methods';
type RecordRow = Selectable<PaymentMethodsTable>;
type PartnerRow = Selectable<ReferralSourcePaymentMethodsTable>;

export interface MethodRow extends Omit<RecordRow, 'clientId' | 'organizationId' | 'createdBy'> {
  accountHolderName: string | null;
}
/** Columns to write, named as in MethodRow; a column the owner's table lacks must be null or absent. */
export type MethodValues = Partial<Omit<MethodRow, 'createdAt' | 'updatedAt'>> & { createdBy?: number | null };

const fromRecord = ({ clientId: _c, organizationId: _o, createdBy: _b, ...row }: RecordRow): MethodRow => ({
  ...row,
  accountHolderName: null,
});

function fromPartner({
  referralSourceId: _r,
  cardholderName,
  expirationDateEncrypted,
  securityCodeEncrypted,
  type,
  ...row
}: PartnerRow): MethodRow {
  return {
    ...row,
    type: type === 'credit_card' ? 'credit' : type,
    cardName: cardholderName,
    cardExpiryEncrypted: expirationDateEncrypted,
    cardCvvEncrypted: securityCodeEncrypted,
    billingAddress: null,
  };
}

const toRecord = ({ accountHolderName: _a, ...values }: MethodValues) => values;

function toPartner({
  cardName,
  cardExpiryEncrypted,
  cardCvvEncrypted,
  billingAddress: _b,
  createdBy: _c,
  type,
  ...values
}: MethodValues) {
  return {
    ...values,
    ...(type === undefined ? {} : { type: type === 'credit' ? ('credit_card' as const) : type }),
    ...(cardName === undefined ? {} : { cardholderName: cardName }),
    ...(cardExpiryEncrypted === undefined ? {} : { expirationDateEncrypted: cardExpiryEncrypted }),
    ...(cardCvvEncrypted === undefined ? {} : { securityCodeEncrypted: cardCvvEncrypted }),
  };
}

const partners = (db: Kysely<Database>, owner: PaymentOwner) =>
  db.selectFrom('referralSourcePaymentMethods').selectAll().where('referralSourceId', '=', owner.id);
const records = (db: Kysely<Database>, owner: Owner) =>
  db.selectFrom('paymentMethods').selectAll().where(ownerColumn(owner), '=', owner.id);

/** Primary first, then in the order they were added. */
export async function listMethods(db: Kysely<Database>, owner: PaymentOwner): Promise<MethodRow[]> {
  if (owner.kind === 'referralSource')
    return (await partners(db, owner).orderBy('isPrimary', 'desc').orderBy('id').execute()).map(fromPartner);
  return (await records(db, owner).orderBy('isPrimary', 'desc').orderBy('id').limit(500).execute()).map(fromRecord);
}

export async function findMethod(
  db: Kysely<Database>,
  owner: PaymentOwner,
  id: number,
): Promise<MethodRow | undefined> {
  if (owner.kind === 'referralSource') {
    const row = await partners(db, owner).where('id', '=', id).executeTakeFirst();
    return row && fromPartner(row);
  }
  const row = await records(db, owner).where('id', '=', id).executeTakeFirst();
  return row && fromRecord(row);
}

/** Whether a client or organization has a primary method (a partner's only method is always primary). */
export async function hasPrimary(db: Kysely<Database>, owner: PaymentOwner): Promise<boolean> {
  if (owner.kind === 'referralSource')
    return !!(await partners(db, owner).where('isPrimary', '=', true).executeTakeFirst());
  return !!(await records(db, owner).where('isPrimary', '=', true).executeTakeFirst());
}

/** Clears the owner's primary flag (before setting a new one: a partial unique index allows one). */
export async function clearPrimary(db: Kysely<Database>, owner: PaymentOwner): Promise<void> {
  if (owner.kind === 'referralSource') {
    await db
      .updateTable('referralSourcePaymentMethods')
      .set({ isPrimary: false })
      .where('referralSourceId', '=', owner.id)
      .where('isPrimary', '=', true)
      .execute();
    return;
  }
  await db
    .updateTable('paymentMethods')
    .set({ isPrimary: false })
    .where(ownerColumn(owner), '=', owner.id)
    .where('isPrimary', '=', true)
    .execute();
}

/** The new row, or undefined when the partner already has its one method (the unique key on referral_source_id). */
export async function insertMethod(
  db: Kysely<Database>,
  owner: PaymentOwner,
  values: MethodValues,
): Promise<MethodRow | undefined> {
  if (owner.kind === 'referralSource') {
    const row = await db
      .insertInto('referralSourcePaymentMethods')
      .values({ ...toPartner(values), referralSourceId: owner.id })
      .onConflict((oc) => oc.column('referralSourceId').doNothing())
      .returningAll()
      .executeTakeFirst();
    return row && fromPartner(row);
  }
  const keys =
    owner.kind === 'client'
      ? { clientId: owner.id, organizationId: null }
      : { clientId: null, organizationId: owner.id };
  return fromRecord(
    await db
      .insertInto('paymentMethods')
      .values({ ...toRecord(values), ...keys })
      .returningAll()
      .executeTakeFirstOrThrow(),
  );
}

export async function updateMethod(
  db: Kysely<Database>,
  owner: PaymentOwner,
  id: number,
  values: MethodValues,
): Promise<MethodRow> {
  if (owner.kind === 'referralSource') {
    return fromPartner(
      await db
        .updateTable('referralSourcePaymentMethods')
        .set(toPartner(values))
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow(),
    );
  }
  return fromRecord(
    await db
      .updateTable('paymentMethods')
      .set(toRecord(values))
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow(),
  );
}

export async function deleteMethod(db: Kysely<Database>, owner: PaymentOwner, id: number): Promise<void> {
  if (owner.kind === 'referralSource')
    await db.deleteFrom('referralSourcePaymentMethods').where('id', '=', id).execute();
  else await db.deleteFrom('paymentMethods').where('id', '=', id).execute();
}

/** The oldest remaining method becomes primary (after the primary one was deleted). */
export async function promoteOldest(db: Kysely<Database>, owner: PaymentOwner): Promise<void> {
  const first =
    owner.kind === 'referralSource'
      ? await partners(db, owner).orderBy('id').executeTakeFirst()
      : await records(db, owner).orderBy('id').executeTakeFirst();
  if (first) await updateMethod(db, owner, first.id, { isPrimary: true });
}

/** PCI DSS 3.3.1.2: erases every stored card security code (clients', organizations' and referral partners'). */
export async function eraseSecurityCodes(db: Kysely<Database>): Promise<number> {
  const a = await db
    .updateTable('paymentMethods')
    .set({ cardCvvEncrypted: null })
    .where('cardCvvEncrypted', 'is not', null)
    .executeTakeFirst();
  const b = await db
    .updateTable('referralSourcePaymentMethods')
    .set({ securityCodeEncrypted: null })
    .where('securityCodeEncrypted', 'is not', null)
    .executeTakeFirst();
  return Number(a.numUpdatedRows) + Number(b.numUpdatedRows);
}
