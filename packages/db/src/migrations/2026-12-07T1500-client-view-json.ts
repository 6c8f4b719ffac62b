import type { Kysely } from 'kysely';
import {
  addKeptViewJson,
  dropKeptViewJson,
  jsonDisplayId,
  jsonIsoTimestamp,
  jsonLiteral,
  jsonValue,
} from './kept-view-json-v1';

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

const ITEM = [
  ['id', jsonLiteral('p.id')],
  ['displayId', jsonDisplayId('A')],
  ['firstName', jsonValue('p.first_name')],
  ['middleName', jsonValue('p.middle_name')],
  ['lastName', jsonValue('p.last_name')],
  ['fullName', jsonValue('p.full_name')],
  ['email', jsonValue('p.email')],
  ['phone', jsonValue('p.phone')],
  ['status', jsonValue('p.status')],
  ['portalStatus', jsonValue('p.portal_status')],
  [
    'ssn',
    jsonValue(`case when coalesce(p.ssn_last4, '') = '' then null when length(p.ssn_last4) < 4 then '****'
      else '****' || p.ssn_last4 end`),
  ],
  ['driverLicense', jsonValue('p.driver_license')],
  ['dateOfBirth', jsonValue('p.date_of_birth')],
  ['address', jsonValue('p.address')],
  ['referralSourceId', jsonLiteral('p.referral_source_id')],
  ['referralSource', jsonValue('p.referral_source')],
  ['referralSourceName', `'null'`],
  ['dependents', jsonLiteral('p.dependents')],
  ['bankruptcyStatus', jsonLiteral('p.bankruptcy_status')],
  ['taxPreparation', jsonLiteral('p.tax_preparation')],
  ['estimatedTaxes', jsonLiteral('p.estimated_taxes')],
  ['issues1099', jsonLiteral('p.issues1099')],
  ['createdAt', jsonIsoTimestamp('created_at')],
  ['updatedAt', jsonIsoTimestamp('updated_at')],
] as const;

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
