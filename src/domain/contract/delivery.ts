import { z } from 'zod';
import { Byn, EntityId } from './common';

/** How many days ahead an order may be placed, at most. */
export const MAX_DAYS_AHEAD_LIMIT = 60;

/**
 * A delivery zone (one of Minsk's districts): the smallest order it takes, its
 * fee, the order sum from which delivery is free, and how long a delivery takes
 * to prepare at least. The one source of these amounts: pages, the cart and
 * the checkout read them from `GET /api/delivery/options`, never from prose.
 */
export const DeliveryZone = z.object({
  _id: EntityId,
  title: z.string().min(1),
  minOrder: Byn,
  fee: Byn,
  freeFrom: Byn,
  leadMinutes: z.number().int().positive(),
});
export type DeliveryZone = z.infer<typeof DeliveryZone>;

/** A shop the order can be picked up from (the shops of /adresa). */
export const PickupPoint = z.object({ _id: EntityId, title: z.string().min(1), address: z.string().min(1) });
export type PickupPoint = z.infer<typeof PickupPoint>;

/** `GET /api/delivery/options`: zones, pickup points and how far ahead one may order. */
export const DeliveryOptionsAnswer = z.object({
  zones: z.array(DeliveryZone),
  points: z.array(PickupPoint),
  maxDaysAhead: z.number().int().min(0).max(MAX_DAYS_AHEAD_LIMIT),
});
export type DeliveryOptionsAnswer = z.infer<typeof DeliveryOptionsAnswer>;
