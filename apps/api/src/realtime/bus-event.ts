import { z } from 'zod';

/** Events carry ids only: NOTIFY payloads are limited to 8000 bytes, and receivers load what they need. */
export type BusEvent =
  | { type: 'notification'; userId: number; notificationId: number }
  | { type: 'notification_changed'; userId: number }
  | { type: 'chat'; messageId: number };

export type BusHandler = (event: BusEvent) => void | Promise<void>;

export interface EventBus {
  /**
   * Delivers the event to every subscriber of every process (this one included, exactly once).
   * Call it after the transaction that wrote the data has committed, so receivers can load it.
   */
  publish(event: BusEvent): Promise<void>;
  subscribe(handler: BusHandler): () => void;
  /** Resolves once events can be received (PostgreSQL: the LISTEN connection is up). */
  ready(): Promise<void>;
  close(): Promise<void>;
  /** PostgreSQL only: committed changes to the rows behind session answers, by any process. */
  sessionChanges?: SessionChangeFeed;
  /** PostgreSQL only: committed changes to any cached table, by any process (read-cache.ts). */
  dataChanges?: DataChangeFeed;
}

/** What the database announces on `session_changes` (migration 2026-11-25T1800-session-change-notify). */
export interface SessionChangeWatcher {
  /** A committed change to this user's row, settings or sessions; null: to anyone's (an app setting). */
  changed(userId: number | null): void;
  /** The LISTEN connection is up (true), or was lost (false: changes may have gone unheard since). */
  listening(up: boolean): void;
}

export interface SessionChangeFeed {
  /** Whether changes are heard now. */
  readonly listening: boolean;
  /** Returns the unsubscribe. */
  watch(watcher: SessionChangeWatcher): () => void;
}

/** What the database announces on `data_changes` (migration 2026-11-27T0900-data-change-notify). */
export interface DataChangeWatcher {
  /** A committed change to some application table. */
  changed(): void;
  /** The LISTEN connection is up (true), or was lost (false: changes may have gone unheard since). */
  listening(up: boolean): void;
}

export interface DataChangeFeed {
  /** Whether changes are heard now. */
  readonly listening: boolean;
  /** Returns the unsubscribe. */
  watch(watcher: DataChangeWatcher): () => void;
}

const id = z.number().int().positive();

export const busEventSchema: z.ZodType<BusEvent> = z.discriminatedUnion('type', [
  z.object({ type: z.literal('notification'), userId: id, notificationId: id }),
  z.object({ type: z.literal('notification_changed'), userId: id }),
  z.object({ type: z.literal('chat'), messageId: id }),
]);

/** Calls every handler, isolating them: one failing handler must not starve the others. */
export function dispatch(handlers: Iterable<BusHandler>, event: BusEvent, onError: (error: unknown) => void): void {
  for (const handler of handlers) {
    try {
      const result = handler(event);
      if (result) result.catch(onError);
    } catch (error) {
      onError(error);
    }
  }
}

export function defaultOnError(error: unknown): void {
  console.error('[event-bus]', error);
}
