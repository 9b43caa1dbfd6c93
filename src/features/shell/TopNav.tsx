import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

export interface TopNavProps {
  /** Units in the cart, for the badge. */
  cartCount: number;
  /** Bonus points; shown as a badge only for a signed-in shopper (SPEC §6). */
  bonusPoints: number | null;
}

/** A count next to a nav item; the visible number is spelled out for screen readers. */
function Badge({ children, label }: { children: ReactNode; label: string }) {
  return (
    <>
      <span className="badge" aria-hidden="true">
        {children}
      </span>
      <span className="visually-hidden">{label}</span>
    </>
  );
}

/** Bonuses link, profile button with the points badge, cart link with the unit count. */
export function TopNav({ cartCount, bonusPoints }: TopNavProps) {
  return (
    <nav className="top-nav" aria-label="Личное">
      <Link to="/loyalty" className="top-nav__item">
        Бонусы
      </Link>
      {/* Accounts arrive with the sign-in work; until then the button says so and does nothing (SPEC §5). */}
      <button
        type="button"
        className="top-nav__item"
        aria-disabled="true"
        aria-describedby="profile-hint"
        title="Вход в личный кабинет скоро появится"
      >
        Профиль
        <span id="profile-hint" className="visually-hidden">
          Вход в личный кабинет скоро появится
        </span>
        {bonusPoints !== null && <Badge label={`, бонусов: ${bonusPoints}`}>{bonusPoints}</Badge>}
      </button>
      <Link to="/cart" className="top-nav__item top-nav__cart">
        Корзина
        {cartCount > 0 && <Badge label={`, товаров: ${cartCount}`}>{cartCount}</Badge>}
      </Link>
    </nav>
  );
}
