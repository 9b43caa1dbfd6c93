import { type ComponentType, useEffect, useState } from 'react';
import { whenIdle } from '../../shared/when-idle';

/**
 * Where toasts are drawn. Rendered only in the browser (toasts follow user actions, never server data), and
 * fetched with react-hot-toast once the page is idle: showing the toast layer as a popover restyles it, which
 * would lengthen hydration's task, and no first screen needs the code.
 */
export function ToastHost() {
  const [Regions, setRegions] = useState<ComponentType | null>(null);
  useEffect(() => {
    let live = true;
    const cancel = whenIdle(() => {
      import('./ToastRegions').then(
        (module) => {
          if (live) setRegions(() => module.ToastRegions);
        },
        (error: unknown) => console.warn('[toasts] the toast regions did not load', error),
      );
    });
    return () => {
      live = false;
      cancel();
    };
  }, []);
  return Regions ? <Regions /> : null;
}
