import { useEffect, useState } from 'react';

/**
 * Whether the page is scrolled further down than `threshold` px, sampled once per animation frame. It changes
 * (and re-renders its component) only when the line is crossed, not on every scrolled pixel: the compact menu
 * and the scroll-to-top button need no more, and a shell that re-rendered per frame made scrolling janky.
 * The first sample waits for the next frame too: read during hydration, scrollY would force a layout.
 */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    let frame = 0;
    const read = () => {
      frame = 0;
      setPast(window.scrollY > threshold);
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(read);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    return () => {
      window.removeEventListener('scroll', schedule);
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, [threshold]);
  return past;
}
