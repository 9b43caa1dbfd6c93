import { z } from 'zod';
import { MAX_LINE_COUNT } from '../catalog/limits';
import { CartItem } from './cart';
import { Byn, EntityId } from './common';
import { Promo } from './promo';
import { STORAGE_MAX_LINES } from './storage';

/**
 * `POST /api/cart/quote`: the server prices a cart itself, from catalogue prices
 * and active promotions. The client sends only what and how many, never a price.
 */
export const QuoteBody = z.object({
  items: z
    .array(
      z.object({
        _id: EntityId,
        count: z.number().int('Количество должно быть целым числом').min(1).max(MAX_LINE_COUNT),
      }),
    )
    .min(1, 'Корзина пуста')
    .max(STORAGE_MAX_LINES, 'Слишком много позиций в корзине'),
});
export type QuoteBody = z.infer<typeof QuoteBody>;

export const PricedLine = z.object({
  _id: EntityId,
  count: z.number().int(),
  sum: Byn,
  total: Byn,
  discountedUnits: z.number().int(),
});

export const QuoteAnswer = z.object({
  /** The lines as the catalogue prices them today. */
  items: z.array(CartItem),
  lines: z.array(PricedLine),
  sum: Byn,
  discount: Byn,
  total: Byn,
  promo: Promo.nullable(),
  /** Ids that are not sold (unknown or withdrawn); they were left out of the quote. */
  unavailable: z.array(EntityId),
});
export type QuoteAnswer = z.infer<typeof QuoteAnswer>;
