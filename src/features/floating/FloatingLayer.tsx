import { lazy, Suspense, useEffect, useState } from 'react';
import { LAYOUT, TIMING } from '../../domain/constants';
import { ButtonsStoreProvider } from './buttons.context';
import { FloatingContacts } from './FloatingContacts';

const DraggableButtons = lazy(() => import('./DraggableButtons'));

/** Runs `callback` once the browser is idle after the first paint. */
function afterFirstPaint(callback: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(callback, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(callback, 200);
  return () => clearTimeout(handle);
}

/**
 * Everything that floats over the page: the contact button (after 2 s), the
 * scroll-to-top button (past 200 px) and the draggable favorites/cart button.
 * At rest they sit in the dock, a bar fixed at the bottom of the screen for
 * which the page keeps room at its end (floating.css), so they cover no
 * control at their default places. The dock itself is in the server's HTML;
 * its buttons are browser-only.
 */
export function FloatingLayer({ scrollY, cartUnitsHint }: { scrollY: number; cartUnitsHint: number }) {
  const [draggables, setDraggables] = useState(false);
  const [contacts, setContacts] = useState(false);
  useEffect(() => afterFirstPaint(() => setDraggables(true)), []);
  useEffect(() => {
    const timer = setTimeout(() => setContacts(true), TIMING.floatingIconsDelay);
    return () => clearTimeout(timer);
  }, []);

  return (
    <ButtonsStoreProvider>
      <div className="floating-dock" data-testid="floating-dock">
        <div className="floating-dock__start">{contacts && <FloatingContacts />}</div>
        <div className="floating-dock__end">
          {scrollY > LAYOUT.scrollToTopThreshold && (
            <button
              type="button"
              className="scroll-to-top"
              aria-label="Наверх"
              onClick={() => {
                const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
                window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
              }}
            >
              ↑
            </button>
          )}
          {draggables && (
            <Suspense fallback={null}>
              <DraggableButtons cartUnitsHint={cartUnitsHint} />
            </Suspense>
          )}
        </div>
      </div>
    </ButtonsStoreProvider>
  );
}
