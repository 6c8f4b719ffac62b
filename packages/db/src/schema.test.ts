import { CamelCasePlugin, sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseColumns, type Database } from './schema';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from './testing';
import { UNCACHED_TABLES } from './write-observer';

// The same mapping connect.ts installs (a default CamelCasePlugin), exposed for the test.
class Names extends CamelCasePlugin {
  toCamel = (name: string) => this.camelCase(name);
  toSnake = (name: string) => this.snakeCase(name);
}
const names = new Names();

/**
 * Substring search on these columns (`like`/`ilike '%term%'`, or trigram similarity) needs a trigram
 * index (docs/decisions/6-scale.md); clients' and organizations' names and emails are searched
 * through search_text, their names alone by the duplicate checks.
 */
const TRIGRAM_COLUMNS: Record<string, string[]> = {
  // search_pairs(search_text): the letter pairs that terms of one or two letters are looked up in.
  clients: ['full_name', 'phone', 'search_text', 'search_pairs(search_text)'],
  organizations: ['business_dba', 'business_legal_name', 'business_phone', 'search_text', 'search_pairs(search_text)'],
  referral_sources: ['full_name', 'email', 'phone'],
  projects: ['name'],
  submissions: ['title'],
};

async function realColumns(db: Kysely<Database>): Promise<Array<{ tableName: string; columnName: string }>> {
  const result = await sql<{ tableName: string; columnName: string }>`
    select table_name, column_name from information_schema.columns
    where table_schema = current_schema() and table_name not like 'kysely\\_%'
    order by table_name, ordinal_position`.execute(db);
  return result.rows;
}

