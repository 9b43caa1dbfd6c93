import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ProfileButton } from '../account';
import { useCartUnits } from '../cart';

export interface TopNavProps {
  /** Units in the cart by the server's cookie hint, shown until the device's cart is read. */
  cartUnitsHint: number;
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

/** Bonuses and orders links, profile button with the points badge, cart link with the unit count. */
export function TopNav({ cartUnitsHint }: TopNavProps) {
  const cartCount = useCartUnits(cartUnitsHint);
  return (
    <nav className="top-nav" aria-label="Личное">
      <Link to="/loyalty" className="top-nav__item">
        Бонусы
      </Link>
      {/* A guest's orders live on this device only: the header is where a desktop shopper looks for them. */}
      <Link to="/orders" className="top-nav__item">
        Мои заказы
      </Link>
      <ProfileButton />
      <Link to="/cart" className="top-nav__item top-nav__cart">
        Корзина
        {cartCount > 0 && <Badge label={`, товаров: ${cartCount}`}>{cartCount}</Badge>}
      </Link>
    </nav>
  );
}
