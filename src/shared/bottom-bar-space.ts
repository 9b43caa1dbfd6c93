import { useSyncExternalStore } from 'react';

/*
 * The room a bar fixed at the screen's bottom takes, from its top edge down (the cookie banner while it waits for
 * a choice). Toasts drawn at the bottom rise above it: they would otherwise cover the banner's buttons for as long
 * as they show. Kept outside the DOM's styles on purpose: a custom property on <html> would restyle every element.
 */
let space = 0;
const listeners = new Set<() => void>();

export function setBottomBarSpace(pixels: number): void {
  const next = Math.max(0, Math.ceil(pixels));
  if (next === space) return;
  space = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Pixels from the bottom bar's top edge to the screen's bottom; 0 when no such bar is shown. */
export function useBottomBarSpace(): number {
  return useSyncExternalStore(
    subscribe,
    () => space,
    () => 0,
  );
}
