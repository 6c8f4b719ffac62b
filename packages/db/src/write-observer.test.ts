import { describe, expect, it } from 'vitest';
import { statementWrites, writesData, writesWatchedTable } from './write-observer';

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

describe('writesData', () => {
  it('counts every statement that may change data, and not reads nor writes of the uncached tables alone', () => {
    expect(writesData('select * from "clients"')).toBe(false);
    expect(writesData('with x as (select 1) select * from x')).toBe(false);
    expect(writesData('with x as (select id from "tasks" for update) select * from x')).toBe(false);
    expect(writesData('update "sessions" set "expires_at" = $1 where "id" = $2')).toBe(false);
    expect(writesData('insert into "audit_log" ("action") select "name" from "clients"')).toBe(false);
    expect(writesData('insert into "login_attempts" ("username") values ($1) returning "id"')).toBe(false);
    expect(writesData('delete from "sessions" where "expires_at" < $1')).toBe(false);
    expect(writesData('insert into "sessions" ("id") values ($1) on conflict ("id") do update set "x" = $2')).toBe(
      false,
    );

    expect(writesData('update "clients" set "first_name" = $1')).toBe(true);
    expect(writesData('insert into "tasks" ("name") values ($1)')).toBe(true);
    expect(writesData('with x as (update "clients" set "a" = 1 returning id) select * from x')).toBe(true);
    expect(writesData('with x as (delete from "sessions" returning 1) insert into "clients" select 1')).toBe(true);
    expect(writesData('truncate "clients"')).toBe(true);
    expect(writesData('create table "x" (id int)')).toBe(true);
    // A target it cannot tell counts as data.
    expect(writesData('update "public"."sessions" set "a" = 1')).toBe(true);
    expect(writesData('insert into "sessions" ("id") select id from (delete from "users" returning id) d')).toBe(true);
  });
});

describe('statementWrites', () => {
  it('answers both tests, remembered by the statement text', () => {
    const statements = [
      'select * from "clients"',
      'with x as (update "users" set "flags" = $1 returning id) select * from x',
      'update "sessions" set "expires_at" = $1 where "id" = $2',
      'update "clients" set "first_name" = $1',
    ];
    for (const text of statements) {
      const writes = statementWrites(text);
      expect(writes).toEqual({ data: writesData(text), watched: writesWatchedTable(text) });
      expect(statementWrites(text)).toBe(writes);
    }
  });

  it('stays right past its bound', () => {
    for (let i = 0; i < 2100; i++) {
      const text = i % 2 ? `update "users" set "a" = ${i}` : `select ${i}`;
      expect(statementWrites(text)).toEqual({ data: i % 2 === 1, watched: i % 2 === 1 });
    }
  });
});
