/**
 * For long loops of in-memory work (checking 100,000 imported rows): a function to await on each
 * step that lets Node read its sockets once `everyMs` have passed, so other users' requests are
 * served meanwhile instead of after the loop.
 */
export function eventLoopTurns(everyMs = 10): () => Promise<void> {
  let last = performance.now();
  return async () => {
    if (performance.now() - last < everyMs) return;
    await new Promise<void>((resolve) => setImmediate(resolve));
    last = performance.now();
  };
}
