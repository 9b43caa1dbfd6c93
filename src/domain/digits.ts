/** Keeps digit groups, and an amount with its unit, on one line. */
export const NBSP = '\u00a0';
const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/**
 * A whole number as Russian writes it: digit groups split by non-breaking spaces («1 000», «12 500»), as
 * `Intl.NumberFormat('ru')` does, but by string work alone: the first Intl number formatter loads the
 * locale's data, a task of its own on a slow phone, and every product card shows a number.
 */
export function groupDigits(whole: number): string {
  return Math.trunc(whole).toString().replace(THOUSANDS, NBSP);
}
