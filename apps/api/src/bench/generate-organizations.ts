import type { Database } from '@app/db';
import { CompiledQuery, sql, type Insertable, type Kysely } from 'kysely';
import { listPageQuery } from '../features/organizations/organizations-counted-page.repo';
import { countBound } from '../lists/list-page';
import type { OrganizationsTable } from '@app/db';
import { ORG_SUFFIXES, ORG_WORDS_A, ORG_WORDS_B } from '../seed/steps/organization-names';
import { usSurname } from './us-names';
import { ORGANIZATION_TRIGRAM_COLUMNS, withoutTrigramIndexes } from './generate-clients';

// Generated organizations for the bench (docs/decisions/6-scale.md: 20,000 organizations). Deterministic: the
// same count gives the same rows. Inserted in batches straight into the table (the services'
// side effects are not what is measured), then `analyze` (PGlite has no autovacuum).

function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ENTITY_TYPES = ['llc', 'corporation', 'partnership', 'sole_proprietorship', 'nonprofit', 'other'] as const;

export function organizationRow(i: number, rand: () => number): Insertable<OrganizationsTable> {
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  // Half are named after their owner ("Garcia Plumbing"), by US surname frequency, as small firms are.
  const dba = `${rand() < 0.5 ? usSurname(rand) : pick(ORG_WORDS_A)} ${pick(ORG_WORDS_B)} ${i}`;
  const phone = `${200 + Math.floor(rand() * 700)}${String(Math.floor(rand() * 10_000_000)).padStart(7, '0')}`;
  return {
    businessDba: dba,
    businessLegalName: `${dba} ${pick(ORG_SUFFIXES)}`,
    businessEmail: `info${i}@${dba.split(' ')[0]!.toLowerCase()}${i % 97}.example.com`,
    businessPhone: phone,
    entityType: pick(ENTITY_TYPES),
    servicesPurchased: [],
    status: rand() < 0.85 ? 'active' : 'terminated',
    createdAt: new Date(Date.UTC(2020, 0, 1) + i * 3_600_000) as never,
  };
}

export async function generateOrganizations(db: Kysely<Database>, count: number, batch = 1000): Promise<void> {
  const rand = prng(20_000);
  await withoutTrigramIndexes(db, 'organizations', ORGANIZATION_TRIGRAM_COLUMNS, async () => {
    for (let start = 0; start < count; start += batch) {
      const rows = Array.from({ length: Math.min(batch, count - start) }, (_, k) =>
        organizationRow(start + k + 1, rand),
      );
      await db.insertInto('organizations').values(rows).execute();
    }
  });
  await sql`analyze organizations`.execute(db);
}

/** EXPLAIN ANALYZE of the list's search (first page of 50), to show the trigram indexes in use. */
export async function organizationSearchPlan(db: Kysely<Database>, term: string): Promise<string> {
  const search = { text: term, phoneLike: null, id: null };
  const query = listPageQuery(db, { search, limit: 50, offset: 0 }, countBound(0, 50, true)).compile();
  const result = await db.executeQuery<{ 'QUERY PLAN': string }>(
    CompiledQuery.raw(`explain analyze ${query.sql}`, [...query.parameters]),
  );
  return result.rows.map((r) => r['QUERY PLAN']).join('\n');
}
