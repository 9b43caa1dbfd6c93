import { type RefObject, useEffect, useRef } from 'react';

interface CookieBannerProps {
  onAccept: () => void;
  onDecline: () => void;
  onOpenSettings: () => void;
}

/**
 * Keeps the page's end and keyboard focus clear of the fixed banner (WCAG 2.2 SC 2.4.11): the bottom reserves of
 * floating.css grow to the room from the banner's top to the screen's bottom.
 * Measured in the ResizeObserver's callback, which the browser runs right after a layout it does anyway, so
 * hydration never forces one; and written as inline padding on <html> and <body>, which no element inherits, so a
 * change restyles two elements instead of the whole page.
 */
function useReservedSpace(banner: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = banner.current;
    if (!element) return;
    const { documentElement: root, body } = document;
    let reserved = -1;
    const reserve = () => {
      const space = Math.max(0, Math.ceil(window.innerHeight - element.getBoundingClientRect().top));
      if (space === reserved) return;
      reserved = space;
      const value = `max(var(--dock-space), ${space}px)`;
      root.style.scrollPaddingBottom = value;
      body.style.paddingBottom = value;
    };
    let frame = 0;
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(reserve);
    if (observer) observer.observe(element);
    else frame = requestAnimationFrame(reserve);
    window.addEventListener('resize', reserve);
    return () => {
      observer?.disconnect();
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', reserve);
      root.style.removeProperty('scroll-padding-bottom');
      body.style.removeProperty('padding-bottom');
    };
  }, [banner]);
}

/**
 * SPEC §4 cookie banner: a non-modal region fixed at the bottom of the page,
 * shown until a choice is stored. «Принять» and «Отклонить» weigh the same.
 */
export function CookieBanner({ onAccept, onDecline, onOpenSettings }: CookieBannerProps) {
  const banner = useRef<HTMLElement>(null);
  useReservedSpace(banner);
  return (
    <section ref={banner} className="cookie-banner" aria-label="Согласие на cookie">
      <p className="cookie-banner__text">
        Мы используем cookie. Технические нужны для работы сайта и включены всегда, аналитические и рекламные — только с
        вашего согласия. Подробнее — в{' '}
        <a href="/docs/cookies" target="_blank" rel="noopener">
          Политике в отношении файлов cookie
          <span className="visually-hidden"> (откроется в новой вкладке)</span>
        </a>
        .
      </p>
      <div className="cookie-banner__actions">
        <button type="button" className="button button--primary" onClick={onAccept}>
          Принять
        </button>
        <button type="button" className="button button--primary" onClick={onDecline}>
          Отклонить
        </button>
        <button type="button" className="button button--ghost" onClick={onOpenSettings} aria-haspopup="dialog">
          Настройки
        </button>
      </div>
    </section>
  );
}
