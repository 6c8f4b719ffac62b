import { sql, type Kysely } from 'kysely';

// Frozen in time: written against Kysely<any>, never edited after it has shipped.
// Issue 27: as the clients list's (migration 2026-12-07T1500), each organization keeps its list item
// as JSON text (view_json), written by a trigger before every insert and update of its row, so a page
// joins 50 kept texts instead of building 8 fields a row (about 6.4 µs a row, 0.32 ms a page, in
// PostgreSQL). Every field is the row's own, so every organization keeps one. The item is apps/api's
// organizations list item as of this migration (organizations.view.ts toListItem: the display id's
// prefix B and at least 4 digits, created_at as toISOString writes it); organizations.view.test.ts
// holds the kept text to it.

const ITEM = `select p.id,
  'B' || case when p.id between 0 and 999 then lpad(p.id::text, 4, '0') else p.id::text end as "displayId",
  p.business_dba as "businessDba", p.business_legal_name as "businessLegalName",
  p.business_email as "businessEmail", p.business_phone as "businessPhone", p.status,
  to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt"`;

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table organizations add column view_json text`.execute(db);
  await sql`create function organization_view_json(p organizations) returns text language sql stable as $fn$
    select row_to_json(v)::text from (${sql.raw(ITEM)}) v
    $fn$`.execute(db);
  await sql`create function organizations_view_json_write() returns trigger language plpgsql as $fn$
    begin
      new.view_json := organization_view_json(new);
      return new;
    end
    $fn$`.execute(db);
  // Row triggers of one timing fire in name order: after organizations_set_updated_at.
  await sql`create trigger organizations_view_json before insert or update on organizations
    for each row execute function organizations_view_json_write()`.execute(db);
  // The existing rows, without the triggers that an update would set off (updated_at, the payroll
  // calendar's events, the counts, the data version): nothing else about them changes.
  await sql`alter table organizations disable trigger user`.execute(db);
  await sql`update organizations o set view_json = organization_view_json(o)`.execute(db);
  await sql`alter table organizations enable trigger user`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists organizations_view_json on organizations`.execute(db);
  await sql`drop function if exists organizations_view_json_write()`.execute(db);
  await sql`drop function if exists organization_view_json(organizations)`.execute(db);
  await sql`alter table organizations drop column if exists view_json`.execute(db);
}
