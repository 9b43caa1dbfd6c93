import { expect, type Page } from '@playwright/test';
import { endpoints } from '../../src/domain/contract/endpoints';
import { buildPath } from '../../src/domain/contract/http';
import { shopDateOf } from '../../src/domain/shop-time';

export interface ApiOrderOptions {
  /** The shop's address; the page's own origin when the shop under test is the default one. */
  shopUrl?: string;
  /** The pickup shop. */
  shop: string;
  count?: number;
}

/**
 * A pickup order for tomorrow at the first time with room, paid at the
 * counter, placed through the API from the page's browser (so with its
 * device cookie, as the page would): its uid and number.
 */
export async function placePickupOrderByApi(
  page: Page,
  { shopUrl = '', shop, count = 1 }: ApiOrderOptions,
): Promise<{ uid: string; number: number }> {
  const tomorrow = shopDateOf(new Date(Date.now() + 24 * 3600_000));
  const slots = await page.request.get(
    `${shopUrl}${buildPath(endpoints.deliverySlots, { method: 'pickup', place: shop, date: tomorrow })}`,
  );
  const free = ((await slots.json()) as { slots: { _id: string; capacityLeft: number }[] }).slots.find(
    (slot) => slot.capacityLeft > 0,
  );
  if (!free) throw new Error(`no pickup time left tomorrow at ${shop}`);
  const origin = shopUrl || new URL(page.url()).origin;
  const placed = await page.request.post(`${shopUrl}${buildPath(endpoints.paymentCreate)}`, {
    headers: { origin, 'idempotency-key': `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 12)}` },
    data: {
      cartData: [{ _id: 'kapusta-yaytso', count }],
      deliveryMethod: 'pickup',
      point: shop,
      deliveryDate: tomorrow,
      deliveryTime: free._id,
      paymentMethod: 'on_receipt',
      name: 'Алеся',
      phone: '+375 29 123-45-67',
    },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const answer = (await placed.json()) as { orderId: string; number: number };
  return { uid: answer.orderId, number: answer.number };
}
