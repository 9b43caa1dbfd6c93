import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { resolveValue, type Toast, useToaster } from 'react-hot-toast/headless';
import { createToastLayer } from './toast-layer';

const ICONS: Partial<Record<Toast['type'], string>> = { success: '✓', error: '!', loading: '' };

function ToastView({ item }: { item: Toast }) {
  const { role, 'aria-live': live } = item.ariaProps;
  return (
    <div
      className={`toast toast--${item.type}${item.visible ? '' : ' toast--leaving'}`}
      role={item.type === 'custom' ? undefined : role}
      aria-live={item.type === 'custom' ? undefined : live}
    >
      {item.type in ICONS && (
        <span className={`toast__icon toast__icon--${item.type}`} aria-hidden="true">
          {ICONS[item.type]}
        </span>
      )}
      <div className="toast__message">{resolveValue(item.message, item)}</div>
    </div>
  );
}

/**
 * The toast regions, drawn with our own styles through react-hot-toast's headless
 * API (its default renderer injects style elements that a strict CSP refuses),
 * in the toast layer, which stays above every modal (toast-layer.ts).
 * Loaded by ToastHost once the page is idle; a toast raised before then waits in the toaster's state.
 */
export function ToastRegions() {
  const [layer, setLayer] = useState<HTMLElement | null>(null);
  const { toasts, handlers } = useToaster();
  useEffect(() => {
    const created = createToastLayer();
    setLayer(created.element);
    return () => created.dispose();
  }, []);
  if (!layer) return null;
  const top = toasts.filter((item) => item.position === 'top-center');
  const bottom = toasts.filter((item) => item.position !== 'top-center');
  return createPortal(
    <>
      <div className="toast-region toast-region--top">
        {top.map((item) => (
          <ToastView key={item.id} item={item} />
        ))}
      </div>
      <section
        className="toast-region toast-region--bottom"
        aria-label="Уведомления"
        onMouseEnter={handlers.startPause}
        onMouseLeave={handlers.endPause}
      >
        {bottom.map((item) => (
          <ToastView key={item.id} item={item} />
        ))}
      </section>
    </>,
    layer,
  );
}
