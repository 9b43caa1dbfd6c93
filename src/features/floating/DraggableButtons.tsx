import { Link, useLocation } from '@tanstack/react-router';
import { LazyMotion, type MotionValue, m, useMotionValue } from 'framer-motion';
import { type ReactNode, type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { HeartIcon } from '../../shared/HeartIcon';
import { whenInteracted } from '../../shared/when-interacted';
import { useCartUnits } from '../cart';
import { useFavorites } from '../favorites';
import { useButtons } from './buttons.context';
import type { ButtonName, Offset } from './buttons.store';
import { HeldPressControls } from './held-press';
import { restingPlace } from './placement';
import { surroundings } from './surroundings';

/** A pointer that moved less than this was a tap, not a drag. */
const TAP_SLOP_PX = 6;
/** Scrolling has stopped when no scroll event came for this long. */
const SCROLL_REST_MS = 200;
/** How long a button takes to glide to its resting place. */
const GLIDE_MS = 200;

/**
 * Moves a button to an offset over a short ease-out (at once for reduced
 * motion), then calls `done`. A few lines instead of framer-motion's animate(),
 * which would add 7 KiB to this chunk for one tween.
 */
function useGlide(x: MotionValue<number>, y: MotionValue<number>) {
  const frame = useRef(0);
  const stop = useCallback(() => {
    cancelAnimationFrame(frame.current);
    frame.current = 0;
  }, []);
  const glide = useCallback(
    (to: Offset, done: () => void) => {
      stop();
      const from = { x: x.get(), y: y.get() };
      const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      const start = performance.now();
      const step = (now: number) => {
        const progress = still ? 1 : Math.min(1, (now - start) / GLIDE_MS);
        const eased = 1 - (1 - progress) ** 3;
        x.set(from.x + (to.x - from.x) * eased);
        y.set(from.y + (to.y - from.y) * eased);
        if (progress < 1) {
          frame.current = requestAnimationFrame(step);
        } else {
          frame.current = 0;
          done();
        }
      };
      frame.current = requestAnimationFrame(step);
    },
    [stop, x, y],
  );
  useEffect(() => stop, [stop]);
  return { glide, stop, gliding: useCallback(() => frame.current !== 0, []) };
}

/**
 * framer-motion's drag machinery (domMax, most of the chunk's weight) is fetched once it is wanted: on the
 * shopper's first interaction with the page, or when a button rests away from its home (a stored drag), which
 * the resting rule may have to move. Until then the buttons are plain, at home in the dock.
 */
function createDragFeatures() {
  let want = () => {};
  const wanted = new Promise<void>((resolve) => {
    want = resolve;
  });
  return {
    want,
    load: () => wanted.then(() => import('./drag-features')).then((module) => module.domMax),
  };
}

interface DraggableProps {
  name: ButtonName;
  className: string;
  bounds: RefObject<HTMLDivElement | null>;
  wantDrag: () => void;
  children: (wasDragged: () => boolean) => ReactNode;
}

/**
 * A button the shopper can drag with mouse or touch (framer-motion drag inside
 * the viewport). Its home is its slot in the dock. Let go, it snaps to the
 * nearer side edge, or home when dropped on the dock, and never rests on a
 * protected control (surroundings.ts): it takes the nearest clear spot instead.
 * The same rule runs again after resize, scrolling and navigation, since the
 * page under a resting button changes. A drag never counts as a click.
 */
function Draggable({ name, className, bounds, wantDrag, children }: DraggableProps) {
  const { state, actions } = useButtons();
  const stored = useSnapshot(state)[name];
  const x = useMotionValue(stored.x);
  const y = useMotionValue(stored.y);
  const box = useRef<HTMLDivElement>(null);
  const moved = useRef(0);
  const dragging = useRef(false);
  const pathname = useLocation({ select: (location) => location.pathname });
  const { glide, stop, gliding } = useGlide(x, y);
  const [controls] = useState(() => new HeldPressControls());

  useEffect(() => {
    if (stored.x !== 0 || stored.y !== 0) wantDrag();
  }, [stored.x, stored.y, wantDrag]);

  useEffect(() => {
    if (gliding()) return;
    x.set(stored.x);
    y.set(stored.y);
  }, [stored.x, stored.y, x, y, gliding]);

  /** Moves the button to where it may rest; at home in the dock it stays unless `dropped`. */
  const settle = useCallback(
    (dropped: boolean) => {
      const element = box.current;
      if (!element || dragging.current || gliding() || element.getClientRects().length === 0) return;
      const current = { x: x.get(), y: y.get() };
      if (!dropped && current.x === 0 && current.y === 0) return;
      const rect = element.getBoundingClientRect();
      const home = { left: rect.left - current.x, top: rect.top - current.y };
      const place = restingPlace(rect, home, surroundings(element.closest('.floating-dock')));
      const next = { x: Math.round(place.left - home.left), y: Math.round(place.top - home.top) };
      if (next.x !== Math.round(current.x) || next.y !== Math.round(current.y)) {
        glide(next, () => actions.move(name, next));
      } else if (dropped || next.x !== stored.x || next.y !== stored.y) {
        actions.move(name, next);
      }
    },
    [actions, name, x, y, stored.x, stored.y, glide, gliding],
  );

  // The page under a resting button changes: another screen size, scrolling, its stored place loaded.
  useEffect(() => {
    let scrollTimer = 0;
    const later = () => requestAnimationFrame(() => settle(false));
    const onScroll = () => {
      window.clearTimeout(scrollTimer);
      scrollTimer = window.setTimeout(later, SCROLL_REST_MS);
    };
    const frame = later();
    window.addEventListener('resize', later);
    window.addEventListener('orientationchange', later);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(scrollTimer);
      window.removeEventListener('resize', later);
      window.removeEventListener('orientationchange', later);
      window.removeEventListener('scroll', onScroll);
    };
  }, [settle]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation, when another page lies under the button.
  useEffect(() => {
    const frame = requestAnimationFrame(() => settle(false));
    return () => cancelAnimationFrame(frame);
  }, [pathname, settle]);

  return (
    <m.div
      ref={box}
      className={`draggable ${className}`}
      data-testid={`draggable-${name}`}
      drag
      dragMomentum={false}
      dragElastic={0}
      dragConstraints={bounds}
      dragControls={controls}
      style={{ x, y }}
      onPointerDown={(event) => {
        moved.current = 0;
        controls.hold(event.nativeEvent);
      }}
      onDragStart={() => {
        stop();
        dragging.current = true;
      }}
      onDrag={(_event, info) => {
        moved.current = Math.max(moved.current, Math.hypot(info.offset.x, info.offset.y));
      }}
      onDragEnd={() => {
        dragging.current = false;
        settle(true);
      }}
    >
      {children(() => moved.current > TAP_SLOP_PX)}
    </m.div>
  );
}

interface FloatingProps {
  bounds: RefObject<HTMLDivElement | null>;
  wantDrag: () => void;
}

function FavoritesFloating({ bounds, wantDrag }: FloatingProps) {
  const { state } = useFavorites();
  const count = useSnapshot(state).favorites.length;
  return (
    <Draggable name="favorite" className="draggable--favorite" bounds={bounds} wantDrag={wantDrag}>
      {(wasDragged) => (
        <button
          type="button"
          className="floating-button"
          aria-haspopup="dialog"
          aria-label={count > 0 ? `Избранное, товаров: ${count}` : 'Избранное, пока пусто'}
          onClick={(event) => {
            if (wasDragged()) {
              event.preventDefault();
              return;
            }
            state.open = true;
          }}
        >
          <HeartIcon filled={count > 0} />
        </button>
      )}
    </Draggable>
  );
}

function CartFloating({ bounds, wantDrag, unitsHint }: FloatingProps & { unitsHint: number }) {
  const units = useCartUnits(unitsHint);
  return (
    <Draggable name="cart" className="draggable--cart" bounds={bounds} wantDrag={wantDrag}>
      {(wasDragged) => (
        <Link
          to="/cart"
          className="floating-button floating-button--cart"
          aria-label={units > 0 ? `Корзина, товаров: ${units}` : 'Корзина'}
          draggable={false}
          onClick={(event) => {
            if (wasDragged()) event.preventDefault();
          }}
        >
          <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
            <path
              fill="currentColor"
              d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4zM5.2 4l.4 2H21l-2.2 8.4a2 2 0 0 1-1.9 1.6H8.4a2 2 0 0 1-2-1.6L3.6 2H1V0h4z"
            />
          </svg>
          {units > 0 && (
            <span className="floating-button__badge" aria-hidden="true">
              {units}
            </span>
          )}
        </Link>
      )}
    </Draggable>
  );
}

/**
 * SPEC §2 draggable buttons: the favorites heart on the desktop layout, the cart
 * on the mobile one (CSS shows one per layout), both at home in the dock.
 * Loaded when the page is idle; the drag machinery itself only when wanted (createDragFeatures).
 */
export default function DraggableButtons({ cartUnitsHint }: { cartUnitsHint: number }) {
  const bounds = useRef<HTMLDivElement>(null);
  const [drag] = useState(createDragFeatures);
  useEffect(() => whenInteracted(drag.want), [drag]);
  return (
    <LazyMotion features={drag.load} strict>
      <div ref={bounds} className="draggable-bounds" aria-hidden="true" />
      <FavoritesFloating bounds={bounds} wantDrag={drag.want} />
      <CartFloating bounds={bounds} wantDrag={drag.want} unitsHint={cartUnitsHint} />
    </LazyMotion>
  );
}
