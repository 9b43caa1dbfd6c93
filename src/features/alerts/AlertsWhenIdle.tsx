import { useIdle, useLoaded } from '../../shared/use-loaded';

const loadGate = () => import('./AlertsGate').then((module) => module.AlertsGate);

/**
 * The alerts gate, whose code comes once the page is idle after hydration: it renders nothing on the server
 * and most visits see no alert, so the first fetch of the alerts waits for the idle page as well.
 */
export function AlertsWhenIdle({ shopId = null }: { shopId?: string | null }) {
  const AlertsGate = useLoaded(useIdle(), loadGate, 'alerts');
  return AlertsGate ? <AlertsGate shopId={shopId} /> : null;
}
