import { useEffect, useState } from 'react';

export type WakeLockStatus = 'unsupported' | 'active' | 'released' | 'refused';
export type FullscreenStatus = 'unsupported' | 'on' | 'off';

export interface KioskScreenStatus {
  wakeLock: WakeLockStatus;
  fullscreen: FullscreenStatus;
}

function fullscreenStatus(): FullscreenStatus {
  if (typeof document === 'undefined' || !document.fullscreenEnabled) return 'unsupported';
  return document.fullscreenElement ? 'on' : 'off';
}

/**
 * Keeps the kiosk's screen as the shop wants it: full screen from the first
 * touch (the Fullscreen API needs a user gesture) and again at the next touch
 * whenever it was left; the screen kept on with a wake lock, asked for again
 * whenever the page becomes visible (the browser drops it when hidden).
 * Missing APIs only show up in the returned status (the operator menu).
 */
export function useKioskScreen(): KioskScreenStatus {
  const [wakeLock, setWakeLock] = useState<WakeLockStatus>('unsupported');
  const [fullscreen, setFullscreen] = useState<FullscreenStatus>('unsupported');

  useEffect(() => {
    setFullscreen(fullscreenStatus());
    const onChange = () => setFullscreen(fullscreenStatus());
    const enterOnTouch = () => {
      if (fullscreenStatus() !== 'off') return;
      document.documentElement
        .requestFullscreen({ navigationUI: 'hide' })
        .catch((error: unknown) => console.info('[kiosk] full screen refused', error));
    };
    document.addEventListener('fullscreenchange', onChange);
    document.addEventListener('pointerdown', enterOnTouch, { capture: true });
    return () => {
      document.removeEventListener('fullscreenchange', onChange);
      document.removeEventListener('pointerdown', enterOnTouch, { capture: true });
    };
  }, []);

  useEffect(() => {
    if (!('wakeLock' in navigator)) return;
    let sentinel: WakeLockSentinel | null = null;
    let stopped = false;
    const request = async () => {
      if (document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      try {
        sentinel = await navigator.wakeLock.request('screen');
        if (stopped) {
          void sentinel.release();
          return;
        }
        setWakeLock('active');
        sentinel.addEventListener('release', () => setWakeLock('released'));
      } catch (error) {
        console.info('[kiosk] screen wake lock refused', error);
        setWakeLock('refused');
      }
    };
    void request();
    const onVisibility = () => void request();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', onVisibility);
      void sentinel?.release();
    };
  }, []);

  return { wakeLock, fullscreen };
}
