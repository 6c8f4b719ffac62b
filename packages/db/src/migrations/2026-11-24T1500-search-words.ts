import { sql, type Kysely } from 'kysely';

// Frozen in time: written against Kysely<any>, never edited after it has shipped.
// Type-ahead search by name-word prefix (issue 15): one row per distinct lowercased word of a
// client's full name, or of an organization's DBA and legal name, kept by triggers. The btree on
// (word, name_key, id) answers `word like 'smi%' order by word, name_key, id limit 10` in index
// order, stopping after ten entries however many thousands of people are called Smith. Words are
// split on white space and punctuation, as packages/domain's NAME_WORD_SEPARATORS does on the
// typed term. `collate "C"`: byte order, so that a prefix is one index range whatever the locale.

const SPLIT = `'[[:space:][:punct:]]+'`;

interface Words {
  table: string;
  owner: string;
  key: string;
  /** The text whose words are indexed, over the row `r`. */
  text: (r: string) => string;
  /** The sort key within a word, over the row `r`. */
  nameKey: (r: string) => string;
  /** Columns whose change rebuilds the words. */
  columns: string[];
}

const CLIENTS: Words = {
  table: 'client_name_words',
  owner: 'clients',
  key: 'client_id',
  text: (r) => `${r}.full_name`,
  nameKey: (r) => `lower(${r}.full_name)`,
  columns: ['full_name'],
};

const ORGANIZATIONS: Words = {
  table: 'organization_name_words',
  owner: 'organizations',
  key: 'organization_id',
  text: (r) => `concat_ws(' ', ${r}.business_dba, ${r}.business_legal_name)`,
  nameKey: (r) => `lower(${r}.business_dba)`,
  columns: ['business_dba', 'business_legal_name'],
};

async function create(db: Kysely<any>, w: Words): Promise<void> {
  await sql
    .raw(
      `create table ${w.table} (
    word text collate "C" not null,
    name_key text collate "C" not null,
    ${w.key} integer not null references ${w.owner} (id) on delete cascade,
    primary key (${w.key}, word)
  )`,
    )
    .execute(db);
  await sql.raw(`create index ${w.table}_prefix_idx on ${w.table} (word, name_key, ${w.key})`).execute(db);
  const words = (r: string) =>
    `select distinct word, ${w.nameKey(r)}, ${r}.id from regexp_split_to_table(lower(${w.text(r)}), ${SPLIT}) as word where word <> ''`;
  await sql
    .raw(
      `create function ${w.table}_sync() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE' then
        delete from ${w.table} where ${w.key} = new.id;
      end if;
      if new.deleted_at is null then
        insert into ${w.table} (word, name_key, ${w.key}) ${words('new')};
      end if;
      return null;
    end $$`,
    )
    .execute(db);
  await sql
    .raw(`create trigger ${w.table}_insert after insert on ${w.owner} for each row execute function ${w.table}_sync()`)
    .execute(db);
  const changed = [...w.columns, 'deleted_at'].map((c) => `old.${c} is distinct from new.${c}`).join(' or ');
  await sql
    .raw(
      `create trigger ${w.table}_update after update on ${w.owner} for each row when (${changed}) execute function ${w.table}_sync()`,
    )
    .execute(db);
  await sql
    .raw(
      `insert into ${w.table} (word, name_key, ${w.key}) select s.* from ${w.owner} o cross join lateral (${words('o')}) s where o.deleted_at is null`,
    )
    .execute(db);
  await sql.raw(`analyze ${w.table}`).execute(db);
}

async function drop(db: Kysely<any>, w: Words): Promise<void> {
  await sql.raw(`drop trigger if exists ${w.table}_insert on ${w.owner}`).execute(db);
  await sql.raw(`drop trigger if exists ${w.table}_update on ${w.owner}`).execute(db);
  await sql.raw(`drop function if exists ${w.table}_sync()`).execute(db);
  await sql.raw(`drop table if exists ${w.table}`).execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  await create(db, CLIENTS);
  await create(db, ORGANIZATIONS);
}

export async function down(db: Kysely<any>): Promise<void> {
  await drop(db, ORGANIZATIONS);
  await drop(db, CLIENTS);
}
