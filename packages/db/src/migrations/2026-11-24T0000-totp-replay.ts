import type { Kysely } from 'kysely';

// Frozen in time: written against Kysely<any>, never edited after it has shipped.
// The last accepted TOTP time step per user, so that a code once used (seen over a shoulder, or
// replayed from a captured request) is refused for the rest of its validity window (RFC 6238 §5.2).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('mfa_last_totp_step', 'integer').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('mfa_last_totp_step').execute();
}
