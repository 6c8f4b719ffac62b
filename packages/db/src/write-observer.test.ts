import { describe, expect, it } from 'vitest';
import { writesWatchedTable } from './write-observer';

describe('writesWatchedTable', () => {
  it('sees writes to sessions, users and settings, quoted or not, and ignores reads and other tables', () => {
    expect(writesWatchedTable('update "users" set "role" = $1 where "id" = $2')).toBe(true);
    expect(writesWatchedTable('delete from "sessions" where "id" = $1')).toBe(true);
    expect(writesWatchedTable('insert into "user_settings" ("user_id") values ($1)')).toBe(true);
    expect(writesWatchedTable('update app_settings set value = $1')).toBe(true);
    expect(writesWatchedTable('with x as (update "users" set "flags" = $1 returning id) select * from x')).toBe(true);
    expect(writesWatchedTable('select * from "sessions" where "id" = $1')).toBe(false);
    expect(writesWatchedTable('update "clients" set "user_note" = $1')).toBe(false);
    expect(writesWatchedTable('insert into "audit_log" ("users_seen") values ($1)')).toBe(false);
  });
});
