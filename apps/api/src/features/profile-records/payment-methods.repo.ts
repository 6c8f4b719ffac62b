import type { Database, PaymentMethodsTable } from '@app/db';
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import { ownerColumn, type Owner } from './owner';

export type PaymentMethodRow = Selectable<PaymentMethodsTable>;

/** Primary first, then in the order they were added. */
export function listMethods(db: Kysely<Database>, owner: Owner): Promise<PaymentMethodRow[]> {
  return db.selectFrom('paymentMethods').selectAll().where(ownerColumn(owner), '=', owner.id).orderBy('isPrimary', 'desc').orderBy('id').limit(500).execute();
}

export function findMethod(db: Kysely<Database>, owner: Owner, id: number): Promise<PaymentMethodRow | undefined> {
  return db.selectFrom('paymentMethods').selectAll().where('id', '=', id).where(ownerColumn(owner), '=', owner.id).executeTakeFirst();
}

export async function hasPrimary(db: Kysely<Database>, owner: Owner): Promise<boolean> {
  return !!(await db.selectFrom('paymentMethods').select('id').where(ownerColumn(owner), '=', owner.id).where('isPrimary', '=', true).executeTakeFirst());
}

/** Clears the owner's primary flag (before setting a new one: a partial unique index allows one). */
export async function clearPrimary(db: Kysely<Database>, owner: Owner): Promise<void> {
  await db.updateTable('paymentMethods').set({ isPrimary: false }).where(ownerColumn(owner), '=', owner.id).where('isPrimary', '=', true).execute();
}

export function insertMethod(db: Kysely<Database>, values: Insertable<PaymentMethodsTable>): Promise<PaymentMethodRow> {
  return db.insertInto('paymentMethods').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateMethod(db: Kysely<Database>, id: number, values: Updateable<PaymentMethodsTable>): Promise<PaymentMethodRow> {
  return db.updateTable('paymentMethods').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

export async function deleteMethod(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('paymentMethods').where('id', '=', id).execute();
}

/** The oldest remaining method becomes primary (after the primary one was deleted). */
export async function promoteOldest(db: Kysely<Database>, owner: Owner): Promise<void> {
  const first = await db.selectFrom('paymentMethods').select('id').where(ownerColumn(owner), '=', owner.id).orderBy('id').executeTakeFirst();
  if (first) await db.updateTable('paymentMethods').set({ isPrimary: true }).where('id', '=', first.id).execute();
}

/** PCI DSS 3.3.1.2: erases every stored card security code (clients', organizations' and referral partners'). */
export async function eraseSecurityCodes(db: Kysely<Database>): Promise<number> {
  const a = await db.updateTable('paymentMethods').set({ cardCvvEncrypted: null }).where('cardCvvEncrypted', 'is not', null).executeTakeFirst();
  const b = await db
    .updateTable('referralSourcePaymentMethods')
    .set({ securityCodeEncrypted: null })
    .where('securityCodeEncrypted', 'is not', null)
    .executeTakeFirst();
  return Number(a.numUpdatedRows) + Number(b.numUpdatedRows);
}
