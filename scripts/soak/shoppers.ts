import { randomBytes } from 'node:crypto';
import { payOnSandboxPage } from '../../server/testing/payments';
import { SignedInAnswer } from '../../src/domain/contract/account';
import { ProductsAllAnswer } from '../../src/domain/contract/api';
import { PaymentAnswer, SlotsAnswer } from '../../src/domain/contract/checkout';
import { endpoints } from '../../src/domain/contract/endpoints';
import { addDays, shopDateOf } from '../../src/domain/shop-time';
import { Rng } from '../art/svg';
import { Browser, type ShopClient } from './client';

/*
 * The virtual shoppers: each browses, and now and then orders — as a guest or
 * signed in (an account made through the API), by card on the sandbox's page
 * or on receipt — then checks the order's status as the return page does.
 */

/** The sandbox's test cards (`server/payments/sandbox/cards.ts`), by what they make the gateway do. */
export const CARDS = {
  success: '4200000000000000',
  declined: '4005550000000019',
  noWebhook: '4000000000000077',
  tripleWebhook: '4000000000000085',
} as const;
export type CardKind = keyof typeof CARDS;

export interface AcceptedOrder {
  uid: string;
  paymentMethod: 'card' | 'on_receipt';
  card: CardKind | undefined;
  /** The shopper left the bank's page without paying: the order must expire. */
  abandoned: boolean;
  signedIn: boolean;
}

export interface LostOrderAttempt {
  phone: string;
  sentAt: number;
  failedAt: number;
}

export interface TrafficContext {
  client: ShopClient;
  /** Orders whose `POST` the shop accepted (2xx), by uid. */
  accepted: Map<string, AcceptedOrder>;
  /** The uids of accepted orders whose POST got several 2xx answers with different uids (never expected). */
  duplicates: string[];
  /**
   * Order attempts that died with their node: the order may be stored though no answer accepted it (its
   * retry was told 409, the checkout never opened), and then expires unpaid. Known by the shopper's phone
   * and when the attempt ran (its key is gone by then: an order whose checkout never opened frees it).
   */
  lostWithNode: LostOrderAttempt[];
  stopAt: number;
}

export interface Shopper {
  browser: Browser;
  /** Each shopper's own sequence, so one shopper's choices do not depend on how the others interleave. */
  rng: Rng;
  /** A signed-in shopper's account: its id and realtime token. */
  account: { id: string; token: string } | undefined;
  phone: string;
}

export const PICKUP_SHOPS = ['nemiga', 'nezavisimosti', 'pobediteley'];
const DELIVERY_ZONE = 'centralnyy';
const SEARCH_WORDS = ['пирог', 'вишня', 'капуста', 'мясо', 'сыр', 'яблоко', 'торт', 'булочка'];
const CARD_WEIGHTS: [CardKind, number][] = [
  ['success', 0.5],
  ['declined', 0.2],
  ['noWebhook', 0.15],
  ['tripleWebhook', 0.15],
];

/** Card orders whose shopper never pays: the checkout expiry settles them. */
const ABANDONED_SHARE = 0.1;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const newKey = () => randomBytes(18).toString('base64url');

function weighted<T>(rng: Rng, choices: [T, number][]): T {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = rng.next() * total;
  for (const [choice, weight] of choices) {
    roll -= weight;
    if (roll < 0) return choice;
  }
  return (choices.at(-1) as [T, number])[0];
}

/** A Belarusian mobile number of its own for each shopper of a run. */
const phoneOf = (seed: number, index: number) =>
  `+37529${2 + (index % 8)}${String((seed * 7_919 + index * 104_729) % 1_000_000).padStart(6, '0')}`;

export async function createShoppers(
  context: TrafficContext,
  count: number,
  signedIn: number,
  seed: number,
): Promise<Shopper[]> {
  const shoppers: Shopper[] = [];
  for (let index = 0; index < count; index += 1) {
    const browser = new Browser(`10.${seed % 250}.${Math.floor(index / 250)}.${(index % 250) + 1}`);
    const phone = phoneOf(seed, index);
    const shopper: Shopper = { browser, rng: new Rng(seed * 1_000 + index), account: undefined, phone };
    if (index < signedIn) {
      const answer = await context.client.call(browser, 'auth:signup', endpoints.authSignup, {
        body: { name: `Покупатель ${index + 1}`, phone, email: '', password: `soak-password-${seed}-${index}` },
      });
      const parsed = SignedInAnswer.safeParse(answer?.body);
      if (!parsed.success) throw new Error(`sign-up failed: ${answer?.status} ${JSON.stringify(answer?.body)}`);
      shopper.account = { id: parsed.data.id, token: parsed.data.token };
    }
    shoppers.push(shopper);
  }
  return shoppers;
}

/** The products a cart may hold: the catalogue's first ones (any node answers the same). */
export async function orderableProducts(context: TrafficContext): Promise<string[]> {
  const answer = await context.client.call(new Browser('10.255.0.1'), 'browse:products', endpoints.productsAll);
  const catalogue = ProductsAllAnswer.parse(answer?.body);
  return catalogue.products.slice(0, 12).map((product) => product._id);
}

