import type { DeliveryZone } from './contract/delivery';
import { differenceOrZero, formatMoney, type Kopecks, subtractKopecks, ZERO_KOPECKS } from './money';

/**
 * Delivery facts derived from the zones of `GET /api/delivery/options`, the
 * one source of delivery amounts. Texts written by people (banners, stories,
 * news) name an amount only through a placeholder, filled from the same data,
 * so no page can say 50 руб. while another says 40 руб.
 */

type Zones = readonly Pick<DeliveryZone, 'minOrder' | 'fee' | 'freeFrom'>[];

/** The placeholders a content text may use; each is replaced by the smallest amount over the zones. */
export const DELIVERY_PLACEHOLDERS = {
  freeFrom: '{deliveryFreeFrom}',
  fee: '{deliveryFee}',
  minOrder: '{deliveryMinOrder}',
} as const;

const lowest = (zones: Zones, pick: (zone: Zones[number]) => Kopecks): Kopecks | null =>
  zones.length === 0 ? null : (Math.min(...zones.map(pick)) as Kopecks);

/** The order sum from which delivery is free in at least one zone (the lowest threshold), or null with no zones. */
export function lowestFreeFrom(zones: Zones): Kopecks | null {
  return lowest(zones, (zone) => zone.freeFrom);
}

/** Whether every zone has the same threshold, so one amount may be stated for all of Minsk. */
export function sameFreeFromEverywhere(zones: Zones): boolean {
  return zones.every((zone) => zone.freeFrom === zones[0]?.freeFrom);
}

/**
 * How much is missing to free delivery at the lowest threshold (0 once reached),
 * or null with no zones. `goods` is the order sum the threshold is counted on:
 * goods after promotions, without delivery.
 */
export function freeDeliveryShortfall(goods: Kopecks, zones: Zones): Kopecks | null {
  const threshold = lowestFreeFrom(zones);
  if (threshold === null) return null;
  return goods >= threshold ? (0 as Kopecks) : subtractKopecks(threshold, goods);
}

/** Replaces the delivery placeholders by the amounts (`от {deliveryFreeFrom}` → `от 40,00 руб.`). */
export function fillDeliveryFacts(text: string, zones: Zones): string {
  if (!text.includes('{delivery')) return text;
  const amounts: Record<string, Kopecks | null> = {
    [DELIVERY_PLACEHOLDERS.freeFrom]: lowestFreeFrom(zones),
    [DELIVERY_PLACEHOLDERS.fee]: lowest(zones, (zone) => zone.fee),
    [DELIVERY_PLACEHOLDERS.minOrder]: lowest(zones, (zone) => zone.minOrder),
  };
  return text.replace(/\{delivery[A-Za-z]+\}/g, (placeholder) => {
    const amount = amounts[placeholder];
    // An unknown placeholder or no zones at all: say nothing wrong rather than print the brace.
    return amount === undefined || amount === null ? 'суммы, указанной на странице «Доставка»' : formatMoney(amount);
  });
}

/** The delivery fee of one zone for goods worth `goods` (after promotions): free from the zone's threshold. */
export function zoneDeliveryFee(goods: Kopecks, zone: Pick<DeliveryZone, 'fee' | 'freeFrom'>): Kopecks {
  return goods >= zone.freeFrom ? ZERO_KOPECKS : zone.fee;
}

/** How much the goods fall short of a zone's minimum order (0 when the order may be placed). */
export function minOrderShortfall(goods: Kopecks, zone: Pick<DeliveryZone, 'minOrder'>): Kopecks {
  return differenceOrZero(zone.minOrder, goods);
}

/**
 * Why an order cannot be placed yet: the goods (after promotions and the lines' own percents, before points,
 * as the server counts them) fall `shortfall` short of the zone's minimum; null when they do not.
 */
export function minOrderShortfallText(goods: Kopecks, zone: Pick<DeliveryZone, 'minOrder'>): string | null {
  const shortfall = minOrderShortfall(goods, zone);
  return shortfall > 0 ? `До минимальной суммы заказа в этот район не хватает ${formatMoney(shortfall)}` : null;
}
