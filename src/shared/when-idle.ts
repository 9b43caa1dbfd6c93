/**
 * Runs `callback` once the browser is idle, and within `timeoutMs` whatever happens: work that the first
 * screen does not need, kept out of the tasks that start the app. Browsers without `requestIdleCallback`
 * (Safari) wait `fallbackMs` instead. Returns a function that cancels the call.
 */
export function whenIdle(callback: () => void, timeoutMs = 1000, fallbackMs = 50): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => callback(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, fallbackMs);
  return () => window.clearTimeout(handle);
}
