import type { animate } from 'framer-motion/dom/mini';
import { useEffect, useRef, useState } from 'react';
import { BRAND, logoSize } from '../../domain/brand/brand';
import { TIMING } from '../../domain/constants';
import { visitBeganEarlier } from './visit';

const SLIDE_MS = 500;
const LOGO = logoSize(260);

/** Something the loader started and must stop when it goes (an animation, or the fetch of the animator). */
type Stop = () => void;
type Animate = typeof animate;

/**
 * SPEC §2/§4 full-screen branded loader. It is in the server's HTML, so it
 * covers the first paint while the page renders and loads beneath it. Its
 * 2.5 s animation counts from the start of navigation; then it slides away
 * (fades with reduced motion) and is removed. The root decides where it is
 * shown (not on /cart and /doneorder, only on the first page loaded in a visit)
 * and never shows it again on client-side navigation. framer-motion's WAAPI
 * animator is fetched by the effect, not with the first page: the loader is
 * already painted by the server, and a visit's later pages never show it.
 */
export function BrandLoader() {
  const scope = useRef<HTMLDivElement>(null);
  const [gone, setGone] = useState(false);

  useEffect(() => {
    // A page rendered for an earlier load (kept by the service worker): this load is not the visit's first.
    if (visitBeganEarlier()) {
      setGone(true);
      return;
    }
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const remaining = Math.max(0, TIMING.loaderAnimation - performance.now());
    let stopped = false;
    const running: Stop[] = [];
    const animator = import('framer-motion/dom/mini');
    const run = (start: (animate: Animate) => { stop: Stop } | null) => {
      animator.then(
        ({ animate }) => {
          if (stopped) return;
          const animation = start(animate);
          if (animation) running.push(() => animation.stop());
        },
        // Without the animator (offline before it was cached) the loader still goes on time, only unanimated.
        () => {},
      );
    };
    const mark = scope.current?.querySelector('.brand-loader__mark');
    if (mark && !reduceMotion) {
      // The pulse keeps its end time, whenever the animator arrives.
      const ends = performance.now() + remaining;
      run((animate) => {
        const left = ends - performance.now();
        if (left <= 0) return null;
        return animate(
          mark,
          { transform: ['scale(1)', 'scale(1.05)', 'scale(0.98)', 'scale(1)'] },
          { duration: left / 1000 },
        );
      });
    }
    const slide = setTimeout(() => {
      run((animate) =>
        scope.current
          ? animate(scope.current, reduceMotion ? { opacity: 0 } : { transform: 'translateY(-100%)' }, {
              duration: SLIDE_MS / 1000,
              ease: 'easeInOut',
            })
          : null,
      );
    }, remaining);
    const remove = setTimeout(() => setGone(true), remaining + SLIDE_MS);
    return () => {
      stopped = true;
      clearTimeout(slide);
      clearTimeout(remove);
      for (const stop of running) stop();
    };
  }, []);

  if (gone) return null;
  return (
    <div ref={scope} className="brand-loader" data-testid="brand-loader" role="status" aria-label="Загружаем меню">
      <div className="brand-loader__mark">
        <img src="/brand/logo.svg" alt="" {...LOGO} />
        <p className="brand-loader__tagline">{BRAND.tagline}</p>
      </div>
    </div>
  );
}
