/**
 * Keeps the screen on while a page shows it (issue 28's pickup screen runs
 * unattended all day). The browser drops the lock whenever the page is
 * hidden, so it is asked for again each time the page becomes visible.
 * Returns the release. Without the Wake Lock API it does nothing.
 */
export function keepScreenAwake(): () => void {
  if (typeof navigator === 'undefined' || !('wakeLock' in navigator)) return () => undefined;
  let sentinel: WakeLockSentinel | null = null;
  let released = false;
  const acquire = () => {
    if (released || document.visibilityState !== 'visible') return;
    navigator.wakeLock.request('screen').then(
      (lock) => {
        if (released) void lock.release();
        else sentinel = lock;
      },
      // Refused (battery saver, no user activation yet): the next visibility change tries again.
      () => undefined,
    );
  };
  const onVisibility = () => {
    if (document.visibilityState === 'visible') acquire();
  };
  document.addEventListener('visibilitychange', onVisibility);
  acquire();
  return () => {
    released = true;
    document.removeEventListener('visibilitychange', onVisibility);
    void sentinel?.release();
    sentinel = null;
  };
}
