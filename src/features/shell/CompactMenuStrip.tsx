import { Link } from '@tanstack/react-router';
import { useCartUnits } from '../cart';
import { CategoryNav } from '../catalog';
import { Logo } from './Logo';

const CART_ICON_PATH =
  'M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4zM5.2 4l.4 2H21l-2.2 8.4a2 2 0 0 1-1.9 1.6H8.4a2 2 0 0 1-2-1.6L3.6 2H1V0h4z';

/** The compact menu's strip, fetched at idle or when the page is first scrolled far enough (CompactMenu.tsx). */
export interface CompactMenuProps {
  cartUnitsHint: number;
  onOpenDrawer: () => void;
  activeCategory: string | null;
}

export function CompactMenuStrip({ cartUnitsHint, onOpenDrawer, activeCategory }: CompactMenuProps) {
  return (
    <div className="compact-menu__inner container">
      <Logo compact />
      <button
        type="button"
        className="icon-button compact-menu__drawer-toggle"
        aria-label="Открыть меню"
        aria-controls="mobile-drawer"
        onClick={onOpenDrawer}
      >
        <span className="burger" aria-hidden="true" />
      </button>
      <CategoryNav variant="compact" active={activeCategory} />
      {/* On a phone the strip needs the width: the word gives way to an icon (the link keeps its name). */}
      <CompactCartLink cartUnitsHint={cartUnitsHint} />
    </div>
  );
}

function CompactCartLink({ cartUnitsHint }: { cartUnitsHint: number }) {
  const cartCount = useCartUnits(cartUnitsHint);
  return (
    <Link to="/cart" className="compact-menu__cart">
      <svg className="compact-menu__cart-icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path fill="currentColor" d={CART_ICON_PATH} />
      </svg>
      <span className="compact-menu__cart-label">Корзина{cartCount > 0 ? ' · ' : ''}</span>
      {cartCount > 0 ? cartCount : null}
    </Link>
  );
}
