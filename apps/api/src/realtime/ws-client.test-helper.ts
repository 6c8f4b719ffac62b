import WebSocket from 'ws';

/** A ws client that queues messages, so a test can await them in order. */
export interface TestSocket {
  ws: WebSocket;
  next(timeoutMs?: number): Promise<unknown>;
  /** Resolves false if a message arrives within the time: for asserting silence. */
  quiet(ms?: number): Promise<boolean>;
  closed: Promise<{ code: number; reason: string }>;
}

export function openSocket(url: string, options: WebSocket.ClientOptions = {}): Promise<TestSocket> {
  const ws = new WebSocket(url, options);
  const queue: unknown[] = [];
  const waiters: Array<() => void> = [];
  ws.on('message', (data) => {
    queue.push(JSON.parse(String(data)));
    waiters.splice(0).forEach((wake) => wake());
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      waiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  const socket: TestSocket = {
    ws,
    closed,
    async next(timeoutMs = 5000) {
      if (queue.length === 0) await wait(timeoutMs);
      if (queue.length === 0) throw new Error('No message arrived in time');
      return queue.shift();
    },
    async quiet(ms = 150) {
      if (queue.length === 0) await wait(ms);
      return queue.length === 0;
    },
  };
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(socket));
    ws.once('unexpected-response', (_req, res) => reject(new Error(`Unexpected server response: ${res.statusCode}`)));
    ws.once('error', reject);
  });
}
