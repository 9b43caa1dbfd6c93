import { z } from 'zod';
import { Byn, EntityId, IsoDateTime, Percent } from './common';

/** `fromItems`: count only the promo's own items (true) or every cart item (false). */
export const CostThreshold = z.object({ value: Byn, fromItems: z.boolean() });
/** A number of units; it may be fractional (2.5 needs a third unit). */
export const CountThreshold = z.object({ value: z.number().nonnegative(), fromItems: z.boolean() });

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
  fromTheCost: CostThreshold.optional(),
  fromTheCount: CountThreshold.optional(),
  items: z.array(z.object({ _id: EntityId })),
});
export type Promo = z.infer<typeof Promo>;
