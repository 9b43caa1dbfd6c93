import { useEffect, useState } from 'react';
import { LAYOUT } from '../../domain/constants';
import { layOutWholePage } from '../../shared/deferred-layout';

/**
 * The id of the section the shopper is reading: the last one whose top has
 * passed the category offset (SPEC §2, 54 px). Null above the first section.
 */
export function activeSectionId(tops: readonly { id: string; top: number }[], offset: number): string | null {
  let active: string | null = null;
  for (const section of tops) {
    if (section.top - offset <= 1) active = section.id;
  }
  return active;
}

export function useActiveCategory(): string | null {
  const [active, setActive] = useState<string | null>(null);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const sections = Array.from(document.querySelectorAll<HTMLElement>('[data-category-section]'));
      setActive(
        activeSectionId(
          sections.map((element) => ({ id: element.id, top: element.getBoundingClientRect().top })),
          LAYOUT.categoryScrollOffset,
        ),
      );
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, []);
  return active;
}

/** Scrolls so the section's top sits at the category offset, below the compact menu. */
export function scrollToSection(id: string): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  // The sections above it at their real heights, not their estimates, or the jump lands short or long.
  layOutWholePage();
  const top = element.getBoundingClientRect().top + window.scrollY - LAYOUT.categoryScrollOffset;
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top, behavior: smooth ? 'smooth' : 'auto' });
  return true;
}

/**
 * The strip's scroll position that centres a chip, within the strip's range. Pure, so it is tested
 * without a browser: positions are relative to the strip's scrolled content.
 */
export function centredScrollLeft(
  chip: { offset: number; width: number },
  strip: { width: number; scrollWidth: number },
): number {
  const centred = chip.offset + chip.width / 2 - strip.width / 2;
  return Math.round(Math.min(Math.max(centred, 0), Math.max(strip.scrollWidth - strip.width, 0)));
}

/**
 * Scrolls a sideways strip (never the page: `scrollIntoView` would also scroll the window to a strip
 * that is out of sight) so the chip is centred in it.
 */
export function scrollStripTo(strip: HTMLElement, chip: HTMLElement): void {
  if (strip.scrollWidth <= strip.clientWidth) return;
  const stripBox = strip.getBoundingClientRect();
  const chipBox = chip.getBoundingClientRect();
  const left = centredScrollLeft(
    { offset: chipBox.left - stripBox.left + strip.scrollLeft, width: chipBox.width },
    { width: strip.clientWidth, scrollWidth: strip.scrollWidth },
  );
  if (Math.abs(left - strip.scrollLeft) < 1) return;
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  strip.scrollTo({ left, behavior: smooth ? 'smooth' : 'auto' });
}
