import { groupDigits, NBSP } from './digits';

/**
 * The shop's one money module. Inside the app, the server, the pricing engine
 * and the database every amount is an integer number of kopecks, branded so
 * that a BYN float, a count or a percent cannot be passed where money is
 * expected. The wire keeps SPEC's BYN numbers (`cost: 12.5`): only the
 * contract's `Byn` codec converts, with `bynToKopecks` / `kopecksToByn`.
 * Shoppers read every amount through `formatMoney` (`12,50 руб.`).
 *
 * Amounts are never negative: a price, a sum, a discount and a threshold
 * shortfall are all ≥ 0. The one difference that could go below zero by the
 * rules ("take 2,00 off a 1,50 pie") is `differenceOrZero`; any other
 * subtraction that would go negative is a bug and throws.
 */
export type Kopecks = number & { readonly __brand: 'Kopecks' };

export const KOPECKS_PER_BYN = 100;
/** The ISO 4217 code of the shop's money, for machines (the card gateway's `currency`), never for shoppers. */
export const CURRENCY_CODE = 'BYN';

export const ZERO_KOPECKS = 0 as Kopecks;

/** A whole, non-negative number of kopecks small enough for exact integer arithmetic (below 2⁵³). */
export function isKopecks(value: unknown): value is Kopecks {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

/** Checks and brands an integer amount; throws `RangeError` on a fraction, a negative, NaN or past 2⁵³. */
export function kopecks(value: number): Kopecks {
  if (!isKopecks(value)) throw new RangeError(`Not a whole non-negative number of kopecks: ${value}`);
  return value;
}

// Arithmetic. Each result is checked, so an overflow past exact integers throws
// `RangeError` instead of silently rounding someone's total.

export function addKopecks(a: Kopecks, b: Kopecks): Kopecks {
  return kopecks(a + b);
}

export function sumKopecks(amounts: Iterable<Kopecks>): Kopecks {
  let total = 0;
  for (const amount of amounts) total += amount;
  return kopecks(total);
}

/** A unit price times a whole number of units. */
export function multiplyKopecks(price: Kopecks, count: number): Kopecks {
  if (!Number.isSafeInteger(count) || count < 0) throw new RangeError(`Not a whole number of units: ${count}`);
  return kopecks(price * count);
}

/** `from − amount`; throws when `amount` is larger, since money here never goes negative. */
export function subtractKopecks(from: Kopecks, amount: Kopecks): Kopecks {
  return kopecks(from - amount);
}

/** `from − amount`, or 0 when `amount` is larger: what is still missing, or a price after "so much off". */
export function differenceOrZero(from: Kopecks, amount: Kopecks): Kopecks {
  return from > amount ? kopecks(from - amount) : ZERO_KOPECKS;
}

export function minKopecks(a: Kopecks, b: Kopecks): Kopecks {
  return a < b ? a : b;
}

// Percentages are held as "parts per million kept" so that rounding is done
// with integers and half a kopeck always rounds up, never to whatever the float
// happens to be.

/** 100 % expressed in parts per million. */
const PPM = 1_000_000;
const HALF_PPM = PPM / 2;

/** The kept share that applies no discount at all. */
export const KEEP_ALL_PPM = PPM;

/**
 * A discount percent as the share that is kept, in parts per million.
 * Percentages are honoured to four decimals (12.3456 %); anything finer is
 * below a millionth of the amount and cannot move a realistic total.
 */
export function keptPpm(discountPercent: number): number {
  return PPM - Math.round(discountPercent * 10_000);
}

/**
 * `amount × kept / 10⁶`, rounded half up to the kopeck, computed exactly.
 * Float division could put 12.4999999 on the wrong side of the half, so the
 * quotient is taken with an exact remainder instead (both operands are
 * non-negative integers below 2⁵³), and BigInt takes over for amounts so large
 * that the product itself would lose precision.
 */
export function applyKeptPpm(amount: Kopecks, kept: number): Kopecks {
  if (kept === PPM) return amount;
  const shifted = amount * kept + HALF_PPM;
  if (shifted <= Number.MAX_SAFE_INTEGER) {
    return ((shifted - (shifted % PPM)) / PPM) as Kopecks;
  }
  return Number((BigInt(amount) * BigInt(kept) + BigInt(HALF_PPM)) / BigInt(PPM)) as Kopecks;
}

/** `amount` less `percent` %, rounded half up to the kopeck. */
export function percentOff(amount: Kopecks, percent: number): Kopecks {
  return applyKeptPpm(amount, keptPpm(percent));
}

// The one spelling for shoppers.

/**
 * An amount as shoppers read it everywhere (pages, server render, toasts,
 * receipts): `12,50 руб.`, `1 234,50 руб.`, with non-breaking spaces before
 * «руб.» and between digit groups, so a price never wraps across lines.
 */
export function formatMoney(amount: Kopecks): string {
  const roubles = groupDigits(Math.floor(amount / KOPECKS_PER_BYN));
  const rest = (amount % KOPECKS_PER_BYN).toString().padStart(2, '0');
  return `${roubles},${rest}${NBSP}руб.`;
}

/** An amount as typed into a money field: «12,50» (no grouping, no «руб.», so it can be edited as it is). */
export function moneyInputValue(amount: Kopecks): string {
  return `${Math.floor(amount / KOPECKS_PER_BYN)},${(amount % KOPECKS_PER_BYN).toString().padStart(2, '0')}`;
}

/** What a person typed into a money field («12,50», «12.5», «1 234»), in kopecks; null when it is no amount. */
export function parseMoneyInput(text: string): Kopecks | null {
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(text.replace(/[\s\u00a0]/g, ''));
  if (!match) return null;
  const roubles = Number(match[1]);
  const rest = Number((match[2] ?? '').padEnd(2, '0'));
  return (roubles * KOPECKS_PER_BYN + rest) as Kopecks;
}

/**
 * Machine-readable price for schema.org `Offer` (structured data for search
 * engines, not a shopper spelling): ISO 4217 currency and a decimal string
 * with a dot, built from the integer so no float rounding is involved.
 */
export function schemaOrgPrice(amount: Kopecks): { priceCurrency: 'BYN'; price: string } {
  const rest = (amount % KOPECKS_PER_BYN).toString().padStart(2, '0');
  return { priceCurrency: 'BYN', price: `${Math.floor(amount / KOPECKS_PER_BYN)}.${rest}` };
}

// The wire's BYN numbers. Only the contract's `Byn` codec calls these.

/**
 * Tolerance for float noise: 0.1 + 0.2 (0.30000000000000004) is accepted as
 * 0.30, but 1.005 is refused as a sub-kopeck amount.
 */
const KOPECK_TOLERANCE = 1e-6;

/** True for a finite, non-negative BYN number with at most two decimals that fits exact kopecks. */
export function isWholeKopecksOfByn(byn: number): boolean {
  if (typeof byn !== 'number' || !Number.isFinite(byn) || byn < 0) return false;
  const scaled = byn * KOPECKS_PER_BYN;
  const nearest = Math.round(scaled);
  return Math.abs(nearest - scaled) < KOPECK_TOLERANCE && Number.isSafeInteger(nearest);
}

/** BYN from the wire to kopecks; throws `RangeError` for anything `isWholeKopecksOfByn` refuses. */
export function bynToKopecks(byn: number): Kopecks {
  if (!isWholeKopecksOfByn(byn)) throw new RangeError(`Not a BYN amount to the kopeck: ${byn}`);
  return Math.round(byn * KOPECKS_PER_BYN) as Kopecks;
}

/**
 * Kopecks back to the wire's BYN. Dividing an integer by 100 yields the double
 * closest to the two-decimal value, which is what JSON and `toFixed(2)` expect.
 */
export function kopecksToByn(amount: Kopecks): number {
  return amount / KOPECKS_PER_BYN;
}
