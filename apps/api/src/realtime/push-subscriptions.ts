import type { Database } from '@app/db';
import ipaddr from 'ipaddr.js';
import type { Kysely } from 'kysely';
import { lookup as dnsLookup } from 'node:dns/promises';
import { z } from 'zod';
import * as repo from './push.repo';

type Db = Kysely<Database>;

const MAX_SUBSCRIPTIONS_PER_USER = 20;

const base64url = (bytes: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'must be base64url')
    .refine((value) => Buffer.from(value, 'base64url').length === bytes, `must encode ${bytes} bytes`);

const subscriptionSchema = (endpointAllowed: (value: string) => boolean) =>
  z.object({
    endpoint: z.string().max(2048).refine(endpointAllowed, 'must be an https URL of a push service'),
    expirationTime: z.number().nullable().optional(),
    keys: z.object({ p256dh: base64url(65), auth: base64url(16) }),
  });

/**
 * A browser PushSubscription as `subscription.toJSON()` gives it. Endpoints are https URLs on a
 * host name: the server POSTs to them, so IP literals and localhost are refused (SSRF).
 */
export const pushSubscriptionSchema = subscriptionSchema(isPublicHttpsUrl);

/**
 * Tests only (WEB_PUSH_ALLOW_LOOPBACK_HTTP=1): also an http URL on 127.0.0.1 or [::1], the browser
 * tests' fake push service.
 */
export const loopbackPushSubscriptionSchema = subscriptionSchema(
  (value) => isPublicHttpsUrl(value) || isLoopbackHttpUrl(value),
);

export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/** Names that never lead to a public push service (RFC 6761, 6762, 8375 and the usual private zones). */
const PRIVATE_NAMES = /(^|\.)(localhost|local|internal|intranet|lan|home|corp|home\.arpa|test|invalid|example)$/;

/** The host name of an https URL without its trailing dots (`localhost.` is `localhost`), or null. */
export function httpsHostOf(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return null;
  return url.hostname.toLowerCase().replace(/\.+$/, '');
}

/** An https URL on a public-looking host name: no IP literal, no single label, no private zone. */
export function isPublicHttpsUrl(value: string): boolean {
  const host = httpsHostOf(value);
  if (!host) return false;
  const ipLiteral = /^[\d.]+$/.test(host) || host.startsWith('[') || ipaddr.isValid(host);
  return !ipLiteral && host.includes('.') && !PRIVATE_NAMES.test(host);
}

/** An http URL on 127.0.0.1 or [::1] (accepted only where tests allow it). */
export function isLoopbackHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' && ['127.0.0.1', '[::1]'].includes(url.hostname);
  } catch {
    return false;
  }
}

/** Whether an address is a public unicast one (not loopback, private, link-local, CGNAT, multicast...). */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  return parsed.range() === 'unicast';
}

export type LookupAll = (host: string) => Promise<Array<{ address: string }>>;

const systemLookup: LookupAll = (host) => dnsLookup(host, { all: true, verbatim: true });

/**
 * The server POSTs to push endpoints (SSRF): an endpoint is accepted only when its host name
 * resolves, and every address it resolves to is public.
 */
export async function resolvesToPublicAddresses(endpoint: string, lookup: LookupAll = systemLookup): Promise<boolean> {
  const host = httpsHostOf(endpoint);
  if (!host || !isPublicHttpsUrl(endpoint)) return false;
  try {
    const addresses = await lookup(host);
    return addresses.length > 0 && addresses.every((a) => isPublicAddress(a.address));
  } catch {
    return false;
  }
}

/** Upserts by endpoint: a browser shared by two users belongs to whoever subscribed last. */
export async function saveSubscription(
  db: Db,
  userId: number,
  subscription: PushSubscriptionInput,
): Promise<{ id: number }> {
  const { endpoint, keys } = subscription;
  const row = await repo.upsertSubscription(db, userId, { endpoint, p256dh: keys.p256dh, auth: keys.auth });
  // Browsers that were reset leave stale subscriptions behind; keep each user's newest ones.
  await repo.keepNewestSubscriptions(db, userId, MAX_SUBSCRIPTIONS_PER_USER);
  return row;
}

export function removeSubscription(db: Db, userId: number, endpoint: string): Promise<boolean> {
  return repo.deleteSubscriptionOf(db, userId, endpoint);
}
