/**
 * A query's abort signal, taken from TanStack Query one task after the query
 * starts. Reading `signal` marks a query abortable: when its last observer
 * unmounts, the fetch is aborted. React's StrictMode mounts every screen twice
 * in development, so reading it at once aborted each screen's first request and
 * sent it again. One task later the double mount is over; a
 * query left for good (the user moved on) is still aborted.
 */
export function querySignal(context: { signal: AbortSignal }): AbortSignal {
  const controller = new AbortController();
  setTimeout(() => {
    const signal = context.signal;
    if (signal.aborted) controller.abort(signal.reason);
    else signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
  }, 0);
  return controller.signal;
}
