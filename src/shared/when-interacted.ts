/** What counts as the shopper reaching for the page: a pointer moving or pressing, a touch, a key, the wheel. */
const INTERACTIONS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel'] as const;

/**
 * Runs `callback` once, on the shopper's first interaction with the page: code that only an interaction
 * needs (a drag) is fetched then, not while the first screen loads. Returns a function that cancels it.
 */
export function whenInteracted(callback: () => void, target: EventTarget = window): () => void {
  const options = { capture: true, passive: true } as const;
  const cancel = () => {
    for (const type of INTERACTIONS) target.removeEventListener(type, fire, options);
  };
  function fire() {
    cancel();
    callback();
  }
  for (const type of INTERACTIONS) target.addEventListener(type, fire, options);
  return cancel;
}
