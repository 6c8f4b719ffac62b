import type { Database } from '@app/db';
import type { Kysely } from 'kysely';

// Web Push's rows: the browsers' push subscriptions and the log of push deliveries.

type Db = Kysely<Database>;

/** Inserts a subscription, or gives an existing endpoint to `userId` with the new keys. */
export function upsertSubscription(
  db: Db,
  userId: number,
  s: { endpoint: string; p256dh: string; auth: string },
): Promise<{ id: number }> {
  return db
    .insertInto('pushSubscriptions')
    .values({ userId, ...s })
    .onConflict((oc) =>
      oc.column('endpoint').doUpdateSet({ userId, p256dh: s.p256dh, auth: s.auth, createdAt: new Date() }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** Deletes the user's subscriptions beyond their newest `keep`. */
export async function keepNewestSubscriptions(db: Db, userId: number, keep: number): Promise<void> {
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
        .limit(keep),
    )
    .execute();
}

export async function deleteSubscriptionOf(db: Db, userId: number, endpoint: string): Promise<boolean> {
  const result = await db
    .deleteFrom('pushSubscriptions')
    .where('userId', '=', userId)
    .where('endpoint', '=', endpoint)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function deleteSubscription(db: Db, id: number): Promise<void> {
  await db.deleteFrom('pushSubscriptions').where('id', '=', id).execute();
}

export function subscriptionsOf(db: Db, userId: number) {
  return db
    .selectFrom('pushSubscriptions')
    .select(['id', 'endpoint', 'p256dh', 'auth'])
    .where('userId', '=', userId)
    .execute();
}

export async function recordDeliveries(
  db: Db,
  notificationId: number,
  outcomes: Array<{ error: string | null }>,
): Promise<void> {
  await db
    .insertInto('notificationDeliveries')
    .values(
      outcomes.map((outcome) => ({
        notificationId,
        channel: 'push' as const,
        status: outcome.error ? ('failed' as const) : ('sent' as const),
        error: outcome.error,
      })),
    )
    .execute();
}
