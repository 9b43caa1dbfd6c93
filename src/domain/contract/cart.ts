import { z } from 'zod';
import { Byn, EntityId, Percent } from './common';

/** SPEC §3 cart item: what the shopper's cart holds per product. */
export const CartItem = z.object({
  _id: EntityId,
  cost: Byn,
  count: z.number().int().positive(),
  title: z.string(),
  discount: Percent.optional(),
});
export type CartItem = z.infer<typeof CartItem>;
