import { useEffect, useRef } from 'react';
import toast, { type Toast } from 'react-hot-toast/headless';
import { TOAST_LAYER_CLASS } from './toast-layer';

interface ConfirmProps {
  item: Toast;
  question: string;
  settle: (answer: boolean) => void;
}

function ConfirmToast({ item, question, settle }: ConfirmProps) {
  const confirmButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    confirmButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') settle(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [settle]);
  return (
    <div className="confirm-toast" role="alertdialog" aria-modal="true" aria-labelledby={`confirm-${item.id}`}>
      <p id={`confirm-${item.id}`}>{question}</p>
      <div className="confirm-toast__actions">
        <button ref={confirmButton} type="button" className="button button--primary" onClick={() => settle(true)}>
          Выполнить
        </button>
        <button type="button" className="button button--ghost" onClick={() => settle(false)}>
          Отмена
        </button>
      </div>
    </div>
  );
}

const BACKDROP_CLASS = 'confirm-backdrop';

/**
 * SPEC §8 confirm toast: «Выполнить» / «Отмена» over a dimmed backdrop.
 * Resolves true only when the shopper confirms; Escape or «Отмена» resolve false.
 */
export function confirmToast(question: string): Promise<boolean> {
  return new Promise((resolve) => {
    const backdrop = document.createElement('div');
    backdrop.className = BACKDROP_CLASS;
    backdrop.setAttribute('aria-hidden', 'true');
    // In the toast layer, under the toasts, so it dims a modal dialog too.
    (document.querySelector(`.${TOAST_LAYER_CLASS}`) ?? document.body).prepend(backdrop);
    let settled = false;
    let toastId = '';
    const settle = (answer: boolean) => {
      if (settled) return;
      settled = true;
      toast.remove(toastId);
      backdrop.remove();
      resolve(answer);
    };
    toastId = toast.custom((item) => <ConfirmToast item={item} question={question} settle={settle} />, {
      duration: Number.POSITIVE_INFINITY,
      position: 'top-center',
    });
    backdrop.addEventListener('click', () => settle(false));
  });
}
