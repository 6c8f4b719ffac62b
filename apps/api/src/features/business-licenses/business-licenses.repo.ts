import type { BusinessLicenseRenewalsTable, Database } from '@app/db';
import type { Insertable, Kysely, Selectable } from 'kysely';

// A business licence schedule per organization: its renewals as generated and saved. The renewals
// list across organizations (its filters, pages and counts) is business-license-renewals.repo.ts.

export type RenewalRow = Selectable<BusinessLicenseRenewalsTable>;
export type RenewalKind = 'la_city' | 'other';

export function listForOrganization(db: Kysely<Database>, organizationId: number): Promise<RenewalRow[]> {
  return db
    .selectFrom('businessLicenseRenewals')
    .selectAll()
    .where('organizationId', '=', organizationId)
    .orderBy('dueDate')
    .orderBy('id')
    .execute();
}

/** Pending renewals of the organization (of one kind, or all), except the years in `keepYears`. */
export async function deletePending(
  db: Kysely<Database>,
  organizationId: number,
  kind?: RenewalKind,
  keepYears: number[] = [],
): Promise<number> {
  let query = db
    .deleteFrom('businessLicenseRenewals')
    .where('organizationId', '=', organizationId)
    .where('status', '=', 'pending');
  if (kind) query = query.where('kind', '=', kind);
  if (keepYears.length > 0) query = query.where('year', 'not in', keepYears);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Idempotent upsert per (organization, kind, year); a pending row takes the new due date, a completed one stays. */
export async function upsertRenewals(
  db: Kysely<Database>,
  rows: Insertable<BusinessLicenseRenewalsTable>[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('businessLicenseRenewals')
    .values(rows)
    .onConflict((oc) =>
      oc
        .columns(['organizationId', 'kind', 'year'])
        .doUpdateSet((eb) => ({ dueDate: eb.ref('excluded.dueDate') }))
        .where('businessLicenseRenewals.status', '=', 'pending'),
    )
    .execute();
}
