import { sql } from 'kysely';
import { displayIdSql } from '../../lists/display-id.repo';
import { isoTimestampSql as iso } from '../../lists/iso-timestamp.repo';
import { FULL_MASK } from '../../security/sensitive-field';

// The client view of clients.view.ts, built by the database over a page's row `p` (the clients
// columns and `referral_source_name`): a page of 50 comes back as the answer's JSON text, with no
// parse, key renaming, date conversion and serialisation of every field in this process (0.4 ms of
// CPU a page). The same rules as toClientView, which clients.view.test.ts holds it to: the display id
// (prefix, at least 4 digits), the SSN masked from its last 4, timestamps as toISOString writes them.

export const CLIENT_VIEW_COLUMNS = sql`p.id,
  ${displayIdSql('client', sql`p.id`)} as "displayId",
  p.first_name as "firstName", p.middle_name as "middleName", p.last_name as "lastName", p.full_name as "fullName",
  p.email, p.phone, p.status, p.portal_status as "portalStatus",
  case when coalesce(p.ssn_last4, '') = '' then null when length(p.ssn_last4) < 4 then ${FULL_MASK}::text
    else ${FULL_MASK}::text || p.ssn_last4 end as ssn,
  p.driver_license as "driverLicense", p.date_of_birth as "dateOfBirth", p.address,
  p.referral_source_id as "referralSourceId", coalesce(p.referral_source, p.referral_source_name) as "referralSource",
  p.referral_source_name as "referralSourceName", p.dependents, p.bankruptcy_status as "bankruptcyStatus",
  p.tax_preparation as "taxPreparation", p.estimated_taxes as "estimatedTaxes", p.issues1099 as "issues1099",
  ${iso('created_at')} as "createdAt", ${iso('updated_at')} as "updatedAt"`;

/**
 * The item's JSON text kept with a page's row `p` (clients.view_json, written by a trigger on every
 * write of the row, migration 2026-12-07T1500): the same text CLIENT_VIEW_COLUMNS builds, for a client
 * without a referral partner; null for one with a partner, whose item is built when read.
 */
export const CLIENT_VIEW_KEPT = sql<string | null>`p.view_json`;
