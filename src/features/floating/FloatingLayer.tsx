import { Suspense, useEffect, useState } from 'react';
import { LAYOUT, TIMING } from '../../domain/constants';
import { lazyPart } from '../../shared/lazy-part';
import { useLoaded } from '../../shared/use-loaded';
import { useScrolledPast } from '../../shared/use-scrolled-past';
import { whenIdle } from '../../shared/when-idle';
import { ButtonsStoreProvider } from './buttons.context';

const DraggableButtons = lazyPart(() => import('./DraggableButtons').then((module) => module.default));
// Shown 2 s after load and never on the server: its code need not come with the first page's script.
const loadContacts = () => import('./FloatingContacts').then((module) => module.FloatingContacts);

/**
 * Everything that floats over the page: the contact button (after 2 s), the
 * scroll-to-top button (past 200 px) and the draggable favorites/cart button.
 * At rest they sit in the dock, a bar fixed at the bottom of the screen for
 * which the page keeps room at its end (floating.css), so they cover no
 * control at their default places. The dock itself is in the server's HTML;
 * its buttons are browser-only.
 */
export function FloatingLayer({ cartUnitsHint }: { cartUnitsHint: number }) {
  const [draggables, setDraggables] = useState(false);
  const [contacts, setContacts] = useState(false);
  // Fetched when it is due, then shown as soon as it is here (state, not Suspense: no reveal timer to wait for).
  const FloatingContacts = useLoaded(contacts, loadContacts, 'floating: contacts');
  const scrolledDown = useScrolledPast(LAYOUT.scrollToTopThreshold);
  useEffect(() => whenIdle(() => setDraggables(true), 2000, 200), []);
  useEffect(() => {
    const timer = setTimeout(() => setContacts(true), TIMING.floatingIconsDelay);
    return () => clearTimeout(timer);
  }, []);

  return (
    <ButtonsStoreProvider>
      <div className="floating-dock" data-testid="floating-dock">
        <div className="floating-dock__start">{FloatingContacts && <FloatingContacts />}</div>
        <div className="floating-dock__end">
          {scrolledDown && (
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
