/**
 * The home page's far catalogue sections are styled, laid out and painted only
 * as they come near the screen (`content-visibility: auto`, see catalog.css):
 * some sixty cards made the first layout the longest task of a phone's first
 * paint. A skipped section stands in at an estimated height, which is harmless
 * while the shopper scrolls through the page but wrong for anything that aims
 * at a position computed through it: a restored scroll position (a reload, Back,
 * a page left and come back to) and a jump to a category. Before those, the
 * whole page is laid out for good (`html.full-layout`).
 */
export const FULL_LAYOUT_CLASS = 'full-layout';

export function layOutWholePage(): void {
  document.documentElement.classList.add(FULL_LAYOUT_CLASS);
}

/** A load that will restore a scroll position or aim at an anchor: laid out whole from the start. */
export function needsFullLayoutAtStart(navigationType: string | undefined, hash: string): boolean {
  return hash !== '' || (navigationType !== undefined && navigationType !== 'navigate');
}

interface PathChanges {
  subscribe(
    event: 'onBeforeNavigate',
    listener: (change: { pathChanged: boolean; fromLocation?: unknown }) => void,
  ): () => void;
}

/** Lays the page out whole where an aimed-at position needs it: at a restoring start and before moving to another page. */
export function keepAimedPositionsExact(router: PathChanges): void {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (needsFullLayoutAtStart(entry?.type, window.location.hash)) layOutWholePage();
  // Hydration's own first load comes from nowhere (no `fromLocation`) and changes nothing on the screen.
  const stop = router.subscribe('onBeforeNavigate', ({ pathChanged, fromLocation }) => {
    if (!pathChanged || fromLocation === undefined) return;
    layOutWholePage();
    stop();
  });
}
