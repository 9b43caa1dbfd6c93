import { useEffect, useMemo, useState } from 'react';
import type { Alert } from '../../domain/contract/content';
import { isNetworkFailure } from '../../platform/api-client';
import { useLoaded } from '../../shared/use-loaded';
import { activeAlerts, alertsForShop, msUntilNextChange } from './alerts';
import { fetchAlerts } from './alerts.api';

/** How often the alerts are fetched again while the tab stays open. */
export const ALERTS_RECHECK_MS = 5 * 60_000;

/** The modal's code, fetched once an alert is active: most visits see none. */
const loadModal = () => import('./AlertsModal').then((module) => module.AlertsModal);

/**
 * Loads the alerts in the browser after mount, again when the tab becomes
 * visible and every five minutes, and shows the blocking alerts modal while
 * any alert is active by its window on this device's clock. A shop's own
 * alerts show only where `shopId` is that shop. Renders nothing on
 * the server, so it never affects hydration.
 */
export function AlertsGate({ shopId = null }: { shopId?: string | null }) {
  const [loaded, setAlerts] = useState<readonly Alert[]>([]);
  const alerts = useMemo(() => alertsForShop(loaded, shopId), [loaded, shopId]);
  const [now, setNow] = useState(0);

  useEffect(() => {
    let cancelled = false;
    const load = async () => {
      try {
        const { alertsData } = await fetchAlerts();
        if (cancelled) return;
        setAlerts(alertsData);
        setNow(Date.now());
      } catch (error) {
        // SPEC §8: a failed load is only logged; being offline is not even worth a warning.
        if (isNetworkFailure(error)) console.info('[alerts] offline; alerts not checked', error);
        else console.warn('[alerts] alerts could not be loaded', error);
      }
    };
    void load();
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void load();
    };
    document.addEventListener('visibilitychange', onVisibility);
    const timer = window.setInterval(() => void load(), ALERTS_RECHECK_MS);
    return () => {
      cancelled = true;
      document.removeEventListener('visibilitychange', onVisibility);
      window.clearInterval(timer);
    };
  }, []);

  // Open or close right when a window starts or ends, not at the next fetch.
  useEffect(() => {
    const wait = msUntilNextChange(alerts, now);
    if (wait === null) return;
    const timer = window.setTimeout(() => setNow(Date.now()), Math.min(wait, ALERTS_RECHECK_MS));
    return () => window.clearTimeout(timer);
  }, [alerts, now]);

  const active = activeAlerts(alerts, now);
  const Modal = useLoaded(active.length > 0, loadModal, 'alerts: the alerts modal');
  if (active.length === 0 || !Modal) return null;
  return <Modal alerts={active} />;
}
