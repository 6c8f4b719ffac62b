import type { Kysely } from 'kysely';
import { addKeptViewJson, dropKeptViewJson } from './kept-view-json-v1';

// Frozen in time: written against Kysely<any>, never edited after it has shipped.
// Issue 27: every page of the clients list was built as JSON by the database on every read, each of
// its 25 fields converted by its type: about 13 µs a row, 0.63 of the first page's 0.87 ms in
// PostgreSQL, and half the database's time of a search page. Each client without a referral partner
// now keeps its list item as JSON text (view_json), written by a trigger before every insert and
// update of its row, so a page joins 50 kept texts. A client with a partner keeps null: the partner's
// name is in another table (renaming the partner changes the item), so the page builds that item
// when it is read. The item is apps/api's ClientView as of this migration (clients.view.ts
// toClientView: the display id's prefix A and at least 4 digits, the SSN masked as **** and its last
// 4, timestamps as toISOString writes them); clients.view.test.ts holds the kept text to it.

const ITEM = `select p.id,
  'A' || case when p.id between 0 and 999 then lpad(p.id::text, 4, '0') else p.id::text end as "displayId",
  p.first_name as "firstName", p.middle_name as "middleName", p.last_name as "lastName", p.full_name as "fullName",
  p.email, p.phone, p.status, p.portal_status as "portalStatus",
  case when coalesce(p.ssn_last4, '') = '' then null when length(p.ssn_last4) < 4 then '****'
    else '****' || p.ssn_last4 end as ssn,
  p.driver_license as "driverLicense", p.date_of_birth as "dateOfBirth", p.address,
  p.referral_source_id as "referralSourceId", p.referral_source as "referralSource",
  null::text as "referralSourceName", p.dependents, p.bankruptcy_status as "bankruptcyStatus",
  p.tax_preparation as "taxPreparation", p.estimated_taxes as "estimatedTaxes", p.issues1099 as "issues1099",
  to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt",
  to_char(p.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "updatedAt"`;

export async function up(db: Kysely<any>): Promise<void> {
  await addKeptViewJson(db, {
    table: 'clients',
    fn: 'client_view_json',
    item: ITEM,
    keptUnless: (row) => `${row}.referral_source_id is not null`,
  });
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropKeptViewJson(db, { table: 'clients', fn: 'client_view_json' });
}
