import { proxy } from 'valtio/vanilla';
import { markChanged } from '../../shared/changed-at';

export interface Offset {
  x: number;
  y: number;
}

/** SPEC §3: where the shopper dragged the favorites and cart buttons (offsets from their slot in the dock). */
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
