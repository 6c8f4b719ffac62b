// The events the api publishes. They carry ids, never payloads (NOTIFY's 8000-byte limit); the
// realtime engineer's bus (src/realtime/bus.ts) delivers them, see docs/platform-contract.md.

export type AppEvent =
  | { type: 'notification'; userId: number; notificationId: number }
  | { type: 'notification_changed'; userId: number }
  | { type: 'chat'; messageId: number };

/** What the api needs of the event bus; the realtime EventBus satisfies it. */
export interface EventPublisher {
  publish(event: AppEvent): unknown;
  close?(): unknown;
}
