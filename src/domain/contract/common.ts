import { z } from 'zod';
import { bynToKopecks, isKopecks, isWholeKopecksOfByn, type Kopecks, kopecksToByn } from '../money';

/** Every user-facing error answer: one Russian sentence. */
export const ErrorAnswer = z.object({ message: z.string() });
export type ErrorAnswer = z.infer<typeof ErrorAnswer>;

/** Stable identifiers are short lowercase codes, e.g. `kapusta-yaytso`. */
export const EntityId = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'Некорректный идентификатор');

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
  .meta({ type: 'number', minimum: 0, multipleOf: 0.01, description: 'BYN, at most two decimals' });

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
