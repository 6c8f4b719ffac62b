// The bench's data: N generated clients (default 100,000) in the database the server will open
// (DATABASE_URL, else PGlite in DATA_DIR), named as US people are (us-names.ts), inserted before the
// server starts, then ANALYZE
// (PGlite has no autovacuum). Run: tsx src/bench/generate-clients.ts [count]
import type { Database } from '@app/db';
import { formatFullName } from '@app/domain';
import { CompiledQuery, sql, type Insertable, type Kysely } from 'kysely';
import type { ClientsTable } from '@app/db';
import { listPageQuery } from '../features/clients/clients-counted-page.repo';
import { countBound } from '../lists/list-page';
import { prng } from '../seed/steps/demo-people';
import { benchPerson } from './us-names';

const BATCH = 1000;
export const CLIENT_TRIGRAM_COLUMNS = ['full_name', 'phone', 'search_text'] as const;
export const ORGANIZATION_TRIGRAM_COLUMNS = [
  'business_dba',
  'business_legal_name',
  'business_phone',
  'search_text',
] as const;

/**
 * Runs a bulk write of `table` without its trigram indexes, and builds them again exactly as the
 * migrations leave them (a pending list of 256 kB, migration 2026-12-06T0500): row-by-row upkeep of those indexes is the slow part of a bulk
 * load or update (10,000 clients' flags updated: 15 s on PGlite with them, under 1 s without).
 */
export async function withoutTrigramIndexes(
  db: Kysely<Database>,
  table: 'clients' | 'organizations',
  columns: readonly string[],
  write: () => Promise<void>,
): Promise<void> {
  for (const column of columns) await sql`drop index if exists ${sql.id(`${table}_${column}_trgm_idx`)}`.execute(db);
  await write();
  for (const column of columns) {
    await sql`create index ${sql.id(`${table}_${column}_trgm_idx`)} on ${sql.table(table)} using gin (${sql.ref(column)} gin_trgm_ops) with (fastupdate = on, gin_pending_list_limit = 256)`.execute(
      db,
    );
  }
}

export async function generateClients(db: Kysely<Database>, count: number, seed = 42): Promise<void> {
  const rand = prng(seed);
  const start = Date.parse('2019-01-01T00:00:00Z');
  const span = Date.parse('2026-01-01T00:00:00Z') - start;
  await withoutTrigramIndexes(db, 'clients', CLIENT_TRIGRAM_COLUMNS, async () => {
    for (let done = 0; done < count; done += BATCH) {
      const rows: Insertable<ClientsTable>[] = [];
      for (let i = done; i < Math.min(count, done + BATCH); i++) {
        const p = benchPerson(rand, i);
        rows.push({
          firstName: p.firstName,
          middleName: p.middleName,
          lastName: p.lastName,
          fullName: formatFullName(p.firstName, p.middleName, p.lastName),
          email: p.email,
          phone: p.phone,
          status: rand() < 0.85 ? 'active' : 'terminated',
          dateOfBirth: p.dateOfBirth,
          address: p.address,
          createdAt: new Date(start + Math.floor((span * i) / count)) as never,
        });
      }
      await db.insertInto('clients').values(rows).execute();
    }
  });
  await sql`analyze`.execute(db);
}

/** The plan of the list's search query for a term (the first 5, newest first), as text: the bench prints it, it must use the trigram indexes. */
export async function searchPlan(db: Kysely<Database>, term: string, analyze = false): Promise<string> {
  const query = listPageQuery(
    db,
    { search: term, limit: 5, offset: 0, sort: 'createdAt', order: 'desc' },
    countBound(0, 5, true),
  ).compile();
  const { rows } = await db.executeQuery<{ 'QUERY PLAN': string }>(
    CompiledQuery.raw(`explain ${analyze ? '(analyze) ' : ''}${query.sql}`, [...query.parameters]),
  );
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}
