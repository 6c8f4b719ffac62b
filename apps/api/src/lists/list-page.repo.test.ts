import { describe, expect, it } from 'vitest';
import { createKysely } from '@app/db';
import { PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { rowCount } from './list-page.repo';

describe('rowCount', () => {
  const db = createKysely(new PostgresDialect({ pool: new pg.Pool() }));

  it('writes a whole number into the statement text', () => {
    const query = sql`select 1 limit ${rowCount(25)} offset ${rowCount(0)}`.compile(db);
    expect(query.sql).toBe('select 1 limit 25 offset 0');
    expect(query.parameters).toEqual([]);
  });

  it('refuses anything else', () => {
    for (const bad of [-1, 2.5, Number.NaN, Number.MAX_SAFE_INTEGER + 2])
      expect(() => rowCount(bad)).toThrow(RangeError);
  });
});
