import { z } from 'zod';
import { Byn, EntityId } from './common';

/** How many days ahead an order may be placed, at most. */
export const MAX_DAYS_AHEAD_LIMIT = 60;

/** A day's sold-out products at the shop that serves a place («нет в наличии сегодня», issue 29). */
export const SoldOutDay = z.object({
  date: z.iso.date(),
  products: z.array(EntityId),
});
export type SoldOutDay = z.infer<typeof SoldOutDay>;

/** Absent in answers kept from before the stop-list: nothing sold out. */
const soldOut = z.array(SoldOutDay).optional();

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
  /** What the zone's shop has sold out, by shop day (today and later). */
  soldOut,
});
export type DeliveryZone = z.infer<typeof DeliveryZone>;

/** A shop the order can be picked up from (the shops of /adresa). */
export const PickupPoint = z.object({
  _id: EntityId,
  title: z.string().min(1),
  address: z.string().min(1),
  /** What the shop has sold out, by shop day (today and later). */
  soldOut,
});
export type PickupPoint = z.infer<typeof PickupPoint>;

/** `GET /api/delivery/options`: zones, pickup points and how far ahead one may order. */
export const DeliveryOptionsAnswer = z.object({
  zones: z.array(DeliveryZone),
  points: z.array(PickupPoint),
  maxDaysAhead: z.number().int().min(0).max(MAX_DAYS_AHEAD_LIMIT),
  /** How long a delivery window lasts, in minutes (the back office sets it); absent in answers kept from before. */
  deliverySlotMinutes: z.number().int().positive().optional(),
});
export type DeliveryOptionsAnswer = z.infer<typeof DeliveryOptionsAnswer>;
