import { compactAddress, type StoredAddress } from '../../../src/domain/address-draft';
import { SHORT_PHONE } from '../../../src/domain/brand/brand';
import { MAX_LINE_COUNT } from '../../../src/domain/catalog/limits';
import { soldOutMessage } from '../../../src/domain/catalog/sold-out';
import type { PaymentBody } from '../../../src/domain/contract/checkout-phone';
import { addKopecks, formatMoney, type Kopecks, subtractKopecks, ZERO_KOPECKS } from '../../../src/domain/money';
import { POINTS_COST_MORE } from '../../../src/domain/pricing/index';
import type { Executor } from '../../db/transaction';
import type { OrderLineRow } from '../../repositories/orders';
import { createSlotsRepository, type SlotPlace, type SlotPlaceSource } from '../../repositories/slots';
import { createStoplistRepository } from '../../repositories/stoplist';
import { DomainError } from '../errors';
import { type QuoteCatalog, quoteCart } from '../quote';
import { placeForSlots } from './slots';

export const NO_ZONE = 'Выберите район доставки';
export const NO_ADDRESS = 'Укажите адрес доставки';
export const NO_POINT = 'Выберите пекарню, где заберёте заказ';
export const UNAVAILABLE = 'Некоторых товаров из корзины уже нет в продаже. Обновите корзину';

/** Bigger orders than the caps are arranged by phone: the shop plans the baking and the delivery with the shopper. */
export const orderTooBig = (maxUnits: number, maxTotal: Kopecks) =>
  `Через сайт можно заказать до ${maxUnits} шт. на сумму до ${formatMoney(maxTotal)} Для большего заказа позвоните в пекарню: ${SHORT_PHONE.display}`;
export const lineTooBig = (maxCount: number) =>
  `Одного товара можно заказать не больше ${maxCount} шт. Для большего заказа позвоните в пекарню: ${SHORT_PHONE.display}`;

export const minOrderMessage = (minOrder: Kopecks) =>
  `Минимальная сумма заказа в этот район — ${formatMoney(minOrder)}`;

/** The cart's lines with the lines of one product added up into one, in the order each product first appears. */
export function mergeLines<Line extends { _id: string; count: number }>(lines: readonly Line[]): Line[] {
  const merged = new Map<string, Line>();
  for (const line of lines) {
    const earlier = merged.get(line._id);
    merged.set(line._id, earlier ? { ...earlier, count: earlier.count + line.count } : { ...line });
  }
  return [...merged.values()];
}

/** What pricing reads besides the catalogue: the zone or shop, the slot settings and the shop's stop-list. */
export type PricingSource = SlotPlaceSource & Pick<ReturnType<typeof createStoplistRepository>, 'soldOutAmong'>;

/** The pricing source read straight from the database. */
export function databasePricingSource(db: Executor): PricingSource {
  return { ...createSlotsRepository(db), soldOutAmong: createStoplistRepository(db).soldOutAmong };
}

/** An order priced by the server: the client sends only what and how many. */
export interface PricedOrder {
  place: SlotPlace;
  /** The delivery address in parts, blank ones left out (delivery), or null (pickup). */
  address: StoredAddress | null;
  lines: Omit<OrderLineRow, 'orderUid'>[];
  sum: Kopecks;
  discount: Kopecks;
  /** Points spent on the goods (1 point = 1 kopeck); 0 when a promotion applies. */
  bonus: Kopecks;
  deliveryFee: Kopecks;
  total: Kopecks;
  promo: { id: string; title: string | null } | null;
}

/**
 * Checks the place, the date and the cart, and prices the order with the
 * shared pricing engine and the promotions active now (the same quote as
 * `POST /api/cart/quote`), then the zone's minimum order and delivery fee.
 * Reads only: nothing is written before everything is known to be right.
 */
