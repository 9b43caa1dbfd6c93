/**
 * Ends the current task and goes on in a new one, so the browser can paint and answer input in between:
 * `scheduler.yield()` where there is one (it resumes ahead of other queued tasks), a zero timeout elsewhere.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
