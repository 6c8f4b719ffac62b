import { defaultOnError, dispatch, type BusHandler, type EventBus } from './bus-event';

/** For embedded PGlite: a single process owns the database, so fan-out stays in memory. */
export function createInProcessBus(options: { onError?: (error: unknown) => void } = {}): EventBus {
  const onError = options.onError ?? defaultOnError;
  const handlers = new Set<BusHandler>();
  let closed = false;

  return {
    async publish(event) {
      if (closed) throw new Error('Event bus is closed');
      // Deliver asynchronously like PostgreSQL does, so publishers never run handlers inline.
      const snapshot = [...handlers];
      setImmediate(() => dispatch(snapshot, event, onError));
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => {
        handlers.delete(handler);
      };
    },
    ready: async () => {},
    async close() {
      closed = true;
      handlers.clear();
    },
  };
}
