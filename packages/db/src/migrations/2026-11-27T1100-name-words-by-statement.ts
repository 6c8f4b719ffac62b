import { sql, type Kysely } from 'kysely';

// Frozen in time: written against Kysely<any>, never edited after it has shipped.
// The name words of new clients and organizations (migration 2026-11-24T1500-search-words) were
// written by a row trigger: one plpgsql call and one nested insert (firing that table's own
// statement triggers) per new row, about 60 % of a 500-row import batch. Inserts now write the
// words of the whole statement at once from its transition table; updates keep the row trigger
// (a rename is one row, and its old words must go).

const SPLIT = `'[[:space:][:punct:]]+'`;

interface Words {
  table: string;
  owner: string;
  key: string;
  /** The text whose words are indexed, over the row `r`. */
  text: (r: string) => string;
  /** The sort key within a word, over the row `r`. */
  nameKey: (r: string) => string;
}

const CLIENTS: Words = {
  table: 'client_name_words',
  owner: 'clients',
  key: 'client_id',
  text: (r) => `${r}.full_name`,
  nameKey: (r) => `lower(${r}.full_name)`,
};

const ORGANIZATIONS: Words = {
  table: 'organization_name_words',
  owner: 'organizations',
  key: 'organization_id',
  text: (r) => `concat_ws(' ', ${r}.business_dba, ${r}.business_legal_name)`,
  nameKey: (r) => `lower(${r}.business_dba)`,
};

async function byStatement(db: Kysely<any>, w: Words): Promise<void> {
  await sql
    .raw(
      `create function ${w.table}_insert_rows() returns trigger language plpgsql as $$
    begin
      insert into ${w.table} (word, name_key, ${w.key})
      select distinct s.word, ${w.nameKey('n')}, n.id
      from new_rows n cross join lateral regexp_split_to_table(lower(${w.text('n')}), ${SPLIT}) as s(word)
      where n.deleted_at is null and s.word <> '';
      return null;
    end $$`,
    )
    .execute(db);
  await sql.raw(`drop trigger ${w.table}_insert on ${w.owner}`).execute(db);
  await sql
    .raw(
      `create trigger ${w.table}_insert after insert on ${w.owner} referencing new table as new_rows for each statement execute function ${w.table}_insert_rows()`,
    )
    .execute(db);
}

async function byRow(db: Kysely<any>, w: Words): Promise<void> {
  await sql.raw(`drop trigger ${w.table}_insert on ${w.owner}`).execute(db);
  await sql
    .raw(`create trigger ${w.table}_insert after insert on ${w.owner} for each row execute function ${w.table}_sync()`)
    .execute(db);
  await sql.raw(`drop function ${w.table}_insert_rows()`).execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  await byStatement(db, CLIENTS);
  await byStatement(db, ORGANIZATIONS);
}

export async function down(db: Kysely<any>): Promise<void> {
  await byRow(db, ORGANIZATIONS);
  await byRow(db, CLIENTS);
}