describe.each(testDatabaseKinds())('schema on %s', (kind) => {
  let handle: TestDatabase;
  beforeAll(async () => {
    handle = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('has exactly the tables and columns of the Database interface', async () => {
    const actual: Record<string, string[]> = {};
    for (const { tableName, columnName } of await realColumns(handle.db)) {
      (actual[names.toCamel(tableName)] ??= []).push(names.toCamel(columnName));
    }
    const sorted = (lists: Record<string, readonly string[]>) =>
      Object.fromEntries(Object.entries(lists).map(([table, columns]) => [table, [...columns].sort()]));
    expect(sorted(actual)).toEqual(sorted(databaseColumns));
  });

  it('names every table and column so that the CamelCasePlugin maps it back to itself', async () => {
    const broken = (await realColumns(handle.db))
      .flatMap(({ tableName, columnName }) => [tableName, columnName])
      .filter((name) => names.toSnake(names.toCamel(name)) !== name);
    expect([...new Set(broken)]).toEqual([]);
  });

  // The API's read cache hears other processes' writes through these triggers (migration
  // 2026-11-27T0900-data-change-notify): a table without one would serve stale answers.
  it('announces every write to every table but the uncached ones on data_changes', async () => {
    const { rows } = await sql<{ name: string; triggers: number }>`
      select c.relname as name, count(t.oid)::int as triggers
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace and n.nspname = current_schema()
      left join pg_trigger t on t.tgrelid = c.oid and not t.tgisinternal
        and t.tgfoid = 'notify_data_change'::regproc
        and t.tgtype & 1 = 0 -- statement level
        and t.tgtype & (4 | 8 | 16 | 32) = (4 | 8 | 16 | 32) -- insert, delete, update, truncate
        and t.tgtype & 2 = 0 -- after
      where c.relkind in ('r', 'p') and c.relname not like 'kysely\\_%'
      group by c.relname order by c.relname`.execute(handle.db);
    expect(rows.length).toBeGreaterThan(30);
    const missing = rows.filter((row) => row.triggers !== 1 && !UNCACHED_TABLES.includes(row.name));
    expect(missing.map((row) => row.name)).toEqual([]);
    const excessive = rows.filter((row) => row.triggers !== 0 && UNCACHED_TABLES.includes(row.name));
    expect(excessive.map((row) => row.name)).toEqual([]);
  });

  // Exact read-your-writes across processes (migration 2026-11-29T1110-data-versions): a table whose
  // commits did not bump the version would let another process serve an answer from before them.
  it('bumps the data version at the commit of every write to every table but the uncached ones', async () => {
    const { rows } = await sql<{ name: string; triggers: number }>`
      select c.relname as name, count(t.oid)::int as triggers
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace and n.nspname = current_schema()
      left join pg_trigger t on t.tgrelid = c.oid and not t.tgisinternal
        and t.tgfoid = 'bump_data_version'::regproc and t.tgdeferrable and t.tginitdeferred
        and t.tgname like '%\\_bump\\_data\\_version'
        and t.tgtype & (4 | 8 | 16) = (4 | 8 | 16) -- insert, delete, update
      where c.relkind in ('r', 'p') and c.relname not like 'kysely\\_%'
      group by c.relname order by c.relname`.execute(handle.db);
    const skipped = [...UNCACHED_TABLES, 'data_versions'];
    expect(rows.filter((row) => row.triggers !== 1 && !skipped.includes(row.name)).map((row) => row.name)).toEqual([]);
    expect(rows.filter((row) => row.triggers !== 0 && skipped.includes(row.name)).map((row) => row.name)).toEqual([]);
  });

  it('lists no column twice', () => {
    for (const [table, columns] of Object.entries(databaseColumns)) {
      expect(new Set(columns).size, table).toBe(columns.length);
    }
  });

  it('has a trigram index on every searched name, email and phone column', async () => {
    const result = await sql<{ tablename: string; indexdef: string }>`
      select tablename, indexdef from pg_indexes where schemaname = current_schema() and indexdef like '%gin_trgm_ops%'`.execute(
      handle.db,
    );
    const indexed = result.rows.map((row) => {
      const [, column] = /using gin \((\w+(?:\(\w+\))?) gin_trgm_ops\)/i.exec(row.indexdef) ?? [];
      return `${row.tablename}.${column}`;
    });
    const expected = Object.entries(TRIGRAM_COLUMNS).flatMap(([table, columns]) => columns.map((c) => `${table}.${c}`));
    expect(indexed.sort()).toEqual(expected.sort());
  });

  it('searches clients by name, email and phone through the trigram indexes', async () => {
    const first = ['Mary', 'John', 'Ana', 'Luis', 'Grace', 'Peter', 'Chen', 'Fatima', 'Olga', 'Samuel'];
    const last = ['Johnson', 'Garcia', 'Nguyen', 'Smith', 'Okafor', 'Larsen', 'Kowalski', 'Haddad', 'Ito', 'Moreau'];
    const rows = Array.from({ length: 2000 }, (_, i) => {
      const firstName = first[i % first.length]!;
      const lastName = `${last[Math.floor(i / first.length) % last.length]}${i}`;
      return {
        firstName,
        lastName,
        fullName: `${firstName} ${lastName}`,
        email: `${firstName}.${lastName}@example.com`.toLowerCase(),
        phone: String(3105550000 + i),
      };
    });
    await handle.db.insertInto('clients').values(rows).execute();
    await sql`analyze clients`.execute(handle.db);

    for (const [column, term] of [
      ['search_text', '%son1%'],
      ['search_text', '%garcia12%'],
      ['phone', '%55512%'],
    ] as const) {
      const plan = await handle.db.transaction().execute(async (trx) => {
        // At 2,000 rows a sequential scan can be cheaper; forbid it to see that the index applies.
        await sql`set local enable_seqscan = off`.execute(trx);
        const result = await sql<Record<string, string>>`
          explain select id from clients where ${sql.ref(column)} like ${sql.lit(term)} limit 5`.execute(trx);
        return result.rows.map((row) => Object.values(row)[0]).join('\n');
      });
      expect(plan).toContain(`clients_${column}_trgm_idx`);
    }

    const found = await handle.db
      .selectFrom('clients')
      .select('fullName')
      .where('searchText', 'like', '%johnson1%')
      .where('deletedAt', 'is', null)
      .orderBy('fullName')
      .limit(5)
      .execute();
    expect(found.length).toBe(5);
    expect(found.every((c) => /johnson1/i.test(c.fullName))).toBe(true);
  });
});
