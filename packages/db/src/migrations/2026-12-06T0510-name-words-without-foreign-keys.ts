import { sql, type Kysely } from 'kysely';

// Frozen in time: written against Kysely<any>, never edited after it has shipped.
// The name words of clients and organizations are written only by their owners' insert and update
// triggers, so each word's owner exists by construction; their foreign keys added one check per
// word, and each check ran the plan the session had cached for it. That plan is made when the
// owner table is small (a new firm, a test, an import's first rows) and a sequential scan, and it
// stays for the whole of a long transaction: an import of 20,000 clients on PostgreSQL in one
// transaction spent 1.1 ms a client in these checks, growing with the table (0.08 ms without),
// and on PGlite they were half of each import part. A statement trigger on delete takes the
// words of deleted owners away, as the keys' cascade did.

interface Words {
  table: string;
  owner: string;
  key: string;
}

const WORDS: Words[] = [
  { table: 'client_name_words', owner: 'clients', key: 'client_id' },
  { table: 'organization_name_words', owner: 'organizations', key: 'organization_id' },
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const w of WORDS) {
    await sql.raw(`alter table ${w.table} drop constraint ${w.table}_${w.key}_fkey`).execute(db);
    await sql
      .raw(
        `create function ${w.table}_delete_rows() returns trigger language plpgsql as $$
    begin
      delete from ${w.table} w using old_rows o where w.${w.key} = o.id;
      return null;
    end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${w.table}_delete after delete on ${w.owner} referencing old table as old_rows for each statement execute function ${w.table}_delete_rows()`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const w of WORDS) {
    await sql.raw(`drop trigger ${w.table}_delete on ${w.owner}`).execute(db);
    await sql.raw(`drop function ${w.table}_delete_rows()`).execute(db);
    await sql
      .raw(`delete from ${w.table} w where not exists (select 1 from ${w.owner} o where o.id = w.${w.key})`)
      .execute(db);
    await sql
      .raw(
        `alter table ${w.table} add constraint ${w.table}_${w.key}_fkey foreign key (${w.key}) references ${w.owner} (id) on delete cascade`,
      )
      .execute(db);
  }
}
