import { useAnimate } from 'framer-motion/mini';
import { useEffect, useState } from 'react';
import { BRAND } from '../../domain/brand/brand';
import { TIMING } from '../../domain/constants';
import { visitBeganEarlier } from './visit';

const SLIDE_MS = 500;

/**
 * SPEC §2/§4 full-screen branded loader. It is in the server's HTML, so it
 * covers the first paint while the page renders and loads beneath it. Its
 * 2.5 s animation counts from the start of navigation; then it slides away
 * (fades with reduced motion) and is removed. The root decides where it is
 * shown (not on /cart and /doneorder, only on the first page loaded in a visit)
 * and never shows it again on client-side navigation. framer-motion's small
 * WAAPI animator keeps the first page light.
 */
export function BrandLoader() {
  const [scope, animate] = useAnimate<HTMLDivElement>();
  const [gone, setGone] = useState(false);

  useEffect(() => {
    // A page rendered for an earlier load (kept by the service worker): this load is not the visit's first.
    if (visitBeganEarlier()) {
      setGone(true);
      return;
    }
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const remaining = Math.max(0, TIMING.loaderAnimation - performance.now());
    const mark = scope.current?.querySelector('.brand-loader__mark');
    if (mark && !reduceMotion) {
      animate(
        mark,
        { transform: ['scale(1)', 'scale(1.05)', 'scale(0.98)', 'scale(1)'] },
        { duration: remaining / 1000 },
      );
    }
    const slide = setTimeout(() => {
      if (!scope.current) return;
      animate(scope.current, reduceMotion ? { opacity: 0 } : { transform: 'translateY(-100%)' }, {
        duration: SLIDE_MS / 1000,
        ease: 'easeInOut',
      });
    }, remaining);
    const remove = setTimeout(() => setGone(true), remaining + SLIDE_MS);
    return () => {
      clearTimeout(slide);
      clearTimeout(remove);
    };
  }, [animate, scope]);

  if (gone) return null;
  return (
    <div ref={scope} className="brand-loader" data-testid="brand-loader" role="status" aria-label="Загружаем меню">
      <div className="brand-loader__mark">
        <img src="/brand/logo.svg" alt="" width={264} height={72} />
        <p className="brand-loader__tagline">{BRAND.tagline}</p>
      </div>
    </div>
  );
}
