import type { Database, MerchantAccountsTable } from '@app/db';
import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';

export type MerchantAccountRow = Selectable<MerchantAccountsTable>;

/** Active accounts first, then the disabled ones; oldest first within each. */
export function listForOrganization(db: Kysely<Database>, organizationId: number): Promise<MerchantAccountRow[]> {
  return db
    .selectFrom('merchantAccounts')
    .selectAll()
    .where('organizationId', '=', organizationId)
    .orderBy(sql`status = 'disabled'`)
    .orderBy('id')
    .execute();
}

export function findAccount(db: Kysely<Database>, id: number): Promise<MerchantAccountRow | undefined> {
  return db
    .selectFrom('merchantAccounts')
    .innerJoin('organizations', 'organizations.id', 'merchantAccounts.organizationId')
    .selectAll('merchantAccounts')
    .where('merchantAccounts.id', '=', id)
    .where('organizations.deletedAt', 'is', null)
    .executeTakeFirst();
}

export function insertAccount(
  db: Kysely<Database>,
  values: Insertable<MerchantAccountsTable>,
): Promise<MerchantAccountRow> {
  return db.insertInto('merchantAccounts').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateAccount(
  db: Kysely<Database>,
  id: number,
  values: Updateable<MerchantAccountsTable>,
): Promise<MerchantAccountRow | undefined> {
  return db.updateTable('merchantAccounts').set(values).where('id', '=', id).returningAll().executeTakeFirst();
}
