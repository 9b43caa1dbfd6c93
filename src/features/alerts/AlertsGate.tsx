import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { Alert } from '../../domain/contract/content';
import { isNetworkFailure } from '../../platform/api-client';
import { InternalLink } from '../../shared/InternalLink';
import { lockScroll, unlockScroll } from '../../shared/scroll-lock';
import { activeAlerts, alertsForShop, msUntilNextChange } from './alerts';
import { fetchAlerts } from './alerts.api';

/** How often the alerts are fetched again while the tab stays open. */
export const ALERTS_RECHECK_MS = 5 * 60_000;

function AlertLink({ link }: { link: NonNullable<Alert['link']> }) {
  const internal = link.href.startsWith('/') && !link.href.startsWith('//');
  if (!internal) {
    return (
      <a href={link.href} target="_blank" rel="noopener" className="alerts-modal__link">
        {link.label}
        <span className="visually-hidden"> (откроется в новой вкладке)</span>
      </a>
    );
  }
  return (
    <InternalLink href={link.href} className="alerts-modal__link">
      {link.label}
    </InternalLink>
  );
}

/** The modal's inside, the same in the shop and in the back office's preview. */
function AlertsContent({ alerts, baseId }: { alerts: readonly Alert[]; baseId: string }) {
  return (
    <div className="alerts-modal__content">
      <span className="alerts-modal__icon" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="28" height="28" focusable="false" aria-hidden="true">
          <path
            d="M12 3a6 6 0 0 0-6 6v3.6L4.3 15.4A1 1 0 0 0 5.2 17h13.6a1 1 0 0 0 .9-1.6L18 12.6V9a6 6 0 0 0-6-6Zm0 18a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 21Z"
            fill="currentColor"
          />
        </svg>
      </span>
      {alerts.map((alert, index) => (
        <section key={alert._id} className="alerts-modal__alert" aria-labelledby={`${baseId}-${index}-title`}>
          <h2 id={`${baseId}-${index}-title`} className="alerts-modal__title">
            {alert.title}
          </h2>
          <p id={`${baseId}-${index}-text`} className="alerts-modal__text">
            {alert.text}
          </p>
          {alert.link && <AlertLink link={alert.link} />}
        </section>
      ))}
      <p className="alerts-modal__note">Сообщение исчезнет само, когда перестанет действовать.</p>
    </div>
  );
}

/**
 * The back office's preview of an alert (issue 29): the shop's modal as the
 * shopper sees it, drawn in place instead of over the page.
 */
export function AlertPreview({ alert }: { alert: Alert }) {
  const baseId = useId();
  return (
    <div className="alerts-modal alerts-modal--preview">
      <AlertsContent alerts={[alert]} baseId={baseId} />
    </div>
  );
}

/**
 * SPEC §2 alerts modal: the shopper cannot close it. No close button; Escape
 * (the dialog's `cancel`) and backdrop clicks do nothing, and should the
 * browser close it anyway it opens again. It goes away only when its parent
 * stops rendering it, that is when no alert is active.
 */
function AlertsModal({ alerts }: { alerts: readonly Alert[] }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const baseId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    let leaving = false;
    const open = () => {
      if (!element.open) element.showModal();
      element.focus();
    };
    const refuse = (event: Event) => event.preventDefault();
    const refuseEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') event.preventDefault();
    };
    const reopen = () => {
      if (!leaving) open();
    };
    element.addEventListener('cancel', refuse);
    element.addEventListener('keydown', refuseEscape);
    element.addEventListener('close', reopen);
    open();
    lockScroll();
    return () => {
      leaving = true;
      unlockScroll();
      element.removeEventListener('cancel', refuse);
      element.removeEventListener('keydown', refuseEscape);
      element.removeEventListener('close', reopen);
      if (element.open) element.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      className="alerts-modal"
      aria-labelledby={`${baseId}-0-title`}
      aria-describedby={`${baseId}-0-text`}
      closedby="none"
      tabIndex={-1}
    >
      <AlertsContent alerts={alerts} baseId={baseId} />
    </dialog>
  );
}

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
  if (active.length === 0) return null;
  return <AlertsModal alerts={active} />;
}