async function browse(context: TrafficContext, shopper: Shopper): Promise<void> {
  const { client } = context;
  const { rng } = shopper;
  const choice = rng.int(0, 4);
  if (choice === 0) await client.call(shopper.browser, 'browse:products', endpoints.productsAll);
  else if (choice === 1) await client.call(shopper.browser, 'browse:promos', endpoints.promos);
  else if (choice === 2) {
    await client.call(shopper.browser, 'browse:posts', endpoints.posts, { params: { direction: '-1', limit: 10 } });
  } else if (choice === 3) {
    await client.call(shopper.browser, 'browse:search', endpoints.search, { query: { q: rng.pick(SEARCH_WORDS) } });
  } else await client.call(shopper.browser, 'browse:addresses', endpoints.adresa);
}

/** A slot with room on today's or tomorrow's shop day, as the checkout form offers them. */
export async function chooseSlot(
  context: TrafficContext,
  shopper: Shopper,
  method: 'delivery' | 'pickup',
  place: string,
) {
  const today = shopDateOf(new Date());
  for (const date of [today, addDays(today, 1), addDays(today, 2)]) {
    const answer = await context.client.call(shopper.browser, 'checkout:slots', endpoints.deliverySlots, {
      params: { method, place, date },
    });
    const parsed = SlotsAnswer.safeParse(answer?.body);
    const open = parsed.success ? parsed.data.slots.filter((slot) => slot.capacityLeft > 0) : [];
    if (open.length) return { date, slot: shopper.rng.pick(open.slice(0, 6))._id };
  }
  return undefined;
}

async function placeOrder(context: TrafficContext, shopper: Shopper, products: string[]): Promise<void> {
  const { client } = context;
  const { rng } = shopper;
  const delivery = rng.chance(0.3);
  const place = delivery ? DELIVERY_ZONE : rng.pick(PICKUP_SHOPS);
  const chosen = await chooseSlot(context, shopper, delivery ? 'delivery' : 'pickup', place);
  if (!chosen) return;
  const paymentMethod = rng.chance(0.65) ? 'card' : 'on_receipt';
  const card = paymentMethod === 'card' ? weighted(rng, CARD_WEIGHTS) : undefined;
  const abandoned = card !== undefined && rng.chance(ABANDONED_SHARE);
  const lines = rng.int(1, 3);
  const cartData = Array.from({ length: lines }, (_, index) => ({
    _id: products[(rng.int(0, products.length - 1) + index) % products.length] ?? 'kapusta-yaytso',
    count: delivery ? rng.int(6, 9) : rng.int(1, 3),
  })).filter((line, index, all) => all.findIndex((other) => other._id === line._id) === index);
  const body: Record<string, unknown> = {
    cartData,
    deliveryMethod: delivery ? 'delivery' : 'pickup',
    ...(delivery
      ? { zone: place, address: { street: 'ул. Немига', house: String(rng.int(1, 40)), flat: String(rng.int(1, 90)) } }
      : { point: place }),
    deliveryDate: chosen.date,
    deliveryTime: chosen.slot,
    paymentMethod,
    name: 'Алеся',
    phone: shopper.phone,
  };
  const signedIn = shopper.account !== undefined;
  if (signedIn && rng.chance(0.3)) body.bonus = rng.int(1, 60);
  const route = signedIn ? endpoints.userPayment : endpoints.paymentCreate;
  const kind = signedIn ? 'order:signed-in' : 'order:guest';
  const answer = await client.call(shopper.browser, kind, route, {
    body,
    headers: { 'idempotency-key': newKey() },
    retrySafe: true,
    onLostInFlight: (attempt) => context.lostWithNode.push({ phone: shopper.phone, ...attempt }),
  });
  if (!answer || answer.status < 200 || answer.status >= 300) return;
  const placed = PaymentAnswer.safeParse(answer.body);
  if (!placed.success) throw new Error(`a 2xx order answer the contract does not describe: ${JSON.stringify(answer)}`);
  const { orderId } = placed.data;
  if (context.accepted.has(orderId)) context.duplicates.push(orderId);
  context.accepted.set(orderId, { uid: orderId, paymentMethod, card, abandoned, signedIn });

  if (placed.data.redirect_url && card && !abandoned) {
    const started = Date.now();
    try {
      const page = await payOnSandboxPage(placed.data.redirect_url, { number: CARDS[card] });
      client.stats.record('gateway:pay-page', Date.now() - started, page.status);
    } catch (error) {
      client.stats.otherFailures.push({ kind: 'gateway:pay-page', node: -1, at: Date.now(), detail: String(error) });
    }
  }
  // The return page checks the status until the bank has answered (202 while it has not).
  for (let check = 0; check < 3; check += 1) {
    await sleep(rng.int(300, 1_000));
    const status = await client.call(shopper.browser, 'order:status', endpoints.paymentStatus, {
      params: { uid: orderId },
    });
    if (status?.status !== 202) break;
  }
}

/** One shopper's session until the run ends: mostly browsing, sometimes an order, pauses in between. */
export async function runShopper(context: TrafficContext, shopper: Shopper, products: string[]): Promise<void> {
  while (Date.now() < context.stopAt) {
    if (shopper.rng.chance(0.25)) await placeOrder(context, shopper, products);
    else await browse(context, shopper);
    await sleep(shopper.rng.int(200, 900));
  }
}
