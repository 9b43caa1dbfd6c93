import { useState } from 'react';

/**
 * Whether `condition` has been true at any render so far: a one-way switch. Parts that the first screen never
 * shows (the drawer's links, the compact menu's strip) render from then on and stay for a quick second showing;
 * held pictures, once released, are never held again.
 */
export function useHasBeen(condition: boolean): boolean {
  const [hasBeen, setHasBeen] = useState(condition);
  // Set during render, React's pattern for state derived from a changing prop: no extra commit in between.
  if (condition && !hasBeen) setHasBeen(true);
  return hasBeen || condition;
}
