import type { Database } from '@app/db';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { isLoopbackHttpUrl, resolvesToPublicAddresses, type LookupAll } from './push-subscriptions';
import {
  getPublicKey,
  loopbackPushSubscriptionSchema,
  pushSubscriptionSchema,
  removeSubscription,
  saveSubscription,
} from './web-push';

export interface PushRoutesOptions {
  db: Kysely<Database>;
  authenticate(request: FastifyRequest): Promise<{ userId: number } | null>;
  /** DNS resolution of endpoint hosts (tests pass their own). */
  lookup?: LookupAll;
  /** Tests only (WEB_PUSH_ALLOW_LOOPBACK_HTTP=1): also accept http endpoints on 127.0.0.1 / [::1]. */
  allowLoopbackHttp?: boolean;
}

export const PUSH_ENDPOINT_NOT_PUBLIC = 'endpoint: must be an https URL of a push service on a public address';

const unsubscribeSchema = z.object({ endpoint: z.string().min(1).max(2048) });

/**
 * GET /api/push/public-key, POST and DELETE /api/push-subscriptions. The Origin check for the
 * mutations is the server's global hook, not repeated here.
 */
export function registerPushRoutes(
  app: FastifyInstance,
  { db, authenticate, lookup, allowLoopbackHttp = false }: PushRoutesOptions,
): void {
  const schema = allowLoopbackHttp ? loopbackPushSubscriptionSchema : pushSubscriptionSchema;
  const endpointAllowed = async (endpoint: string) =>
    (allowLoopbackHttp && isLoopbackHttpUrl(endpoint)) || (await resolvesToPublicAddresses(endpoint, lookup));

  async function userId(request: FastifyRequest, reply: FastifyReply): Promise<number | null> {
    const session = await authenticate(request);
    if (!session) {
      await reply.code(401).send({ message: 'Not authenticated' });
      return null;
    }
    return session.userId;
  }

  app.get('/api/push/public-key', async (request, reply) => {
    if ((await userId(request, reply)) === null) return reply;
    return { publicKey: await getPublicKey(db) };
  });

  app.post('/api/push-subscriptions', async (request, reply) => {
    const user = await userId(request, reply);
    if (user === null) return reply;
    const parsed = schema.safeParse(unwrap(request.body));
    if (!parsed.success) return reply.code(400).send({ message: describe(parsed.error) });
    if (!(await endpointAllowed(parsed.data.endpoint)))
      return reply.code(400).send({ message: PUSH_ENDPOINT_NOT_PUBLIC });
    const { id } = await saveSubscription(db, user, parsed.data);
    return reply.code(201).send({ id, endpoint: parsed.data.endpoint });
  });

  app.delete('/api/push-subscriptions', async (request, reply) => {
    const user = await userId(request, reply);
    if (user === null) return reply;
    const parsed = unsubscribeSchema.safeParse(unwrap(request.body));
    if (!parsed.success) return reply.code(400).send({ message: describe(parsed.error) });
    await removeSubscription(db, user, parsed.data.endpoint);
    return { ok: true };
  });
}

// The spec leaves the payload unspecified: accept the bare subscription or `{subscription}`.
function unwrap(body: unknown): unknown {
  if (typeof body === 'object' && body !== null && 'subscription' in body) return body.subscription;
  return body ?? {};
}

function describe(error: z.ZodError): string {
  const parts = error.issues.map((issue) =>
    issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
  );
  return [...new Set(parts)].join('; ');
}
