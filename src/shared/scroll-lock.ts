/**
 * The one page scroll lock (SPEC §4: auth modal, drawer, stories, payment).
 * Locks the page's scrolling while a full-screen layer (stories, the drawer, a
 * payment panel) is open, without the page jumping: the body is fixed at the
 * current offset and, on the last unlock, put back and scrolled to where it was.
 * Locks nest — each `lockScroll()` needs its `unlockScroll()` — so two layers
 * opening and closing in any order leave the page as it was.
 *
 * Browser-only; on the server (no `document`) both calls do nothing.
 */

const LOCKED_ATTRIBUTE = 'data-scroll-locked';

interface Saved {
  x: number;
  y: number;
  /** The body's inline style before locking, restored verbatim (`null`: it had none). */
  style: string | null;
}

let depth = 0;
let saved: Saved | null = null;

export function lockScroll(): void {
  if (typeof document === 'undefined') return;
  depth += 1;
  if (depth > 1) return;
  const { body, documentElement } = document;
  const x = window.scrollX;
  const y = window.scrollY;
  // A page that had a vertical scrollbar keeps its gutter, so nothing shifts sideways.
  const hadScrollbar = window.innerWidth - documentElement.clientWidth > 0;
  saved = { x, y, style: body.getAttribute('style') };
  body.style.position = 'fixed';
  body.style.top = `${-y}px`;
  body.style.left = `${-x}px`;
  body.style.right = '0';
  body.style.width = '100%';
  if (hadScrollbar) body.style.overflowY = 'scroll';
  documentElement.setAttribute(LOCKED_ATTRIBUTE, '');
}

export function unlockScroll(): void {
  if (typeof document === 'undefined' || depth === 0) return;
  depth -= 1;
  if (depth > 0 || !saved) return;
  const { body, documentElement } = document;
  const { x, y, style } = saved;
  saved = null;
  if (style === null) body.removeAttribute('style');
  else body.setAttribute('style', style);
  documentElement.removeAttribute(LOCKED_ATTRIBUTE);
  window.scrollTo({ left: x, top: y, behavior: 'instant' });
}

/** Whether some layer holds the lock. */
export function isScrollLocked(): boolean {
  return depth > 0;
}
