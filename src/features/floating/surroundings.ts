import type { Box, Surroundings } from './placement';

/** Distance a resting button keeps from the screen's edges and bars. */
const EDGE_PX = 12;
/** Room kept between a resting button and a protected control. */
const PROTECTED_GAP_PX = 8;

/**
 * Controls a floating button must never rest on, on any page: whatever is
 * marked `data-floating-protected` (the cart's totals) and every form's submit
 * button. A page protects something new by marking it, never by a rule here.
 */
const PROTECTED_SELECTOR = [
  '[data-floating-protected]',
  'button[type="submit"]',
  'form button:not([type])',
  'input[type="submit"]',
  'input[type="image"]',
].join(', ');

/** The boxes of the protected controls now on screen (viewport coordinates). */
function protectedBoxes(): Box[] {
  const boxes: Box[] = [];
  for (const element of document.querySelectorAll(PROTECTED_SELECTOR)) {
    if (element.closest('.floating-dock')) continue;
    const { left, top, width, height } = element.getBoundingClientRect();
    if (width > 0 && height > 0) boxes.push({ left, top, width, height });
  }
  return boxes;
}

/** What a dragged button must keep clear of, read from the page as it is now; `dock` holds the buttons at home. */
export function surroundings(dock: Element | null): Surroundings {
  const root = document.documentElement;
  // clientWidth leaves out the scrollbar, so the right edge is the visible one.
  const viewport = { width: root.clientWidth, height: window.innerHeight };
  const topMenu = Number.parseFloat(getComputedStyle(root).getPropertyValue('--compact-height')) || 54;
  const dockTop = dock?.getBoundingClientRect().top ?? viewport.height;
  return {
    viewport,
    bandTop: topMenu + EDGE_PX,
    bandBottom: dockTop - EDGE_PX,
    edgeMargin: EDGE_PX,
    protectedBoxes: protectedBoxes(),
    gap: PROTECTED_GAP_PX,
  };
}
