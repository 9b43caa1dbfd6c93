import { type ComponentType, lazy } from 'react';
import { lazyPart } from './lazy-part';

type Loaded<P> = { default: ComponentType<P> };

const serverLoads: Promise<unknown>[] = [];

/**
 * A component whose code stays out of the first page's script (a part below the fold, or rarely shown) while the
 * server still renders it in place. It must sit in a Suspense boundary of its own.
 *
 * In the browser it is React.lazy (`lazyPart`: it waits for code that could not come): during hydration the part keeps the server's HTML until its code has come,
 * then hydrates; rendered later, it shows nothing until then. On the server the code is loaded with this module,
 * and React gets it through a thenable that is already settled, so it renders at once and the HTML is what a
 * static import would give (no fallback, no streamed replacement); `render` awaits `splitPartsLoaded()` first.
 */
export function splitPart<P>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  if (!import.meta.env.SSR) return lazyPart(load);
  const loadModule = () => load().then((component): Loaded<P> => ({ default: component }));
  let loaded: Loaded<P> | null = null;
  const loading = loadModule().then((module) => {
    loaded = module;
    return module;
  });
  serverLoads.push(loading);
  const settled = (module: Loaded<P>) => ({
    // biome-ignore lint/suspicious/noThenProperty: a thenable on purpose: React reads its result synchronously when `then` calls back at once.
    then: (resolve: (value: Loaded<P>) => void) => resolve(module),
  });
  return lazy(() => (loaded ? settled(loaded) : loading) as Promise<Loaded<P>>) as unknown as ComponentType<P>;
}

/** Server: resolves once every split part's code is loaded, so no render meets one still loading. */
export function splitPartsLoaded(): Promise<void> {
  return Promise.all(serverLoads).then(() => undefined);
}
