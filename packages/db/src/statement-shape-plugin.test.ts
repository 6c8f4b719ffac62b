import { PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createKysely } from './connect';

const compiled = (literalPaging: boolean, limit: unknown = 50) =>
  createKysely(new PostgresDialect({ pool: new pg.Pool() }), { literalPaging })
    .selectFrom('clients')
    .select(['id', 'fullName'])
    .where('deletedAt', 'is', null)
    .where('status', '=', 'active')
    .orderBy('createdAt', 'desc')
    .limit(limit as number)
    .offset(100)
    .compile();

describe('statement shape', () => {
  it('writes names in snake case and, on PostgreSQL, LIMIT and OFFSET into the text', () => {
    const query = compiled(true);
    expect(query.sql).toBe(
      'select "id", "full_name" from "clients" where "deleted_at" is null and "status" = $1 order by "created_at" desc limit 50 offset 100',
    );
    expect(query.parameters).toEqual(['active']);
  });

  it('keeps them parameters when not asked', () => {
    const query = compiled(false);
    expect(query.sql).toMatch(/limit \$2 offset \$3$/);
    expect(query.parameters).toEqual(['active', 50, 100]);
  });

  it('writes only whole numbers into the text', () => {
    for (const limit of ['50; drop table clients', 2.5, Number.MAX_SAFE_INTEGER + 2]) {
      const query = compiled(true, limit);
      expect(query.sql).toMatch(/limit \$2 offset 100$/);
      expect(query.parameters).toEqual(['active', limit]);
    }
    expect(compiled(true, sql`50`).sql).toMatch(/limit 50 offset 100$/);
  });
});
