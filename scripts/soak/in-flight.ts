import { randomBytes } from 'node:crypto';
import { PaymentAnswer, SlotsAnswer } from '../../src/domain/contract/checkout';
import { endpoints } from '../../src/domain/contract/endpoints';
import { addDays, shopDateOf } from '../../src/domain/shop-time';
import { Rng } from '../art/svg';
import { Browser } from './client';
import type { ShopNode } from './nodes';
import { PICKUP_SHOPS, type Shopper, type TrafficContext } from './shoppers';

/*
 * Requests that are surely in flight on the node the fault step kills: card
 * orders sent straight to it while the gateway is slow, so each is waiting
 * there on the bank when SIGKILL comes. A run that caught nothing in flight
 * would leave «no 5xx outside the killed node's in-flight requests» untested.
 *
 * Each is what a shopper's checkout does: an Idempotency-Key, sent again to a
 * live node when the first died under it. The retry answers the same order
 * (its checkout was opened), a new one (the first never committed), or 409
 * (the first committed but died before its checkout: that order expires
 * unpaid). Such an order is stored but never accepted; the orders check
 * allows it (`lostWithNode`) when it took no money.
 */

export const IN_FLIGHT_PROBES = 3;

export interface InFlightProbes {
  /** Requests not answered yet. */
  pending(): number;
  /** Settles when every probe has its final answer (or none). */
  done: Promise<void>;
}

/** A phone of its own per probe of the run, apart from the shoppers' `+37529…`. */
const probePhone = (index: number) => `+37544${String(7_000_000 + index).padStart(7, '0')}`;

export async function prepareInFlightProbes(context: TrafficContext, products: string[], seed: number) {
  const shoppers: Shopper[] = Array.from({ length: IN_FLIGHT_PROBES }, (_, index) => ({
    browser: new Browser(`10.253.0.${index + 1}`),
    rng: new Rng(seed * 7 + index),
    account: undefined,
    phone: probePhone(index),
  }));
  const place = PICKUP_SHOPS[0] ?? 'nemiga';
  const first = shoppers[0];
  if (!first) throw new Error('no in-flight probes');

  /**
   * A slot with room for every probe, asked for when they are sent: the shoppers' traffic fills the day's slots as
   * the run goes (in the evening today's last ones fill within a minute), and a probe refused at once (409) is never
   * in flight. Later days first, where the traffic has left the most room.
   */
  const roomySlot = async () => {
    const today = shopDateOf(new Date());
    for (const date of [addDays(today, 2), addDays(today, 1), today]) {
      const answer = await context.client.call(first.browser, 'checkout:slots', endpoints.deliverySlots, {
        params: { method: 'pickup', place, date },
      });
      const parsed = SlotsAnswer.safeParse(answer?.body);
      const roomy = parsed.success
        ? parsed.data.slots.find((slot) => slot.capacityLeft >= IN_FLIGHT_PROBES)
        : undefined;
      if (roomy) return { date, slot: roomy._id };
    }
    throw new Error('no pickup slot with room for the in-flight probes');
  };

  /** Sends every probe to `node`; nothing is awaited here, so the caller can kill the node under them. */
  const send = (node: ShopNode): InFlightProbes => {
    let pending = IN_FLIGHT_PROBES;
    const slot = roomySlot();
    const one = async (shopper: Shopper, index: number) => {
      try {
        const { date, slot: slotId } = await slot;
        const answer = await context.client.call(shopper.browser, 'order:in-flight-probe', endpoints.paymentCreate, {
          body: {
            cartData: [{ _id: products[index % products.length] ?? 'kapusta-yaytso', count: 1 }],
            deliveryMethod: 'pickup',
            point: place,
            deliveryDate: date,
            deliveryTime: slotId,
            paymentMethod: 'card',
            name: 'Алеся',
            phone: shopper.phone,
          },
          headers: { 'idempotency-key': randomBytes(18).toString('base64url') },
          retrySafe: true,
          node,
          onLostInFlight: (attempt) => context.lostWithNode.push({ phone: shopper.phone, ...attempt }),
        });
        const placed = answer && answer.status < 300 ? PaymentAnswer.safeParse(answer.body) : undefined;
        if (placed?.success) {
          const { orderId } = placed.data;
          if (context.accepted.has(orderId)) context.duplicates.push(orderId);
          // Nobody pays it: the shopper's page went with the node, and the order expires.
          context.accepted.set(orderId, {
            uid: orderId,
            paymentMethod: 'card',
            card: undefined,
            abandoned: true,
            signedIn: false,
          });
        }
      } finally {
        pending -= 1;
      }
    };
    const done = Promise.all(shoppers.map(one)).then(() => undefined);
    return { pending: () => pending, done };
  };
  return { send };
}
