import fastifyWebsocket, { type WebSocket } from '@fastify/websocket';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { BusEvent, EventBus } from './bus-event';

export interface WebsocketPluginOptions {
  bus: EventBus;
  /** Reads the session cookie; null when not (fully) signed in. */
  authenticate(request: FastifyRequest): Promise<{ userId: number } | null>;
  loadNotification(id: number): Promise<unknown | null>;
  loadChatMessage?(id: number): Promise<unknown | null>;
  /**
   * Checked on every heartbeat; false closes the socket with 4401 (logged out, session expired).
   * It should not extend the session: an open tab alone is not user activity.
   */
  revalidate?(request: FastifyRequest): Promise<boolean>;
  /** Default: no Origin header (not a browser), or an Origin whose host is the request's host. */
  isAllowedOrigin?(origin: string, request: FastifyRequest): boolean;
  heartbeatMs?: number;
  maxPayload?: number;
  /**
   * Hears committed changes to a user's sessions, account or flags (null: anyone's), from any
   * process: that user's sockets are checked again at once (sign-out, deactivation, deletion, a
   * flag change close them with 4401 instead of at the next heartbeat). Returns the unsubscribe.
   */
  watchSessionChanges?(changed: (userId: number | null) => void): () => void;
}

/** Changes to anyone's rows (an app setting, the embedded database's writes) recheck every socket at most this often. */
const RECHECK_ALL_MS = 200;

export const CLOSE_UNAUTHORIZED = 4401;
const MAX_SOCKETS_PER_USER = 30;
// A client that stopped reading must not make the server buffer without bound.
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

interface Connection {
  userId: number;
  request: FastifyRequest;
  alive: boolean;
}

