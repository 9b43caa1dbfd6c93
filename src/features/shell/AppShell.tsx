import { type ReactNode, Suspense, useState } from 'react';
import { splitPart } from '../../shared/split-part';
import { CategoryNav, useActiveCategory } from '../catalog';
import { FloatingLayer } from '../floating';
import { CompactMenu } from './CompactMenu';
import { DesktopHeader } from './DesktopHeader';
import { Drawer } from './Drawer';
import { MobileHeader } from './MobileHeader';
import { RouteProgress } from './RouteProgress';

// Below the fold on every page: its code comes after the first page's script (splitPart).
const Footer = splitPart(() => import('./Footer').then((module) => module.Footer));

/**
 * The id of the shell's last part above the page (the category bar). The document's head asks the browser not to
 * paint before it is parsed (`<link rel="expect" blocking="render">`, __root.tsx): on a slow connection the HTML
 * arrives in pieces, and a first frame painted halfway through the cookie banner (fixed at the bottom, so it grows
 * upwards as its text arrives) or the header's buttons moved them in the next frame — a layout shift of 0.11.
 */
export const SHELL_TOP_ID = 'category-bar';

/**
 * The page frame of SPEC §2. Desktop and mobile headers are both rendered and
 * one is shown by the 1200 px media query, so server HTML and hydration agree
 * whatever the window size. The shell itself keeps no scroll or cart state: the
 * few leaves that show them subscribe, so a scrolled frame or a cart change in
 * another tab re-renders a badge, not the headers, nav and footer.
 */
export function AppShell({
  children,
  cartUnitsHint,
  notice,
}: {
  children: ReactNode;
  cartUnitsHint: number;
  /** A strip under the header (the offline notice): in the page's flow, so it covers neither logo nor categories. */
  notice?: ReactNode;
}) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const activeCategory = useActiveCategory();
  return (
    <div className="app">
      <RouteProgress />
      <a href="#main" className="skip-link">
        Перейти к содержимому
      </a>
      <DesktopHeader cartUnitsHint={cartUnitsHint} />
      <MobileHeader drawerOpen={drawerOpen} onToggleDrawer={() => setDrawerOpen((open) => !open)} />
      {notice}
      <div className="category-bar" id={SHELL_TOP_ID}>
        <div className="container">
          <CategoryNav variant="main" active={activeCategory} />
        </div>
      </div>
      <CompactMenu
        cartUnitsHint={cartUnitsHint}
        onOpenDrawer={() => setDrawerOpen(true)}
        activeCategory={activeCategory}
      />
      <Drawer open={drawerOpen} onClose={() => setDrawerOpen(false)} activeCategory={activeCategory} />
      <main id="main" className="main container">
        {children}
      </main>
      <Suspense>
        <Footer />
      </Suspense>
      <FloatingLayer cartUnitsHint={cartUnitsHint} />
    </div>
  );
}
