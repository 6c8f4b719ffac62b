import type { Database } from '@app/db';
import type { Kysely } from 'kysely';
import { z } from 'zod';

type Db = Kysely<Database>;

const MAX_SUBSCRIPTIONS_PER_USER = 20;

const base64url = (bytes: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'must be base64url')
    .refine((value) => Buffer.from(value, 'base64url').length === bytes, `must encode ${bytes} bytes`);

/**
 * A browser PushSubscription as `subscription.toJSON()` gives it. Endpoints are https URLs on a
 * host name: the server POSTs to them, so IP literals and localhost are refused (SSRF).
 */
export const pushSubscriptionSchema = z.object({
  endpoint: z
    .string()
    .max(2048)
    .refine(isPublicHttpsUrl, 'must be an https URL of a push service'),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: base64url(65), auth: base64url(16) }),
});

export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

export function isPublicHttpsUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  const host = url.hostname.toLowerCase();
  const ipLiteral = /^[\d.]+$/.test(host) || host.startsWith('[');
  return url.protocol === 'https:' && !ipLiteral && host.includes('.') && !host.endsWith('.localhost') && !url.username;
}

/** Upserts by endpoint: a browser shared by two users belongs to whoever subscribed last. */
export async function saveSubscription(db: Db, userId: number, subscription: PushSubscriptionInput): Promise<{ id: number }> {
  const { endpoint, keys } = subscription;
  const row = await db
    .insertInto('pushSubscriptions')
    .values({ userId, endpoint, p256dh: keys.p256dh, auth: keys.auth })
    .onConflict((oc) => oc.column('endpoint').doUpdateSet({ userId, p256dh: keys.p256dh, auth: keys.auth, createdAt: new Date() }))
    .returning('id')
    .executeTakeFirstOrThrow();
  // Browsers that were reset leave stale subscriptions behind; keep each user's newest ones.
  await db
    .deleteFrom('pushSubscriptions')
    .where('userId', '=', userId)
    .where('id', 'not in', (qb) =>
      qb
        .selectFrom('pushSubscriptions')
        .select('id')
        .where('userId', '=', userId)
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .limit(MAX_SUBSCRIPTIONS_PER_USER),
    )
    .execute();
  return row;
}

export async function removeSubscription(db: Db, userId: number, endpoint: string): Promise<boolean> {
  const result = await db
    .deleteFrom('pushSubscriptions')
    .where('userId', '=', userId)
    .where('endpoint', '=', endpoint)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
