import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';

/** Only navigations slower than this show the bar, so fast ones do not flicker. */
const SHOW_AFTER_MS = 120;

/** SPEC §2 route-change progress bar at the top of the window. */
export function RouteProgress() {
  const pending = useRouterState({ select: (state) => state.status === 'pending' });
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!pending) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [pending]);
  return (
    <div
      className={visible ? 'route-progress route-progress--active' : 'route-progress'}
      role="progressbar"
      aria-label="Загрузка страницы"
      aria-hidden={!visible}
      data-testid="route-progress"
    />
  );
}