export const websocketPlugin: FastifyPluginAsync<WebsocketPluginOptions> = async (fastify, options) => {
  const maxPayload = options.maxPayload ?? 64 * 1024;
  if (!fastify.hasDecorator('websocketServer')) {
    await fastify.register(fastifyWebsocket, {
      options: { maxPayload },
      errorHandler(error, socket, request) {
        // Mostly clients vanishing or sending oversized frames: not server faults.
        request.log.info({ err: error }, 'websocket error');
        socket.terminate();
      },
    });
  }

  const connections = new Map<WebSocket, Connection>();
  const byUser = new Map<number, Set<WebSocket>>();
  const sessions = new WeakMap<FastifyRequest, { userId: number } | null>();
  const isAllowedOrigin = options.isAllowedOrigin ?? sameHost;

  function send(socket: WebSocket, message: unknown): void {
    sendText(socket, JSON.stringify(message));
  }

  function sendText(socket: WebSocket, text: string): void {
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      socket.terminate();
      return;
    }
    socket.send(text);
  }

  function sendToUser(userId: number, message: unknown): void {
    for (const socket of byUser.get(userId) ?? []) send(socket, message);
  }

  function add(socket: WebSocket, connection: Connection): void {
    connections.set(socket, connection);
    let sockets = byUser.get(connection.userId);
    if (!sockets) byUser.set(connection.userId, (sockets = new Set()));
    sockets.add(socket);
    if (sockets.size > MAX_SOCKETS_PER_USER) {
      const oldest = sockets.values().next().value!;
      remove(oldest);
      oldest.close(1008, 'Too many connections');
    }
  }

  function remove(socket: WebSocket): void {
    const connection = connections.get(socket);
    if (!connection) return;
    connections.delete(socket);
    const sockets = byUser.get(connection.userId);
    sockets?.delete(socket);
    if (sockets?.size === 0) byUser.delete(connection.userId);
  }

  async function onEvent(event: BusEvent): Promise<void> {
    // Every process receives every event; only those holding the user's sockets load anything.
    if (event.type === 'notification') {
      if (!byUser.has(event.userId)) return;
      const notification = await options.loadNotification(event.notificationId);
      if (notification != null) sendToUser(event.userId, { type: 'notification', notification });
    } else if (event.type === 'notification_changed') {
      sendToUser(event.userId, { type: 'notification_changed' });
    } else if (event.type === 'chat') {
      if (!options.loadChatMessage || connections.size === 0) return;
      const message = await options.loadChatMessage(event.messageId);
      if (message == null) return;
      // Serialized once for every socket: the fan-out's cost is then the sends alone.
      const frame = JSON.stringify({ type: 'message_received', message });
      for (const socket of connections.keys()) sendText(socket, frame);
    }
  }

  const unsubscribe = options.bus.subscribe((event) =>
    onEvent(event).catch((error: unknown) => fastify.log.error({ err: error, event }, 'websocket fan-out failed')),
  );

  function recheck(socket: WebSocket, connection: Connection): void {
    options.revalidate?.(connection.request).then(
      (valid) => {
        if (valid || !connections.has(socket)) return;
        remove(socket);
        socket.close(CLOSE_UNAUTHORIZED, 'Unauthorized');
      },
      (error: unknown) => connection.request.log.warn({ err: error }, 'websocket session check failed'),
    );
  }

  const heartbeat = setInterval(() => {
    for (const [socket, connection] of connections) {
      if (!connection.alive) {
        remove(socket);
        socket.terminate();
        continue;
      }
      connection.alive = false;
      socket.ping();
      recheck(socket, connection);
    }
  }, options.heartbeatMs ?? 30_000);
  heartbeat.unref();

  let recheckAll: NodeJS.Timeout | undefined;
  const stopWatching = options.watchSessionChanges?.((userId) => {
    if (userId !== null) {
      for (const socket of byUser.get(userId) ?? []) recheck(socket, connections.get(socket)!);
      return;
    }
    if (recheckAll || connections.size === 0) return;
    recheckAll = setTimeout(() => {
      recheckAll = undefined;
      for (const [socket, connection] of connections) recheck(socket, connection);
    }, RECHECK_ALL_MS);
    recheckAll.unref();
  });

  fastify.addHook('onClose', async () => {
    clearInterval(heartbeat);
    clearTimeout(recheckAll);
    stopWatching?.();
    unsubscribe();
  });

  fastify.get(
    '/ws',
    {
      websocket: true,
      // Authenticate before the upgrade, so the socket's message handlers attach synchronously below.
      preValidation: async (request, reply) => {
        const origin = request.headers.origin;
        if (origin !== undefined && !isAllowedOrigin(origin, request)) {
          return reply.code(403).send({ message: 'Cross-origin request refused' });
        }
        sessions.set(request, await options.authenticate(request));
      },
    },
    (socket, request) => {
      const session = sessions.get(request);
      if (!session) {
        // Accept then close with 4401: a browser cannot read an HTTP status of a refused upgrade.
        socket.close(CLOSE_UNAUTHORIZED, 'Unauthorized');
        return;
      }
      const connection: Connection = { userId: session.userId, request, alive: true };
      add(socket, connection);
      socket.on('pong', () => {
        connection.alive = true;
      });
      socket.on('close', () => remove(socket));
      socket.on('message', (data, isBinary) => {
        connection.alive = true;
        if (isBinary || !Buffer.isBuffer(data) || data.length > maxPayload) return;
        if (parseType(data.toString('utf8')) === 'auth') {
          // The client's userId is ignored: the session decides who this is.
          send(socket, { type: 'auth_success', userId: connection.userId });
        }
      });
      send(socket, { type: 'auth_success', userId: connection.userId });
    },
  );
};

function parseType(text: string): string | undefined {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null && 'type' in value && typeof value.type === 'string')
      return value.type;
  } catch {
    // Malformed client messages are ignored.
  }
  return undefined;
}

function sameHost(origin: string, request: FastifyRequest): boolean {
  const withoutDefaultPort = (host: string) => host.toLowerCase().replace(/:(80|443)$/, '');
  try {
    return withoutDefaultPort(new URL(origin).host) === withoutDefaultPort(request.host);
  } catch {
    return false;
  }
}
