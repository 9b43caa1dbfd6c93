import { useEffect, useState } from 'react';
import { whenIdle } from './when-idle';

/**
 * Code the first page does without, fetched once it is `wanted` (a modal opened, an alert active, the page
 * idle): what `load` resolves to, or null before then. A failed fetch is logged under `what` and leaves null;
 * the effect asks again whenever `wanted` turns true anew. Null on the server and during hydration, so a
 * component drawn from it renders nothing there. `load` is a module-level function: a new closure on every
 * render would fetch again on every render.
 */
export function useLoaded<T>(wanted: boolean, load: () => Promise<T>, what: string): T | null {
  const [loaded, setLoaded] = useState<{ value: T } | null>(null);
  useEffect(() => {
    if (!wanted || loaded) return;
    let live = true;
    load().then(
      (value) => {
        if (live) setLoaded({ value });
      },
      (error: unknown) => console.warn(`[${what}] did not load`, error),
    );
    return () => {
      live = false;
    };
  }, [wanted, loaded, load, what]);
  return loaded?.value ?? null;
}

/** False until the browser is first idle after this component mounted (never on the server). */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle;
}
