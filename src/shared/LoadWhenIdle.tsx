import type { ComponentType } from 'react';
import { useIdle, useLoaded } from './use-loaded';

/**
 * A browser-only part without props that the first screen does without (a background worker, the toast
 * regions): `load` fetches it once the page is idle after hydration, and it renders nothing before, on the
 * server too. `load` is a module-level function.
 */
export function LoadWhenIdle({ load, what }: { load: () => Promise<ComponentType>; what: string }) {
  const Loaded = useLoaded(useIdle(), load, what);
  return Loaded ? <Loaded /> : null;
}
