/**
 * The one page scroll lock (SPEC §4: auth modal, drawer, stories, payment).
 * The body is fixed at the current offset so the page neither scrolls nor
 * jumps, and the scrollbar's width is kept so the layout does not shift.
 * Reference-counted: the page unlocks when the last holder lets go.
 */
let holders = 0;
let savedY = 0;

export function lockScroll(): () => void {
  if (typeof document === 'undefined') return () => {};
  if (holders === 0) {
    savedY = window.scrollY;
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    const style = document.body.style;
    style.position = 'fixed';
    style.top = `-${savedY}px`;
    style.left = '0';
    style.right = '0';
    style.paddingRight = scrollbar > 0 ? `${scrollbar}px` : '';
    document.documentElement.dataset.scrollLocked = '';
  }
  holders += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders > 0) return;
    const style = document.body.style;
    style.position = '';
    style.top = '';
    style.left = '';
    style.right = '';
    style.paddingRight = '';
    delete document.documentElement.dataset.scrollLocked;
    window.scrollTo({ top: savedY, behavior: 'instant' });
  };
}
