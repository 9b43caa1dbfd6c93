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

/** A number's shortest spelling with the Russian decimal comma, ungrouped («2,5», «12,75»): amounts as typed. */
export function decimalComma(value: number | string): string {
  return String(value).replace('.', ',');
}

/** «1 200 г»: a product's weight or volume with its unit. */
export function formatWeight(value: number, unit: string): string {
  return `${groupDigits(value)} ${unit}`;
}

/**
 * A number to one decimal place as Russian writes it («4,3», «1 204,0»), halves rounded away from zero. Intl rounds
 * the number's shortest decimal spelling (4.35 → «4,4», though the double is 4.34999…), so this rounds that
 * spelling too; no Intl, as above.
 */
export function oneDecimal(value: number): string {
  const spelled = /^(\d+)(?:\.(\d)(\d?)\d*)?$/.exec(Math.abs(value).toString());
  // Only exponent spellings fail to match: below 1e-6, which is «0,0», and from 1e21, past what groupDigits spells.
  const [whole, tenth, next] = spelled
    ? [Number(spelled[1]), Number(spelled[2] ?? 0), Number(spelled[3] || 0)]
    : [Math.trunc(Math.abs(value)), 0, 0];
  const tenths = whole * 10 + tenth + (next >= 5 ? 1 : 0);
  const sign = value < 0 && tenths !== 0 ? '-' : '';
  return `${sign}${groupDigits(Math.trunc(tenths / 10))},${tenths % 10}`;
}
