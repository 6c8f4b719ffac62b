import type { EventBus } from './bus-event';
import { createInProcessBus } from './in-process-bus';
import { createPostgresBus, type PostgresBusOptions } from './postgres-bus';

export type { BusEvent, BusHandler, EventBus } from './bus-event';
export { busEventSchema } from './bus-event';

export type EventBusOptions =
  { kind: 'pglite'; onError?: (error: unknown) => void } | ({ kind: 'postgres' } & PostgresBusOptions);

/** PGlite is single-process, so an in-memory bus; PostgreSQL fans out between processes by LISTEN/NOTIFY. */
export function createEventBus(options: EventBusOptions): EventBus {
  if (options.kind === 'postgres') return createPostgresBus(options);
  return createInProcessBus(options);
}
