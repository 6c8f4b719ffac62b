import { sql, type Kysely } from 'kysely';

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
  await sql`alter table clients add column view_json text`.execute(db);
  // JSON writes dates and the text fields the same whatever the session's DateStyle and time zone.
  await sql`create function client_view_json(p clients) returns text language sql stable as $fn$
    select row_to_json(v)::text from (${sql.raw(ITEM)}) v
    $fn$`.execute(db);
  await sql`create function clients_view_json_write() returns trigger language plpgsql as $fn$
    begin
      new.view_json := case when new.referral_source_id is null then client_view_json(new) end;
      return new;
    end
    $fn$`.execute(db);
  // Row triggers of one timing fire in name order: after clients_set_updated_at, whose time it keeps.
  await sql`create trigger clients_view_json before insert or update on clients
    for each row execute function clients_view_json_write()`.execute(db);
  // The existing rows, without the triggers that an update would set off (updated_at, the counts,
  // the data version): nothing else about them changes.
  await sql`alter table clients disable trigger user`.execute(db);
  await sql`update clients c set view_json = client_view_json(c) where referral_source_id is null`.execute(db);
  await sql`alter table clients enable trigger user`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists clients_view_json on clients`.execute(db);
  await sql`drop function if exists clients_view_json_write()`.execute(db);
  await sql`drop function if exists client_view_json(clients)`.execute(db);
  await sql`alter table clients drop column if exists view_json`.execute(db);
}
