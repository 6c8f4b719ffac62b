import pino from 'pino';

export interface LogDestination {
  write(line: string): boolean;
  flush(callback?: (error?: Error) => void): void;
  flushSync(): void;
  /** The server closed: what is pending is handed over, and later lines one by one. */
  close(): void;
}

// sonic-boom's write measures its whole pending text again for every line it gets (a string built
// by `+=`, so flattened: a copy of up to 4 KB per line, a third of a log line's cost). The lines of
// one turn of the event loop are therefore handed to it as one string.
const HAND_OVER_CHARS = 16_384;

/**
 * Where the logs go: stdout (or `dest`, a descriptor or a file), buffered and written off the main thread (a blocking write per line
 * through a pipe cost more than the request), each turn's lines handed over together.
 */
export function logDestination(dest: number | string = 1): LogDestination {
  const sonic = pino.destination({ dest, sync: false, minLength: 4096 });
  let pending = '';
  let scheduled = false;
  let closed = false;
  const handOver = () => {
    scheduled = false;
    if (!pending) return;
    const text = pending;
    pending = '';
    sonic.write(text);
  };
  // pino.destination flushes itself at exit; the lines still held here go first.
  const atExit = () => handOver();
  process.prependListener('exit', atExit);
  return {
    write(line) {
      if (closed) return sonic.write(line);
      pending += line;
      if (pending.length >= HAND_OVER_CHARS) handOver();
      else if (!scheduled) {
        scheduled = true;
        setImmediate(handOver);
      }
      return true;
    },
    flush(callback) {
      handOver();
      sonic.flush(callback);
    },
    flushSync() {
      handOver();
      sonic.flushSync();
    },
    close() {
      closed = true;
      handOver();
      process.removeListener('exit', atExit);
    },
  };
}
