import { describe, expect, it } from 'vitest';
import { AuditListInput, AuditListQuery } from './audit.schema';

const messages = (
  schema: { safeParse: (v: unknown) => { error?: { issues: Array<{ message: string; path: PropertyKey[] }> } } },
  value: unknown,
) => schema.safeParse(value).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('audit log filters', () => {
  it('reads the query string: numbers, days, the zone and the CSV format; blank is no filter', () => {
    expect(
      AuditListQuery.parse({
        limit: '25',
        offset: '50',
        userId: '7',
        entityType: ' client ',
        entityId: '',
        from: '2026-01-01',
        to: '2026-01-31',
        timeZone: 'America/New_York',
        format: 'csv',
      }),
    ).toEqual({
      limit: 25,
      offset: 50,
      userId: 7,
      entityType: 'client',
      entityId: undefined,
      from: '2026-01-01',
      to: '2026-01-31',
      timeZone: 'America/New_York',
      format: 'csv',
    });
    expect(AuditListQuery.parse({ from: '', to: '' })).toMatchObject({ limit: 50, from: null, to: null });
    expect(AuditListInput.parse(undefined)).toEqual({ limit: 50 });
  });

  it('names the field of a bad value', () => {
    expect(messages(AuditListQuery, { from: '2026-02-30' })).toEqual(['from: from must be a date (YYYY-MM-DD)']);
    expect(messages(AuditListQuery, { from: '2026-03-02', to: '2026-03-01' })).toEqual([
      'to: to must be on or after from',
    ]);
    expect(messages(AuditListQuery, { timeZone: 'Europe/Paris' })[0]).toMatch(
      /^timeZone: timeZone must be one of America\/New_York/,
    );
    expect(messages(AuditListQuery, { offset: '-1' })).toEqual(['offset: Offset must be 0 or more']);
    expect(messages(AuditListQuery, { format: 'xlsx' })).toEqual(['format: format must be json or csv']);
    expect(messages(AuditListInput, { limit: 201 })).toEqual(['limit: Limit must be at most 200']);
    expect(messages(AuditListInput, { entityType: 'x'.repeat(101) })).toEqual([
      'entityType: entityType must be at most 100 characters',
    ]);
  });
});