export async function priceOrder(
  db: Executor,
  body: Pick<PaymentBody, 'cartData' | 'deliveryMethod' | 'zone' | 'address' | 'point' | 'deliveryDate'>,
  catalog: QuoteCatalog,
  now: Date,
  /** The most points the shopper may spend here: `bonusFor` caps them by the goods sum. */
  bonusFor: (goodsSum: Kopecks) => number = () => 0,
  /** Where the zone or shop, the slot settings and the stop-list come from (the read model's snapshot in the app). */
  source: PricingSource = databasePricingSource(db),
): Promise<PricedOrder> {
  const placeId = body.deliveryMethod === 'delivery' ? body.zone : body.point;
  if (!placeId) throw new DomainError('invalid', body.deliveryMethod === 'delivery' ? NO_ZONE : NO_POINT);
  // The contract checked the parts (street, house, no other city); a delivery without any is refused here too.
  const delivery = body.deliveryMethod === 'delivery';
  if (delivery && !body.address) throw new DomainError('invalid', NO_ADDRESS);
  const address = delivery && body.address ? compactAddress(body.address) : null;
  // An unknown zone or shop named in the body is a bad request, not a missing resource.
  const { place, settings } = await placeForSlots(source, body.deliveryMethod, placeId, body.deliveryDate, now, {
    missingPlace: (message) => new DomainError('invalid', message),
  });

  // Lines of one product are one line: two hundred lines of 99 are 19,800 units of it, not 99.
  const merged = mergeLines(body.cartData);
  if (merged.some((line) => line.count > MAX_LINE_COUNT)) throw new DomainError('invalid', lineTooBig(MAX_LINE_COUNT));
  const units = merged.reduce((sum, line) => sum + line.count, 0);
  if (units > settings.maxOrderUnits)
    throw new DomainError('invalid', orderTooBig(settings.maxOrderUnits, settings.maxOrderTotal));
  const items = { items: merged };
  let quote = await quoteCart(items, catalog, now);
  if (quote.unavailable.length > 0 || quote.items.length === 0) throw new DomainError('invalid', UNAVAILABLE);
  // The shop's stop-list for the day the order is for: the read model's snapshot, invalidated by every stop-list
  // write (as the catalogue the order is priced from is), never an HTTP answer cached for a while.
  const soldOut = await source.soldOutAmong(
    place.shopId,
    body.deliveryDate,
    quote.items.map((item) => item._id),
  );
  if (soldOut.length > 0) {
    const titles = quote.items.filter((item) => soldOut.includes(item._id)).map((item) => item.title);
    throw new DomainError('conflict', soldOutMessage(titles));
  }
  const bonus = quote.promo ? 0 : bonusFor(quote.sum);
  // The engine applies the points (never with a promotion, instead of line discounts); priced once more with them.
  if (bonus > 0) {
    const withPoints = await quoteCart(items, catalog, now, bonus);
    // Points take the place of the lines' own percents (SPEC §9): a spend worth less than those only costs the
    // shopper money and points, so it is refused rather than charged.
    if (withPoints.bonusApplied > 0 && withPoints.total >= quote.total) {
      throw new DomainError('invalid', POINTS_COST_MORE);
    }
    quote = withPoints;
  }
  const lines = quote.items.map((item, position) => {
    const priced = quote.lines[position];
    if (!priced || priced._id !== item._id) throw new Error('the quote lines do not follow its items');
    return {
      position,
      productId: item._id,
      title: item.title,
      count: item.count,
      unitCostKopecks: item.cost,
      sumKopecks: priced.sum,
      totalKopecks: priced.total,
      discountedUnits: priced.discountedUnits,
    };
  });

  // The goods after promotions, before points: what the order is worth, whoever pays for it.
  if (addKopecks(quote.total, quote.bonusApplied) > settings.maxOrderTotal) {
    throw new DomainError('invalid', orderTooBig(settings.maxOrderUnits, settings.maxOrderTotal));
  }

  let deliveryFee = ZERO_KOPECKS;
  if (place.zone) {
    // Counted on the goods after promotions and before points: paying with points changes neither.
    const goods = addKopecks(quote.total, quote.bonusApplied);
    if (goods < place.zone.minOrder) throw new DomainError('invalid', minOrderMessage(place.zone.minOrder));
    if (goods < place.zone.freeFrom) deliveryFee = place.zone.fee;
  }
  return {
    place,
    address,
    lines,
    sum: quote.sum,
    discount: quote.discount,
    bonus: quote.bonusApplied,
    deliveryFee,
    total: addKopecks(subtractKopecks(subtractKopecks(quote.sum, quote.discount), quote.bonusApplied), deliveryFee),
    promo: quote.promo ? { id: quote.promo._id, title: quote.promo.title ?? null } : null,
  };
}
