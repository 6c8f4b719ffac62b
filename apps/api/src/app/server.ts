import { randomUUID } from 'node:crypto';
import { onWatchedWrite, type DatabaseHandle } from '@app/db';
import fastifyCookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { AppConfig } from '../core/config';
import type { AppDeps } from '../core/service-context';
import { purgeExpired } from '../features/auth/cleanup.repo';
import { SESSION_CACHE_MS, reuseSessionAnswers, reuseSessionAnswersWhileListening } from '../sessions/session-answers';
import { authenticateRequest } from '../sessions/session.service';
import * as chat from '../features/chat/chat.service';
import * as notifications from '../features/notifications/notifications.service';
import { cacheReads, cacheReadsWhileListening } from '../cache/read-cache';
import { DATA_VERSION_ROW, SESSION_VERSION_ROW, committedVersionOf } from '../cache/data-version.repo';
import { sharedRead } from '../core/shared-read';
import { registerErrorHandler, registerJsonParser } from '../plugins/error-handler';
import { registerLimits } from '../plugins/limits';
import { logDestination } from '../plugins/log-destination';
import { originAllowed, registerOriginCheck } from '../plugins/origin';
import { loggedPath, registerSecurityHeaders, serializeRequest } from '../plugins/security-headers';
import { MAX_TRPC_BATCH, registerSignInLimits } from '../plugins/sign-in-limits';
import { isApiPath, registerWebApp } from '../plugins/static';
import { createEventBus, type EventBus } from '../realtime/bus';
import { registerPushRoutes } from '../realtime/push.rest';
import { registerServiceWorker } from '../realtime/service-worker';
import { sendPush } from '../realtime/web-push';
import { websocketPlugin } from '../realtime/ws.plugin';
import { registerFeatureReactions } from './feature-reactions';
import { REST_AREAS } from './rest-areas';
import { Rest } from '../rest/route';
import { registerApiDocs } from '../openapi/serve';
import { createKeyRing, type KeyRing } from '../core/crypto';
import { createContextFactory } from '../trpc/trpc-context';
import { trpcHttp, type TrpcHttpOptions } from '../trpc/trpc-http';
import { appRouter, type AppRouter } from './trpc-router';
import { scheduleRecurringProjects } from '../features/projects/projects.recurrence';

export interface BuildServerOptions {
  db: DatabaseHandle;
  config: AppConfig;
  /** The event bus; absent: an in-process one, closed with the server. */
  bus?: EventBus;
  /** The clock (tests move it). */
  now?: () => Date;
  /** Overrides the key ring built from config.encryptionKey. */
  keyRing?: KeyRing;
  /** How long a session lookup's answer may serve (tests lengthen it to tell a notification from the age limit). */
  sessionCacheMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    rest: Rest;
  }
}

const REQUEST_ID = /^[\w.:-]{1,100}$/;

