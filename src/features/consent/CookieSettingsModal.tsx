import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { TIMING } from '../../domain/constants';
import type { CookieSettings } from './consent.store';

interface CookieSettingsModalProps {
  open: boolean;
  /** The stored settings: the toggles start from them each time the modal opens. */
  saved: CookieSettings;
  onSave: (analyticsStorage: boolean, adStorage: boolean) => void;
  /** «Закрыть», Escape or a click on the backdrop: closes without storing anything. */
  onClose: () => void;
}

interface CookieSwitchProps {
  title: string;
  description: string;
  checked: boolean;
  onToggle?: () => void;
  /** The technical category: shown on, and cannot be turned off (SPEC §5). */
  locked?: boolean;
}

function CookieSwitch({ title, description, checked, onToggle, locked = false }: CookieSwitchProps) {
  const id = useId();
  return (
    <li className="cookie-switch">
      <div className="cookie-switch__text">
        <span id={`${id}-title`} className="cookie-switch__title">
          {title}
        </span>
        <span id={`${id}-description`} className="cookie-switch__description">
          {description}
        </span>
      </div>
      <button
        type="button"
        role="switch"
        className="cookie-switch__control"
        aria-checked={checked}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-description`}
        disabled={locked}
        onClick={onToggle}
      >
        <span className="cookie-switch__thumb" aria-hidden="true" />
      </button>
    </li>
  );
}

/** Stands in for the toggles during their 250 ms delay (SPEC §9), at the same height. */
function TogglesPlaceholder() {
  return (
    <div className="cookie-settings__placeholder" aria-hidden="true">
      <span className="cookie-settings__placeholder-line" />
      <span className="cookie-settings__placeholder-line" />
      <span className="cookie-settings__placeholder-line" />
    </div>
  );
}

/**
 * The modal's inside, mounted afresh at each opening: the toggles start from the
 * stored settings and appear after `TIMING.cookieTogglesDelay`; unsaved changes
 * go away with it when the modal closes.
 */
function CookieSettingsBody({
  saved,
  titleId,
  onSave,
  onClose,
}: Omit<CookieSettingsModalProps, 'open'> & {
  titleId: string;
}) {
  const [analytics, setAnalytics] = useState(saved.analyticsStorage);
  const [ads, setAds] = useState(saved.adStorage);
  const [togglesShown, setTogglesShown] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(() => setTogglesShown(true), TIMING.cookieTogglesDelay);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <div className="cookie-settings__content">
      <h2 id={titleId} className="cookie-settings__title" tabIndex={-1}>
        Настройки cookie
      </h2>
      <p className="cookie-settings__intro">
        Выберите, какие cookie сайт может использовать. Изменить выбор можно в любой момент по ссылке «Настройки cookie»
        внизу страницы.
      </p>
      <div className="cookie-settings__toggles" aria-busy={!togglesShown}>
        {togglesShown ? (
          <ul className="cookie-settings__list">
            <CookieSwitch
              title="Технические cookie"
              description="Нужны для работы сайта: корзина, избранное, вход в личный кабинет. Включены всегда."
              checked
              locked
            />
            <CookieSwitch
              title="Аналитические cookie"
              description="Помогают понять, как посетители пользуются сайтом, и сделать его удобнее."
              checked={analytics}
              onToggle={() => setAnalytics((value) => !value)}
            />
            <CookieSwitch
              title="Рекламные cookie"
              description="Позволяют показывать рекламу с учётом ваших интересов и оценивать её эффективность."
              checked={ads}
              onToggle={() => setAds((value) => !value)}
            />
          </ul>
        ) : (
          <TogglesPlaceholder />
        )}
      </div>
      <div className="cookie-settings__actions">
        <button type="button" className="button button--primary" onClick={() => onSave(analytics, ads)}>
          Сохранить
        </button>
        <button type="button" className="button button--ghost" onClick={onClose}>
          Закрыть
        </button>
      </div>
    </div>
  );
}

/**
 * SPEC §2/§4 cookie settings modal. A native `<dialog>` opened with showModal():
 * the rest of the page is inert while it is open (focus stays inside), Escape
 * and a click on the backdrop close it, and focus returns to the control that
 * opened it.
 */
export function CookieSettingsModal({ open, saved, onSave, onClose }: CookieSettingsModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();

  // A layout effect, so the dialog never paints empty between closing and unmounting its inside.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      element.showModal();
      // Start at the title: screen readers announce it, and Tab reaches the toggles first.
      element.querySelector<HTMLElement>('.cookie-settings__title')?.focus();
    }
    if (!open && element.open) element.close();
    if (!open && opener.current) {
      // The opener may be gone (the banner hides after «Сохранить»); then the browser's own choice stands.
      if (opener.current.isConnected) opener.current.focus();
      opener.current = null;
    }
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop mirrors Escape, which the dialog handles natively.
    <dialog
      ref={dialog}
      className="cookie-settings"
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open && <CookieSettingsBody saved={saved} titleId={titleId} onSave={onSave} onClose={onClose} />}
    </dialog>
  );
}
