import { proxy } from 'valtio/vanilla';
import { markChanged } from '../../shared/changed-at';

export interface Offset {
  x: number;
  y: number;
}

/** SPEC §3: where the shopper dragged the favorites and cart buttons (offsets from their home corner). */
export interface ButtonsState {
  favorite: Offset;
  cart: Offset;
  changedAt: number;
}

export type ButtonName = 'favorite' | 'cart';

export function createButtonsState(): ButtonsState {
  return proxy<ButtonsState>({ favorite: { x: 0, y: 0 }, cart: { x: 0, y: 0 }, changedAt: 0 });
}

export function createButtonsActions(state: ButtonsState, clock: () => number = Date.now) {
  return {
    move(name: ButtonName, offset: Offset) {
      state[name] = { x: Math.round(offset.x), y: Math.round(offset.y) };
      markChanged(state, clock());
    },
  };
}

/**
 * Keeps a button inside the viewport: `home` is where it sits at offset 0,
 * `size` its box. Used after resize and rotation, when a stored offset may
 * point outside a smaller screen.
 */
export function clampOffset(
  offset: Offset,
  home: { left: number; top: number },
  size: { width: number; height: number },
  viewport: { width: number; height: number },
  margin = 8,
): Offset {
  const minX = margin - home.left;
  const maxX = viewport.width - margin - size.width - home.left;
  const minY = margin - home.top;
  const maxY = viewport.height - margin - size.height - home.top;
  const clamp = (value: number, min: number, max: number) => (max < min ? min : Math.min(max, Math.max(min, value)));
  return { x: clamp(offset.x, minX, maxX), y: clamp(offset.y, minY, maxY) };
}
