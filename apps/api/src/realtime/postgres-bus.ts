import pg from 'pg';
import {
  busEventSchema,
  defaultOnError,
  dispatch,
  type BusEvent,
  type BusHandler,
  type EventBus,
  type DataChangeWatcher,
  type SessionChangeWatcher,
} from './bus-event';

export const CHANNEL = 'app_events';
/** Sent by the triggers of migration 2026-11-25T1800-session-change-notify; heard on the same connection. */
export const SESSION_CHANNEL = 'session_changes';
/** Sent by the triggers of migration 2026-11-27T0900-data-change-notify; heard on the same connection. */
export const DATA_CHANNEL = 'data_changes';
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
const MAX_PAYLOAD_BYTES = 8000;
export const LISTENER_APPLICATION_NAME = 'app_events_listener';

export interface PostgresBusOptions {
  databaseUrl: string;
  onError?: (error: unknown) => void;
  /** Backoff between reconnect attempts of the LISTEN connection. */
  reconnectDelayMs?: { min: number; max: number };
  /** A half-open TCP connection raises no error: probe the LISTEN connection this often. */
  healthCheckMs?: number;
}

export function createPostgresBus(options: PostgresBusOptions): EventBus {
  const onError = options.onError ?? defaultOnError;
  const { min, max } = options.reconnectDelayMs ?? { min: 250, max: 30_000 };
  const handlers = new Set<BusHandler>();
  const sessionWatchers = new Set<SessionChangeWatcher>();
  const dataWatchers = new Set<DataChangeWatcher>();
  // Publishing does not go through the LISTEN connection, so it keeps working while that one reconnects.
  const publisher = new pg.Pool({ connectionString: options.databaseUrl, max: 2, idleTimeoutMillis: 30_000 });
  publisher.on('error', onError);

  let listener: pg.Client | null = null;
  const dropped = new WeakSet<pg.Client>();
  let closed = false;
  let attempt = 0;
  let reconnectTimer: NodeJS.Timeout | undefined;

  let markReady!: () => void;
  let failReady!: (error: Error) => void;
  const readyPromise = new Promise<void>((resolve, reject) => {
    markReady = resolve;
    failReady = reject;
  });
  readyPromise.catch(() => {});

  const healthTimer = setInterval(() => {
    const client = listener;
    if (client) client.query('select 1').catch(() => drop(client));
  }, options.healthCheckMs ?? 30_000);
  healthTimer.unref();

  function each(call: (watcher: SessionChangeWatcher) => void): void {
    eachOf(sessionWatchers, call);
  }

  function eachOf<W>(watchers: Set<W>, call: (watcher: W) => void): void {
    for (const watcher of watchers) {
      try {
        call(watcher);
      } catch (error) {
        onError(error);
      }
    }
  }

  function setListener(client: pg.Client | null): void {
    const wasListening = listener !== null;
    listener = client;
    if (wasListening === (client !== null)) return;
    each((watcher) => watcher.listening(client !== null));
    eachOf(dataWatchers, (watcher) => watcher.listening(client !== null));
  }

  function onNotification(client: pg.Client, message: pg.Notification): void {
    if (client !== listener) return;
    if (message.channel === SESSION_CHANNEL) {
      // The user whose answers changed; anything else (empty, unexpected) means everyone's.
      const userId = Number(message.payload);
      const changed = message.payload && Number.isSafeInteger(userId) ? userId : null;
      each((watcher) => watcher.changed(changed));
      return;
    }
    if (message.channel === DATA_CHANNEL) {
      eachOf(dataWatchers, (watcher) => watcher.changed());
      return;
    }
    if (message.channel !== CHANNEL) return;
    let event: BusEvent;
    try {
      event = busEventSchema.parse(JSON.parse(message.payload ?? ''));
    } catch {
      onError(new Error(`Ignored a malformed ${CHANNEL} payload`));
      return;
    }
    dispatch([...handlers], event, onError);
  }

  async function connect(): Promise<void> {
    reconnectTimer = undefined;
    if (closed) return;
    const client = new pg.Client({
      connectionString: options.databaseUrl,
      keepAlive: true,
      application_name: LISTENER_APPLICATION_NAME,
      query_timeout: 10_000,
    });
    client.on('error', (error) => {
      onError(error);
      drop(client);
    });
    client.on('end', () => drop(client));
    client.on('notification', (message) => onNotification(client, message));
    try {
      await client.connect();
      await client.query(`listen ${CHANNEL}; listen ${SESSION_CHANNEL}; listen ${DATA_CHANNEL}`);
    } catch (error) {
      onError(error);
      drop(client);
      return;
    }
    if (closed || dropped.has(client)) {
      drop(client);
      return;
    }
    setListener(client);
    attempt = 0;
    markReady();
  }

  function drop(client: pg.Client): void {
    if (dropped.has(client)) return;
    dropped.add(client);
    if (listener === client) setListener(null);
    client.end().catch(() => {});
    if (!closed) scheduleReconnect();
  }

  function scheduleReconnect(): void {
    if (reconnectTimer) return;
    const delay = Math.min(max, min * 2 ** attempt) * (0.5 + Math.random() / 2);
    attempt += 1;
    reconnectTimer = setTimeout(() => void connect(), delay);
  }

  void connect();

  return {
    async publish(event) {
      if (closed) throw new Error('Event bus is closed');
      const payload = JSON.stringify(busEventSchema.parse(event));
      if (Buffer.byteLength(payload) >= MAX_PAYLOAD_BYTES) throw new Error('Event payload too large for NOTIFY');
      // Not delivered locally here: this process receives its own NOTIFY through LISTEN like every other.
      await publisher.query(`select pg_notify('${CHANNEL}', $1)`, [payload]);
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => {
        handlers.delete(handler);
      };
    },
    ready: () => readyPromise,
    sessionChanges: {
      get listening() {
        return listener !== null;
      },
      watch(watcher) {
        sessionWatchers.add(watcher);
        return () => {
          sessionWatchers.delete(watcher);
        };
      },
    },
    dataChanges: {
      get listening() {
        return listener !== null;
      },
      watch(watcher) {
        dataWatchers.add(watcher);
        return () => {
          dataWatchers.delete(watcher);
        };
      },
    },
    async close() {
      if (closed) return;
      closed = true;
      clearTimeout(reconnectTimer);
      clearInterval(healthTimer);
      handlers.clear();
      failReady(new Error('Event bus closed'));
      const client = listener;
      setListener(null);
      sessionWatchers.clear();
      dataWatchers.clear();
      if (client) {
        dropped.add(client);
        await client.end().catch(() => {});
      }
      await publisher.end();
    },
  };
}
