import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
import { BELARUS_PHONE_METADATA } from './phone-metadata';

/**
 * Belarusian phone numbers, parsed by libphonenumber (region BY) wherever a
 * shopper types one: the feedback form, the contract's schemas, the server.
 * Shoppers write them many ways — `+375 29 123-45-67`, `80291234567`,
 * `8 029 123-45-67`, `291234567` — and all of them are one number: stored as
 * E.164 (`+375291234567`), shown as `+375 29 123-45-67`.
 *
 * Only numbers one can call back are taken: mobile and fixed line, without an
 * extension (no toll-free or premium numbers, no `доб.`).
 */

/** E.164 of a Belarusian number, e.g. `+375291234567`. */
export type E164Phone = string & { readonly __brand: 'E164Phone' };

export const PHONE_EXAMPLE = '+375 29 123-45-67';

const CALLABLE_TYPES = new Set(['MOBILE', 'FIXED_LINE', 'FIXED_LINE_OR_MOBILE']);

function parseAnew(text: string) {
  // `extract: false`: the whole text must be the number; a stray letter is a typo, not noise to skip.
  const parsed = parsePhoneNumberFromString(
    text.trim(),
    { defaultCountry: 'BY', extract: false },
    BELARUS_PHONE_METADATA,
  );
  if (parsed?.country !== 'BY' || parsed.ext || !parsed.isValid()) return null;
  const type = parsed.getType();
  return type !== undefined && CALLABLE_TYPES.has(type) ? parsed : null;
}

/**
 * The schemas check a number and then store it (`isPhone`, then `normalizePhone`, on the same text): the last
 * answer is kept, so an order's phone is parsed once, not twice (it was 4 % of the server's time per order).
 */
let lastText: string | undefined;
let lastParsed: ReturnType<typeof parseAnew> = null;

function parse(text: string) {
  if (text !== lastText) {
    lastParsed = parseAnew(text);
    lastText = text;
  }
  return lastParsed;
}

/** The number in E.164, or null when the text is not a callable Belarusian number. */
export function normalizePhone(text: string): E164Phone | null {
  return (parse(text)?.number as E164Phone | undefined) ?? null;
}

export function isPhone(text: string): boolean {
  return parse(text) !== null;
}

/**
 * `+375 29 123-45-67`: the national grouping (`8 029 123-45-67`) with the
 * country code instead of the trunk prefix, as Belarusians write it. Text that
 * is not a phone comes back unchanged.
 */
export function formatPhone(text: string): string {
  const parsed = parse(text);
  if (!parsed) return text;
  return `+${parsed.countryCallingCode} ${parsed.formatNational().replace(/^8 0?/, '')}`;
}
