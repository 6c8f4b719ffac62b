/**
 * For long runs of work that resolve in microtasks (PGlite's queries, checking 100,000 imported
 * rows): a function to await on each step that lets Node read its sockets once `everyMs` have
 * passed, so other users' requests are served meanwhile instead of after the run.
 */
export function eventLoopTurns(everyMs = 10): () => Promise<void> {
  let last = performance.now();
  return async () => {
    if (performance.now() - last < everyMs) return;
    await new Promise<void>((resolve) => setImmediate(resolve));
    last = performance.now();
  };
}
