import type { AppNotification } from './api-types';

/** Server messages of the contract's `/ws` section. */
export type RealtimeMessage =
  | { type: 'auth_success'; userId: number }
  | { type: 'notification'; notification: AppNotification }
  | { type: 'notification_changed' }
  | { type: 'message_received'; message: unknown };

export type RealtimeHandler = (message: RealtimeMessage) => void;

export interface Realtime {
  /** Opens the socket (idempotent); the server reads the user from the session cookie. */
  start(userId: number): void;
  stop(): void;
  subscribe(handler: RealtimeHandler): () => void;
}

export const RECONNECT_DELAY_MS = 3000;

function defaultUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}/ws`;
}

/** One socket per tab, shared by every screen that listens (bell, chat). */
export function createRealtime(url: () => string = defaultUrl, reconnectDelayMs = RECONNECT_DELAY_MS): Realtime {
  const handlers = new Set<RealtimeHandler>();
  let socket: WebSocket | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let currentUser: number | null = null;

  function open() {
    timer = undefined;
    if (currentUser === null) return;
    const userId = currentUser;
    const ws = new WebSocket(url());
    socket = ws;
    ws.onopen = () => ws.send(JSON.stringify({ type: 'auth', userId }));
    ws.onmessage = (event) => {
      let message: RealtimeMessage;
      try {
        message = JSON.parse(String(event.data)) as RealtimeMessage;
      } catch {
        return;
      }
      handlers.forEach((handler) => handler(message));
    };
    ws.onclose = () => {
      if (socket !== ws || currentUser === null) return;
      socket = null;
      timer = setTimeout(open, reconnectDelayMs);
    };
  }

  return {
    start(userId) {
      if (currentUser === userId && (socket || timer)) return;
      this.stop();
      currentUser = userId;
      open();
    },
    stop() {
      currentUser = null;
      clearTimeout(timer);
      timer = undefined;
      const ws = socket;
      socket = null;
      ws?.close();
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
  };
}
