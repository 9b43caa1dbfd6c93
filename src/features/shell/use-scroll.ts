import { useEffect, useState } from 'react';

/** The vertical scroll position, sampled once per animation frame. */
export function useScrollY(): number {
  const [scrollY, setScrollY] = useState(0);
  useEffect(() => {
    let frame = 0;
    const read = () => {
      frame = 0;
      setScrollY(window.scrollY);
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(read);
    };
    // The first sample waits for the next frame too: read now, during hydration, it would force a layout.
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    return () => {
      window.removeEventListener('scroll', schedule);
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, []);
  return scrollY;
}
