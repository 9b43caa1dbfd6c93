import { type ReactNode, useState } from 'react';
import { useCartUnits } from '../cart';
import { CategoryNav, useActiveCategory } from '../catalog';
import { FloatingLayer } from '../floating';
import { CompactMenu } from './CompactMenu';
import { DesktopHeader } from './DesktopHeader';
import { Drawer } from './Drawer';
import { Footer } from './Footer';
import { MobileHeader } from './MobileHeader';
import { RouteProgress } from './RouteProgress';
import { useScrollY } from './use-scroll';

/**
 * The page frame of SPEC §2. Desktop and mobile headers are both rendered and
 * one is shown by the 1200 px media query, so server HTML and hydration agree
 * whatever the window size.
 */
export function AppShell({ children, cartUnitsHint }: { children: ReactNode; cartUnitsHint: number }) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const scrollY = useScrollY();
  const cartCount = useCartUnits(cartUnitsHint);
  const activeCategory = useActiveCategory();
  return (
    <div className="app">
      <RouteProgress />
      <a href="#main" className="skip-link">
        Перейти к содержимому
      </a>
      <DesktopHeader cartCount={cartCount} />
      <MobileHeader drawerOpen={drawerOpen} onToggleDrawer={() => setDrawerOpen((open) => !open)} />
      <div className="category-bar">
        <div className="container">
          <CategoryNav variant="main" active={activeCategory} />
        </div>
      </div>
      <CompactMenu
        scrollY={scrollY}
        cartCount={cartCount}
        onOpenDrawer={() => setDrawerOpen(true)}
        activeCategory={activeCategory}
      />
      <Drawer open={drawerOpen} onClose={() => setDrawerOpen(false)} activeCategory={activeCategory} />
      <main id="main" className="main container">
        {children}
      </main>
      <Footer />
      <FloatingLayer scrollY={scrollY} cartUnitsHint={cartUnitsHint} />
    </div>
  );
}
