import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '@app/db';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pairsContain, pairsTerm } from './search-text.repo';

// The short terms' condition (search-text.repo.ts pairsContain over migration 2026-12-07T2100's
// search_pairs) says exactly what "search_text contains the term" says, for any text: names with
// spaces, signs, the unit separator, accents and other scripts, in any case.

const TEXT_CHARS = [..."abcxyzABZ019 .@-_'%\u001fé\u00d1ß李ŁİΩ\n𠀀"];
const TERM_CHARS = [...'abcxyzABZ019éÑß李ŁİΩ𠀀'];

const text = fc.array(fc.constantFrom(...TEXT_CHARS), { maxLength: 24 }).map((chars) => chars.join(''));
const term = fc.array(fc.constantFrom(...TERM_CHARS), { minLength: 1, maxLength: 2 }).map((chars) => chars.join(''));

describe.each(testDatabaseKinds())('search_pairs (%s)', (kind) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(kind);
  });
  afterAll(() => db?.close());

  /** For each text, pairsContain says it holds `t` exactly when it does (strpos), both over the lowered text. */
  async function expectAnswersAsContains(t: string, texts: string[]) {
    const { rows } = await sql<{ s: string; viaPairs: boolean; holds: boolean }>`select x.search_text as s,
        ${pairsContain(t, 'x')} as "viaPairs", strpos(x.search_text, lower(${t})) > 0 as holds
      from (select lower(s) as search_text from unnest(${texts}::text[]) as u(s)) x`.execute(db.db);
    for (const row of rows) expect({ t, s: row.s, says: row.viaPairs }).toEqual({ t, s: row.s, says: row.holds });
  }

  it('answers as "contains" for every term of one or two letters or digits', async () => {
    await fc.assert(
      fc.asyncProperty(term, fc.array(text, { minLength: 1, maxLength: 40 }), async (t, texts) => {
        await expectAnswersAsContains(t, texts);
      }),
      { numRuns: 150 },
    );
  });

  it('at the edges: the first and last characters, a text of one, pairs across a space or a field', async () => {
    const texts = ['a', 'ab', 'ba', 'xab', 'abx', 'a b', 'a\u001fb', 'b a', 'aab', 'abab', '', ' ', 'A', 'zZ'];
    for (const t of ['a', 'b', 'ab', 'ba', 'aa', 'zz', 'Z']) await expectAnswersAsContains(t, texts);
  });

  it('is for terms of one or two letters or digits only, of any script', () => {
    for (const t of ['a', 'Z', '7', 'ab', 'A1', 'zz', 'é', 'ß', '李', '李明', 'Ωx']) expect(pairsTerm(t), t).toBe(true);
    for (const t of ['', 'abc', 'a.', "o'", '%', '_', 'a ', ' ', '\u001f', 'a\u0301'])
      expect(pairsTerm(t), t).toBe(false);
  });

  it('finds a term of another script through the index, as an ASCII one', async () => {
    const texts = ['李明\u001fli@example.com', 'josé núñez', 'straße', 'ωmega', '𠀀李 wu', 'a𠀀'];
    for (const t of ['李', '李明', 'é', 'ñe', 'ß', 'Ω', '𠀀', '𠀀李']) await expectAnswersAsContains(t, texts);
  });
});
