import { createContext, useContext, useEffect, useLayoutEffect, useRef } from 'react';
import type { Realtime, RealtimeHandler } from './ws';

export const RealtimeContext = createContext<Realtime | null>(null);

export function useRealtime(): Realtime {
  const realtime = useContext(RealtimeContext);
  if (!realtime) throw new Error('RealtimeContext is missing');
  return realtime;
}

/** Calls the latest `handler` for every server message while the component is mounted. */
export function useRealtimeMessages(handler: RealtimeHandler): void {
  const realtime = useRealtime();
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  useEffect(() => realtime.subscribe((message) => latest.current(message)), [realtime]);
}
