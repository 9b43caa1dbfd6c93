import { z } from 'zod';

/** Every user-facing error answer: one Russian sentence. */
export const ErrorAnswer = z.object({ message: z.string() });
export type ErrorAnswer = z.infer<typeof ErrorAnswer>;

/** Stable identifiers are short lowercase codes, e.g. `kapusta-yaytso`. */
export const EntityId = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'Некорректный идентификатор');

/** Money on the wire is BYN with at most two decimals (SPEC §3); code works in kopecks. */
export const Byn = z
  .number()
  .nonnegative()
  .refine((value) => Number.isFinite(value) && Math.abs(Math.round(value * 100) - value * 100) < 1e-6, {
    message: 'Сумма должна быть в рублях с точностью до копейки',
  });

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