/** The whole HTTP surface; tests call it and use `app.inject()`. Migrations must have run. */
export async function buildServer(options: BuildServerOptions): Promise<FastifyInstance> {
  const { config } = options;
  registerFeatureReactions();
  const logs = config.logLevel === 'silent' ? null : logDestination();
  const app = Fastify({
    logger: logs ? { level: config.logLevel, stream: logs, serializers: { req: serializeRequest } } : false,
    // One line per answered request (onResponse below) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    bodyLimit: config.bodyLimit,
    // tRPC batches put every procedure name in one path segment (`/trpc/a,b,c`); Fastify's default of
    // 100 characters answered 404 to a batch of six list/count refreshes.
    routerOptions: { maxParamLength: 5000 },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
  });

  if (logs) app.addHook('onClose', async () => logs.close());
  const keyRing = options.keyRing ?? keyRingFrom(config);
  const ownBus = !options.bus;
  const bus =
    options.bus ?? createEventBus({ kind: 'pglite', onError: (error) => app.log.error({ err: error }, 'event bus') });
  // A session lookup's answer serves for a moment where every change to its rows is heard: embedded
  // PGlite has one writer, this process; on PostgreSQL, while the bus LISTENs to the database's
  // session_changes (sessions/session-answers.ts). Without such a bus: never reused.
  const sessionCacheMs = options.sessionCacheMs ?? SESSION_CACHE_MS;
  if (options.db.kind === 'pglite') reuseSessionAnswers(options.db.db, sessionCacheMs);
  else if (bus.sessionChanges) {
    const stop = reuseSessionAnswersWhileListening(
      options.db.db,
      bus.sessionChanges,
      sessionCacheMs,
      sharedRead(committedVersionOf(options.db.db, SESSION_VERSION_ROW)),
    );
    app.addHook('onClose', async () => stop());
  }
  // Read answers are kept on the same terms, for all data (read-cache.ts).
  if (config.readCache !== false) {
    const stop =
      options.db.kind === 'pglite'
        ? cacheReads(options.db.db)
        : bus.dataChanges &&
          cacheReadsWhileListening(options.db.db, bus.dataChanges, committedVersionOf(options.db.db, DATA_VERSION_ROW));
    if (stop) app.addHook('onClose', async () => stop());
  }
  const pushes = new Set<Promise<unknown>>();
  const deps: AppDeps = {
    db: options.db.db,
    database: options.db,
    dbKind: options.db.kind,
    keyRing,
    config,
    now: options.now ?? (() => new Date()),
    bus,
    log: app.log,
    push: (userId, message) => {
      const delivery = sendPush(options.db.db, userId, message, {
        allowLoopbackHttp: config.pushAllowLoopbackHttp,
      }).catch((error: unknown) => app.log.warn({ err: error, userId }, 'web push failed'));
      pushes.add(delivery);
      void delivery.finally(() => pushes.delete(delivery));
    },
  };
  // Deliveries still under way finish before the database closes.
  app.addHook('onClose', async () => {
    await Promise.allSettled([...pushes]);
  });
  app.decorate('deps', deps);
  const rest = new Rest(app, deps);
  app.decorate('rest', rest);

  registerSecurityHeaders(app, { trustProxy: config.trustProxy });
  // A callback hook, not an async one: no promise per request. The path only, secrets taken out:
  // tRPC queries carry their input in the query string (a search term can be SSN digits), a
  // calendar feed's path carries its token.
  app.addHook('onResponse', (request, reply, done) => {
    if (reply.statusCode >= 400 || request.url !== '/api/health') {
      request.log.info(
        {
          method: request.method,
          url: loggedPath(request.url),
          statusCode: reply.statusCode,
          ms: Math.round(reply.elapsedTime),
        },
        'request completed',
      );
    }
    done();
  });
  registerErrorHandler(app);
  registerJsonParser(app);
  registerOriginCheck(app, config.appOrigins);
  // No cookie parsing per request: the request context reads the session cookie when it needs it.
  await app.register(fastifyCookie, { hook: false });
  await registerLimits(app, rest);
  registerSignInLimits(app, config.signInRateLimit);

  await app.register(trpcHttp<AppRouter>, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: createContextFactory(deps),
      maxBatchSize: MAX_TRPC_BATCH,
      onError({ error, path }) {
        if (error.code === 'INTERNAL_SERVER_ERROR')
          app.log.error({ err: error.cause ?? error, path }, 'tRPC procedure failed');
      },
    },
  } satisfies TrpcHttpOptions<AppRouter>);

  // The REST adapter: one register function per area (features/<area>/<area>.rest.ts).
  for (const register of REST_AREAS) register(rest);
  // Their OpenAPI document and the reference page (openapi/, issue 26).
  registerApiDocs(app, deps, rest.routes);

  // Real time (src/realtime, the realtime engineer's): /ws and Web Push.
  const authenticate = (request: { headers: { cookie?: string | string[] } }) =>
    authenticateRequest(deps.db, request, deps.now());
  await app.register(websocketPlugin, {
    bus,
    authenticate,
    revalidate: async (request) => (await authenticate(request)) !== null,
    // PostgreSQL: the session_changes NOTIFY of every process's commits, by user. Embedded: this
    // process is the only writer, and its writes to sessions and users are seen as they commit.
    watchSessionChanges: (changed) =>
      bus.sessionChanges
        ? bus.sessionChanges.watch({ changed, listening: () => {} })
        : onWatchedWrite((visible) => {
            if (visible) changed(null);
          }),
    isAllowedOrigin: (origin, request) => originAllowed(origin, request.host, config.appOrigins),
    loadNotification: async (id) => {
      const found = await notifications.load(deps, id);
      if (!found) return null;
      const { userId: _userId, ...notification } = found;
      return notification;
    },
    loadChatMessage: (id) => chat.load(deps, id),
  });
  registerPushRoutes(app, { db: deps.db, authenticate, allowLoopbackHttp: config.pushAllowLoopbackHttp });
  if (config.pushAllowLoopbackHttp)
    app.log.warn('WEB_PUSH_ALLOW_LOOPBACK_HTTP is on: push endpoints on 127.0.0.1 are accepted (tests only)');
  registerServiceWorker(app);

  const spaFallback = await registerWebApp(app, config.webDist);
  app.setNotFoundHandler((request, reply) => {
    if (spaFallback && (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url)) {
      return spaFallback(request, reply);
    }
    return reply.code(404).send({ message: 'Not found' });
  });

  // Expired sessions and old sign-in attempts go once an hour (any instance may do it).
  const purge = setInterval(() => {
    purgeExpired(deps.db, deps.now()).catch((error: unknown) => app.log.warn({ err: error }, 'session purge failed'));
  }, 3_600_000);
  purge.unref();
  app.addHook('onClose', async () => clearInterval(purge));

  scheduleRecurringProjects(app, deps);
  if (ownBus) app.addHook('onClose', async () => bus.close());
  return app;
}

function keyRingFrom(config: AppConfig): KeyRing {
  if (!config.encryptionKey) throw new Error('ENCRYPTION_KEY is not set');
  return createKeyRing(config.encryptionKey, config.encryptionKeysOld);
}
