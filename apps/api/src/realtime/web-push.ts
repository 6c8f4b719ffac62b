import type { Database } from '@app/db';
import type { Kysely } from 'kysely';
import webpush from 'web-push';
import * as repo from './push.repo';
import { isLoopbackHttpUrl, isPublicHttpsUrl } from './push-subscriptions';
import { getVapidKeys } from './vapid-keys';

export { getPublicKey, getVapidKeys, type VapidKeys } from './vapid-keys';
export {
  loopbackPushSubscriptionSchema,
  pushSubscriptionSchema,
  removeSubscription,
  saveSubscription,
  type PushSubscriptionInput,
} from './push-subscriptions';

type Db = Kysely<Database>;

export interface PushPayload {
  notificationId: number;
  title: string;
  body: string;
  /** Where a click on the notification leads; default /notifications. */
  url?: string | null;
}

/** What the service worker receives (`event.data.json()`). */
export interface PushMessage {
  title: string;
  body: string;
  url: string;
  notificationId: number;
  tag: string;
}

export interface SendPushOptions {
  /** VAPID contact; push services reject localhost addresses. */
  subject?: string;
  timeoutMs?: number;
  /** Tests only (WEB_PUSH_ALLOW_LOOPBACK_HTTP=1): accept http endpoints on loopback addresses. */
  allowLoopbackHttp?: boolean;
  ttlSeconds?: number;
}

export interface PushResult {
  sent: number;
  failed: number;
  removed: number;
}

// The encrypted record holds 4096 bytes; keep the clear text well below.
const truncate = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * Sends the payload to each of the user's subscriptions; subscriptions the push service reports
 * gone (404/410) are deleted. Each attempt is recorded in notification_deliveries.
 */
export async function sendPush(
  db: Db,
  userId: number,
  payload: PushPayload,
  options: SendPushOptions = {},
): Promise<PushResult> {
  const subscriptions = await repo.subscriptionsOf(db, userId);
  if (subscriptions.length === 0) return { sent: 0, failed: 0, removed: 0 };

  const keys = await getVapidKeys(db);
  const message: PushMessage = {
    title: truncate(payload.title, 200),
    body: truncate(payload.body, 1000),
    url: payload.url || '/notifications',
    notificationId: payload.notificationId,
    tag: `notification-${payload.notificationId}`,
  };
  const vapidDetails = {
    subject: options.subject ?? process.env.VAPID_SUBJECT ?? 'mailto:admin@example.com',
    publicKey: keys.publicKey,
    privateKey: keys.privateKey,
  };

  const outcomes = await Promise.all(
    subscriptions.map(async (subscription) => {
      const outcome = await deliver(subscription, JSON.stringify(message), vapidDetails, options);
      if (outcome.gone) await repo.deleteSubscription(db, subscription.id);
      return outcome;
    }),
  );

  try {
    await repo.recordDeliveries(db, payload.notificationId, outcomes);
  } catch {
    // The notification was deleted meanwhile: nothing left to record against.
  }
  return {
    sent: outcomes.filter((outcome) => !outcome.error).length,
    failed: outcomes.filter((outcome) => outcome.error).length,
    removed: outcomes.filter((outcome) => outcome.gone).length,
  };
}

interface Outcome {
  error: string | null;
  gone: boolean;
}

async function deliver(
  subscription: { endpoint: string; p256dh: string; auth: string },
  body: string,
  vapidDetails: webpush.VapidKeys & { subject: string },
  options: SendPushOptions,
): Promise<Outcome> {
  if (
    !isPublicHttpsUrl(subscription.endpoint) &&
    !(options.allowLoopbackHttp && isLoopbackHttpUrl(subscription.endpoint))
  ) {
    return { error: 'Refused endpoint', gone: false };
  }
  try {
    // web-push encrypts and signs; the request itself goes through fetch for a timeout and no redirects.
    const request = webpush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      body,
      { vapidDetails, TTL: options.ttlSeconds ?? 24 * 60 * 60, urgency: 'normal' },
    );
    const headers = Object.fromEntries(
      Object.entries(request.headers)
        .filter(([name]) => name.toLowerCase() !== 'content-length')
        .map(([name, value]) => [name, String(value)]),
    );
    const response = await fetch(request.endpoint, {
      method: 'POST',
      headers,
      body: request.body,
      redirect: 'error',
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
    await response.body?.cancel();
    if (response.ok) return { error: null, gone: false };
    const gone = response.status === 404 || response.status === 410;
    return { error: `Push service answered ${response.status}`, gone };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error), gone: false };
  }
}
