import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { TIMING } from '../../domain/constants';

const ITEMS = [
  { to: '/dostavka', label: 'Доставка' },
  { to: '/payment', label: 'Оплата' },
  { to: '/return', label: 'Возврат' },
  { to: '/loyalty', label: 'Бонусная программа' },
  { to: '/feedback', label: 'Обратная связь' },
] as const;

/**
 * Desktop «Покупателям» submenu: opens 300 ms after the pointer rests on it and
 * closes 150 ms after it leaves (SPEC §9), with a 500 ms transition; the button
 * opens it at once from the keyboard and Escape closes it.
 */
export function CustomerSubMenu() {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const menuId = useId();
  const later = (value: boolean, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(value), delay);
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover intent only; the toggle button is the keyboard and touch control.
    <div
      className="submenu"
      data-open={open ? '' : undefined}
      style={{ ['--menu-transition' as string]: `${TIMING.menuTransition}ms` }}
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') later(true, TIMING.submenuOpenDelay);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType === 'mouse') later(false, TIMING.submenuCloseDelay);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      <button
        type="button"
        className="page-links__link submenu__toggle"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => {
          clearTimeout(timer.current);
          setOpen((value) => !value);
        }}
      >
        Покупателям
      </button>
      <ul id={menuId} className="submenu__list">
        {ITEMS.map((item) => (
          <li key={item.to}>
            <Link to={item.to} className="submenu__link" tabIndex={open ? 0 : -1} onClick={() => setOpen(false)}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
