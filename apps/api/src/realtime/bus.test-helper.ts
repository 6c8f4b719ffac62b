import type { BusEvent, EventBus } from './bus-event';

/** Collects a bus's events; `next()` waits for the next one not yet taken. */
export function collect(bus: EventBus) {
  const events: BusEvent[] = [];
  const waiters: Array<() => void> = [];
  bus.subscribe((event) => {
    events.push(event);
    waiters.splice(0).forEach((wake) => wake());
  });
  let taken = 0;
  return {
    events,
    async next(timeoutMs = 5000): Promise<BusEvent> {
      const deadline = Date.now() + timeoutMs;
      while (events.length <= taken) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error('No event arrived in time');
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return events[taken++]!;
    },
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
