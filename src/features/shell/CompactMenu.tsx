import { Link } from '@tanstack/react-router';
import { LAYOUT } from '../../domain/constants';
import { CategoryNav } from '../catalog';
import { Logo } from './Logo';

/**
 * The sticky compact menu. It is rendered once and shown by CSS: past 200 px on
 * the desktop layout and past 250 px on the mobile one (SPEC §4).
 */
export function CompactMenu({
  scrollY,
  cartCount,
  onOpenDrawer,
  activeCategory,
}: {
  scrollY: number;
  cartCount: number;
  onOpenDrawer: () => void;
  activeCategory: string | null;
}) {
  const classes = ['compact-menu'];
  if (scrollY > LAYOUT.compactMenuThresholdDesktop) classes.push('compact-menu--past-desktop');
  if (scrollY > LAYOUT.compactMenuThresholdMobile) classes.push('compact-menu--past-mobile');
  return (
    <div className={classes.join(' ')} data-testid="compact-menu">
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
        <Link to="/cart" className="compact-menu__cart">
          Корзина{cartCount > 0 ? ` · ${cartCount}` : ''}
        </Link>
      </div>
    </div>
  );
}
