import { z } from 'zod';
import { bynToKopecks, isKopecks, isWholeKopecksOfByn, type Kopecks, kopecksToByn } from '../money';
import { MULTI_LINE_FORBIDDEN, SINGLE_LINE_FORBIDDEN, TEXT_CHARS_MESSAGE } from '../text-chars';

// The character rule lives beside the contract, zod-free, for code that must not load zod.
export { isSingleLineText, TEXT_CHARS_MESSAGE } from '../text-chars';

/** Every user-facing error answer: one Russian sentence. */
export const ErrorAnswer = z.object({ message: z.string() });
export type ErrorAnswer = z.infer<typeof ErrorAnswer>;

/** Stable identifiers are short lowercase codes, e.g. `kapusta-yaytso`. */
export const EntityId = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'Некорректный идентификатор');

export interface SafeTextOptions {
  /** Newlines and tabs allowed (a comment, a message); a single-line field (a name, a phone) refuses them. */
  multiline?: boolean;
  /** Trimmed before the check, so a stray trailing tab or newline of a pasted value is dropped, not refused. */
  trim?: boolean;
  /** The message when the value is missing or not a string. */
  message?: string;
}

/**
 * Every free-text string a request carries: no control characters (but
 * newline and tab where `multiline`) and no lone surrogates, refused with a
 * `400` before any handler runs. Chain `.min()`, `.max()`, `.regex()` as on `z.string()`.
 */
export function safeText({ multiline = false, trim = false, message }: SafeTextOptions = {}) {
  const text = z.string(message === undefined ? undefined : { message });
  const forbidden = multiline ? MULTI_LINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN;
  return (trim ? text.trim() : text).refine((value) => !forbidden.test(value), TEXT_CHARS_MESSAGE);
}

/** How many characters an order's uid has: 18 random bytes in base64url (`newOrderUid` on the server). */
export const ORDER_UID_LENGTH = 24;

/**
 * An order's unguessable uid wherever one comes in (a path, `orderId` of a
 * body): checked by its format before any query, so a malformed one is a `400`.
 */
export const OrderUid = z
  .string({ message: 'Укажите номер заказа' })
  .regex(new RegExp(`^[A-Za-z0-9_-]{${ORDER_UID_LENGTH}}$`), 'Некорректный идентификатор заказа');

/** A rejected amount reads the same whichever money field it was in. */
const BYN_MESSAGE = 'Сумма должна быть в рублях с точностью до копейки';

/** An amount as the code holds it: whole kopecks (SPEC's BYN exist only on the wire). */
export const KopecksAmount = z.custom<Kopecks>(isKopecks, {
  message: 'Сумма должна быть целым неотрицательным числом копеек',
});

/**
 * Every money field of the contract. The wire carries SPEC's BYN numbers with
 * at most two decimals (`12.5`); decoding gives `Kopecks` (1250) and encoding
 * gives the BYN number back, so no handler, store or component holds a BYN float.
 * The OpenAPI document describes the wire form.
 */
export const Byn = z
  .codec(z.number().nonnegative().refine(isWholeKopecksOfByn, { message: BYN_MESSAGE }), KopecksAmount, {
    decode: bynToKopecks,
    encode: kopecksToByn,
  })
  // No `multipleOf: 0.01`: strict validators compute 16.9 / 0.01 in floating point and refuse it.
  .meta({ type: 'number', minimum: 0, description: 'BYN, at most two decimals (whole kopecks)' });

export const Percent = z.number().min(0).max(100);

export const IsoDateTime = z.iso.datetime({ offset: true });

/**
 * A raster picture produced by `scripts/generate-images.ts` at every width of
 * `IMAGE_WIDTHS`, in AVIF and WebP. `base` is the path without width and format.
 */
export const Picture = z.object({
  base: z.string().startsWith('/'),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  alt: z.string(),
});
export type Picture = z.infer<typeof Picture>;
