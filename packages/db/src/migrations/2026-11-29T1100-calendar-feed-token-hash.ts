import { sql, type Kysely } from 'kysely';

// Frozen in time: written against Kysely<any>, never edited after it has shipped.
// A calendar feed's secret was stored in clear in users.calendar_feed_token. The feed is now found
// by the SHA-256 of its token (calendar_feed_token_hash); the URL to show again is sealed by the
// application in calendar_feed_token_sealed. Existing tokens keep working through their hash;
// their clear copies are dropped here (SQL cannot seal them), so the settings page offers a new
// link for them instead of the old one.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table users add column calendar_feed_token_hash text`.execute(db);
  await sql`update users set calendar_feed_token_hash = encode(sha256(convert_to(calendar_feed_token, 'UTF8')), 'hex')
    where calendar_feed_token is not null`.execute(db);
  await sql`drop index users_calendar_feed_token_key`.execute(db);
  await sql`update users set calendar_feed_token = null where calendar_feed_token is not null`.execute(db);
  await sql`alter table users rename column calendar_feed_token to calendar_feed_token_sealed`.execute(db);
  await sql`create unique index users_calendar_feed_token_hash_key on users (calendar_feed_token_hash)
    where calendar_feed_token_hash is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index users_calendar_feed_token_hash_key`.execute(db);
  await sql`alter table users rename column calendar_feed_token_sealed to calendar_feed_token`.execute(db);
  await sql`alter table users drop column calendar_feed_token_hash`.execute(db);
  await sql`create unique index users_calendar_feed_token_key on users (calendar_feed_token) where calendar_feed_token is not null`.execute(
    db,
  );
}
