// The steady stream of writes the cached list screens are measured under (issue 27): notes added to
// clients and tasks' statuses changed, alternately, at a fixed rate, through the API as a user would.
import { TASK_STATUSES } from '@app/domain';
import type { BenchServer } from './http-bench';

export interface WriteStream {
  /** Writes sent, and those not answered 2xx. */
  stop(): Promise<{ sent: number; failed: number }>;
}

/** Sends `perSecond` writes a second until stopped (clients and tasks 1..`ids`, which the generators made). */
export function startWrites(server: BenchServer, perSecond: number, ids = 1000): WriteStream {
  let sent = 0;
  let failed = 0;
  const pending = new Set<Promise<void>>();
  const headers = { cookie: server.cookie, origin: server.baseUrl, 'content-type': 'application/json' };
  const write = () => {
    const n = sent++;
    const id = 1 + ((n * 7919) % ids);
    const request =
      n % 2 === 0
        ? fetch(`${server.baseUrl}/api/clients/${id}/notes`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ content: `Bench note ${n}` }),
          })
        : fetch(`${server.baseUrl}/api/tasks/${id}`, {
            method: 'PATCH',
            headers,
            body: JSON.stringify({ status: TASK_STATUSES[n % TASK_STATUSES.length] }),
          });
    const done = request.then(
      async (res) => {
        if (!res.ok) failed++;
        await res.arrayBuffer();
      },
      () => {
        failed++;
      },
    );
    pending.add(done);
    void done.finally(() => pending.delete(done));
  };
  const timer = setInterval(write, 1000 / perSecond);
  return {
    async stop() {
      clearInterval(timer);
      await Promise.all(pending);
      return { sent, failed };
    },
  };
}
