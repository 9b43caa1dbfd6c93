import { z } from 'zod';
import { Byn, EntityId, IsoDateTime, Percent } from './common';

export const PromoThreshold = z.object({
  value: z.number().nonnegative(),
  /** Count only the promo's own items (true) or every cart item (false). */
  fromItems: z.boolean(),
});

/** SPEC §3 promo. Exactly one of discountPercent / discountFiat / discountCost is set. */
export const Promo = z.object({
  _id: EntityId,
  title: z.string().optional(),
  dateTimeFrom: IsoDateTime,
  dateTimeTo: IsoDateTime,
  discountPercent: Percent.optional(),
  discountFiat: Byn.optional(),
  discountCost: Byn.optional(),
  discountForEvery: z.number().int().min(1).optional(),
  fromTheCost: PromoThreshold.optional(),
  fromTheCount: PromoThreshold.optional(),
  items: z.array(z.object({ _id: EntityId })),
});
export type Promo = z.infer<typeof Promo>;
