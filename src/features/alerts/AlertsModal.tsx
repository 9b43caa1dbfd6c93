import { useEffect, useId, useRef } from 'react';
import type { Alert } from '../../domain/contract/content';
import { InternalLink } from '../../shared/InternalLink';
import { lockScroll, unlockScroll } from '../../shared/scroll-lock';

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
export function AlertsModal({ alerts }: { alerts: readonly Alert[] }) {
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
