import { openCookieSettings } from './consent.runtime';

interface CookieSettingsLinkProps {
  /** `link` (default) reads as a text link in the surrounding colour, as in the footer; `button` is a ghost button. */
  variant?: 'link' | 'button';
  className?: string;
}

/**
 * «Настройки cookie»: opens the cookie settings modal from the footer or the
 * cookie-policy page. A button, since it opens a dialog rather than going anywhere.
 */
export function CookieSettingsLink({ variant = 'link', className }: CookieSettingsLinkProps) {
  const base = variant === 'button' ? 'button button--ghost' : 'cookie-settings-link';
  return (
    <button
      type="button"
      className={className ? `${base} ${className}` : base}
      aria-haspopup="dialog"
      onClick={openCookieSettings}
    >
      Настройки cookie
    </button>
  );
}
