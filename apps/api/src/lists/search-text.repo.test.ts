import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '@app/db';
import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateClients } from '../bench/generate-clients';
import { generateOrganizations } from '../bench/generate-organizations';
import { searchTextContains, SEARCH_TEXT_FIELDS } from './search-text.repo';

// A term shorter than a trigram is looked up in the index of search_text's letters and letter
// pairs, and finds exactly what the fields' ILIKE finds: case, LIKE characters, the unit separator,
// letters that appear only across a field boundary, and text outside ASCII.

const TABLES = ['clients', 'organizations'] as const;

describe.each(testDatabaseKinds())('search of terms shorter than a trigram (%s)', (kind) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(kind);
    await generateClients(db.db, 1200, 5);
    await generateOrganizations(db.db, 600);
    await sql`update clients set full_name = 'Zoë Ångström', email = 'zq@x.io' where id = (select min(id) from clients)`.execute(
      db.db,
    );
    await sql`update clients set email = null where id % 9 = 0`.execute(db.db);
    await sql`analyze`.execute(db.db);
  });
  afterAll(() => db?.close());

  const escapeLike = (t: string) => t.replace(/[\\%_]/g, (c) => `\\${c}`);

  async function found(table: (typeof TABLES)[number], term: string): Promise<number[]> {
    const rows = await db.db
      .selectFrom(table)
      .select('id')
      .where('deletedAt', 'is', null)
      .where(searchTextContains(table, term, undefined, { shortTerms: true }))
      .orderBy('id')
      .execute();
    return rows.map((r) => r.id);
  }

  async function expected(table: (typeof TABLES)[number], term: string): Promise<number[]> {
    const fields = SEARCH_TEXT_FIELDS[table].map((c) => sql`${sql.ref(c)} ilike ${`%${escapeLike(term)}%`}`);
    const { rows } = await sql<{
      id: number;
    }>`select id from ${sql.table(table)} where deleted_at is null and (${sql.join(fields, sql` or `)}) order by id`.execute(
      db.db,
    );
    return rows.map((r) => r.id);
  }

  it.each(TABLES)('%s: one and two letters find what ILIKE finds', async (table) => {
    const terms = [
      'a',
      'A',
      'an',
      'AN',
      'e',
      'zz',
      'zq',
      'q',
      'x',
      '.',
      '@',
      '%',
      '_',
      'a%',
      '1',
      '12',
      ' ',
      'ö',
      'Å',
      'ë ',
      "'",
      "o'",
      '\\',
      "\\'",
    ];
    for (const term of terms)
      expect(await found(table, term.trim() || term), `${table} "${term}"`).toEqual(
        await expected(table, term.trim() || term),
      );
    // Letters that meet only across the boundary of two fields are not a match.
    expect(await found(table, '\u001f')).toEqual(await expected(table, '\u001f'));
  });

  it.each(TABLES)('%s: a short term can be looked up in the index (the planner takes it at scale)', async (table) => {
    const query = db.db
      .selectFrom(table)
      .select('id')
      .where('deletedAt', 'is', null)
      .where(searchTextContains(table, 'zq', undefined, { shortTerms: true }))
      .compile();
    // A table of 1,200 rows is read whole as cheaply; with sequential scans off, the plan shows the index serves the term.
    const plan = await db.db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      const { rows } = await trx.executeQuery<{ 'QUERY PLAN': string }>(
        CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]),
      );
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain(`Bitmap Index Scan on ${table}_short_grams_idx`);
  });
});
