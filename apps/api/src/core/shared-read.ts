// A committed version must be read after the request that needs it began: a sign-out another
// process acknowledged before then has to be seen (sessions/session-answers.ts,
// docs/decisions/6-scale.md). Each request reading the session version alone cost a round trip to
// PostgreSQL per request: at 32 connections, 0.15 to 0.2 ms of the API's CPU and up to a fifth of a
// list page's throughput. A read sent after a caller asked serves that caller as well as one of its
// own, so callers that ask while a read is on its way wait for the next one, sent as soon as it
// returns, and share it. (The read cache's data version is read on its own: the cache times that
// read to decide which answers are worth keeping, and a shared read's wait would skew it.)

/**
 * `read`, shared: a call while no read runs sends one; calls while one runs share the next, sent
 * when it settles. Every caller's answer comes from a read sent after it asked, and at most one read
 * runs at a time.
 */
export function sharedRead<T>(read: () => Promise<T>): () => Promise<T> {
  let running = false;
  let waiting: { promise: Promise<T>; resolve: (value: T) => void; reject: (error: unknown) => void } | null = null;

  const send = (): Promise<T> => {
    running = true;
    const answer = read();
    answer.then(settled, settled);
    return answer;
  };

  function settled() {
    running = false;
    const next = waiting;
    waiting = null;
    if (next) send().then(next.resolve, next.reject);
  }

  return () => {
    if (!running) return send();
    if (!waiting) {
      let resolve!: (value: T) => void;
      let reject!: (error: unknown) => void;
      const promise = new Promise<T>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      waiting = { promise, resolve, reject };
    }
    return waiting.promise;
  };
}
