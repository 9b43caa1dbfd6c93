import { Link } from '@tanstack/react-router';
import { domMax, LazyMotion, m, useMotionValue } from 'framer-motion';
import { type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { HeartIcon } from '../../shared/HeartIcon';
import { useCartUnits } from '../cart';
import { useFavorites } from '../favorites';
import { useButtons } from './buttons.context';
import { type ButtonName, clampOffset, type Offset } from './buttons.store';

/** A pointer that moved less than this was a tap, not a drag. */
const TAP_SLOP_PX = 6;

interface DraggableProps {
  name: ButtonName;
  className: string;
  bounds: RefObject<HTMLDivElement | null>;
  children: (wasDragged: () => boolean) => ReactNode;
}

/**
 * A button the shopper can drag with mouse or touch (framer-motion drag inside
 * the viewport); its offset is stored on the device and pulled back inside the
 * screen after resize or rotation. A drag never counts as a click.
 */
function Draggable({ name, className, bounds, children }: DraggableProps) {
  const { state, actions } = useButtons();
  const stored = useSnapshot(state)[name];
  const x = useMotionValue(stored.x);
  const y = useMotionValue(stored.y);
  const box = useRef<HTMLDivElement>(null);
  const moved = useRef(0);

  useEffect(() => {
    x.set(stored.x);
    y.set(stored.y);
  }, [stored.x, stored.y, x, y]);

  useEffect(() => {
    const keepInside = () => {
      const element = box.current;
      if (!element || element.offsetParent === null) return;
      const rect = element.getBoundingClientRect();
      const current: Offset = { x: x.get(), y: y.get() };
      const home = { left: rect.left - current.x, top: rect.top - current.y };
      const next = clampOffset(current, home, rect, { width: window.innerWidth, height: window.innerHeight });
      if (next.x !== current.x || next.y !== current.y) actions.move(name, next);
    };
    keepInside();
    window.addEventListener('resize', keepInside);
    window.addEventListener('orientationchange', keepInside);
    return () => {
      window.removeEventListener('resize', keepInside);
      window.removeEventListener('orientationchange', keepInside);
    };
  }, [actions, name, x, y]);

  return (
    <m.div
      ref={box}
      className={`draggable ${className}`}
      data-testid={`draggable-${name}`}
      drag
      dragMomentum={false}
      dragElastic={0}
      dragConstraints={bounds}
      style={{ x, y }}
      onPointerDown={() => {
        moved.current = 0;
      }}
      onDrag={(_event, info) => {
        moved.current = Math.max(moved.current, Math.hypot(info.offset.x, info.offset.y));
      }}
      onDragEnd={() => actions.move(name, { x: x.get(), y: y.get() })}
    >
      {children(() => moved.current > TAP_SLOP_PX)}
    </m.div>
  );
}

function FavoritesFloating({ bounds }: { bounds: RefObject<HTMLDivElement | null> }) {
  const { state } = useFavorites();
  const count = useSnapshot(state).favorites.length;
  return (
    <Draggable name="favorite" className="draggable--favorite" bounds={bounds}>
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

function CartFloating({ bounds, unitsHint }: { bounds: RefObject<HTMLDivElement | null>; unitsHint: number }) {
  const units = useCartUnits(unitsHint);
  return (
    <Draggable name="cart" className="draggable--cart" bounds={bounds}>
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
 * on the mobile one (CSS shows one per layout). Loaded after the first paint,
 * so the drag machinery never weighs on the first page.
 */
export default function DraggableButtons({ cartUnitsHint }: { cartUnitsHint: number }) {
  const bounds = useRef<HTMLDivElement>(null);
  return (
    <LazyMotion features={domMax} strict>
      <div ref={bounds} className="draggable-bounds" aria-hidden="true" />
      <FavoritesFloating bounds={bounds} />
      <CartFloating bounds={bounds} unitsHint={cartUnitsHint} />
    </LazyMotion>
  );
}
