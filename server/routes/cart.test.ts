import { describe, expect, it } from 'vitest';
import { ProductsAllAnswer, PromosAnswer } from '../../src/domain/contract/api';
import { RateProductAnswer } from '../../src/domain/contract/catalog';
import { Byn } from '../../src/domain/contract/common';
import type { Promo } from '../../src/domain/contract/promo';
import { QuoteAnswer } from '../../src/domain/contract/quote';
import { StorageUpdateAnswer } from '../../src/domain/contract/storage';
import { productSeeds, promoSeeds } from '../db/seed/data/index';
import { expectErrorAnswer, FIXED_NOW, FROM_SHOP, json, testAppPerFile } from '../testing/index';
import { newDeviceId } from '../testing/orders';

const server = testAppPerFile();

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'POST', url, payload: payload as object, headers: { ...FROM_SHOP, ...headers } });

const [pie, second] = productSeeds;
if (!pie || !second) throw new Error('the demo catalogue is empty');
/** A line as a device sends it: `cost` in BYN, the wire's spelling. */
const line = (count: number, cost = Byn.encode(pie.cost)) => ({ _id: pie._id, title: 'старое название', cost, count });

describe('POST /api/storage/update', () => {
  it('refreshes prices and titles, clamps counts and drops unknown products', async () => {
    const response = await post('/api/storage/update', {
      cartData: [
        line(150, 0.01),
        { _id: 'net-takogo-pirog', title: 'x', cost: 1, count: 1 },
        { ...line(0), _id: second._id },
      ],
      favorites: [{ _id: second._id }, { _id: 'net-takogo-pirog' }],
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = StorageUpdateAnswer.parse(json(response));
    expect(answer.newCartData).toEqual([
      { _id: pie._id, title: pie.title, cost: pie.cost, discount: pie.discount, count: 99 },
      { _id: second._id, title: second.title, cost: second.cost, discount: second.discount, count: 1 },
    ]);
    expect(answer.newFavorites.map((item) => item._id)).toEqual([second._id]);
    expect(answer.changes).toContainEqual({ _id: pie._id, title: pie.title, kind: 'repriced' });
    expect(answer.changes).toContainEqual({ _id: 'net-takogo-pirog', title: 'x', kind: 'withdrawn' });
  });

  it('is idempotent: a replay of the same body gets the same answer', async () => {
    const body = { cartData: [line(3)], favorites: [{ _id: pie._id }] };
    const first = await post('/api/storage/update', body);
    const again = await post('/api/storage/update', body);
    expect(again.body).toBe(first.body);
  });

  it.each([
    ['no body', undefined],
    ['not JSON', 'корзина'],
    ['cartData missing', { favorites: [] }],
    ['cartData not a list', { cartData: {}, favorites: [] }],
    ['fractional count', { cartData: [line(1.5)], favorites: [] }],
    ['a cost below a kopeck', { cartData: [line(1, 29.905)], favorites: [] }],
    ['a negative cost', { cartData: [line(1, -1)], favorites: [] }],
    ['bad id', { cartData: [{ ...line(1), _id: 'Пирог!' }], favorites: [] }],
    ['too many lines', { cartData: Array.from({ length: 201 }, () => line(1)), favorites: [] }],
  ])('rejects a malformed body (%s) with 400 and a Russian message', async (_name, body) => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/storage/update',
      headers: { ...FROM_SHOP, 'content-type': 'application/json' },
      payload: typeof body === 'string' ? body : JSON.stringify(body ?? ''),
    });
    expectErrorAnswer(response, 400);
  });
});

describe('POST /api/product/:id/rating', () => {
  it('keeps one rating per device, replaced by a later one, and sets no cookie of its own', async () => {
    const device = `tp_device=${newDeviceId()}`;
    const first = await post(`/api/product/${second._id}/rating`, { stars: 5 }, { cookie: device });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.cookies).toEqual([]);
    expect(RateProductAnswer.parse(json(first)).rating).toEqual({ average: 5, count: 1 });

    const replaced = await post(`/api/product/${second._id}/rating`, { stars: 3 }, { cookie: device });
    expect(RateProductAnswer.parse(json(replaced)).rating).toEqual({ average: 3, count: 1 });

    const other = await post(
      `/api/product/${second._id}/rating`,
      { stars: 4 },
      { cookie: `tp_device=${newDeviceId()}` },
    );
    expect(RateProductAnswer.parse(json(other)).rating).toEqual({ average: 3.5, count: 2 });

    const product = await server.app.inject({ method: 'GET', url: `/api/product/${second._id}` });
    expect((json(product) as { product: { rating: unknown } }).product.rating).toEqual({ average: 3.5, count: 2 });
  });

  it('refuses stars outside 1–5, fractions and unknown products', async () => {
    const cookie = `tp_device=${newDeviceId()}`;
    for (const stars of [0, 6, 2.5, '5', null]) {
      expectErrorAnswer(await post(`/api/product/${pie._id}/rating`, { stars }, { cookie }), 400);
    }
    expectErrorAnswer(await post('/api/product/net-takogo-pirog/rating', { stars: 4 }, { cookie }), 404);
  });
});

describe('POST /api/cart/quote', () => {
  it('prices from the catalogue, never from the client, and lists what is not sold', async () => {
    const response = await post('/api/cart/quote', {
      items: [
        { _id: pie._id, count: 2, cost: 0.01, total: 0.02 },
        { _id: 'net-takogo-pirog', count: 1 },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const quote = QuoteAnswer.parse(json(response));
    expect(quote.items).toEqual([{ _id: pie._id, title: pie.title, cost: pie.cost, discount: pie.discount, count: 2 }]);
    expect(quote.sum).toBe(pie.cost * 2);
    expect(quote.total).toBeLessThanOrEqual(quote.sum);
    // On the wire the amounts are SPEC's BYN numbers, as before money became kopecks inside.
    const wire = json(response) as { sum: number; items: { cost: number }[] };
    expect(wire.items[0]?.cost).toBe(Byn.encode(pie.cost));
    expect(wire.sum).toBe((pie.cost * 2) / 100);
    expect(quote.unavailable).toEqual(['net-takogo-pirog']);
  });

  it('rejects empty carts and counts outside 1–99 with 400', async () => {
    for (const body of [
      { items: [] },
      { items: [{ _id: pie._id, count: 0 }] },
      { items: [{ _id: pie._id, count: 100 }] },
      {},
    ]) {
      expectErrorAnswer(await post('/api/cart/quote', body), 400);
    }
  });
});

describe('money on the wire', () => {
  it("the catalogue carries the seed files' BYN numbers, and decodes to the same kopecks the server holds", async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/products/all' });
    const wire = json(response) as { products: { _id: string; cost: number }[] };
    // Written as `cost: 29.9` in server/db/seed/data/products.ts.
    expect(wire.products.find((product) => product._id === 'kapusta-yaytso')?.cost).toBe(29.9);
    const decoded = ProductsAllAnswer.parse(wire);
    for (const seed of productSeeds) {
      expect(decoded.products.find((product) => product._id === seed._id)?.cost, seed._id).toBe(seed.cost);
    }
  });

  it('promotions carry amounts and cost thresholds in BYN', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/promos' });
    const wire = json(response) as { promosData: Record<string, unknown>[] };
    const mors = wire.promosData.find((promo) => promo._id === 'mors-za-rubl');
    expect(mors).toMatchObject({ discountCost: 1, fromTheCost: { value: 40, fromItems: false } });
    expect(wire.promosData.find((promo) => promo._id === 'mini-ot-pyati')).toMatchObject({ discountFiat: 0.5 });
    const seeds = promoSeeds(FIXED_NOW);
    const money = (promo: Partial<Promo> = {}) => [promo.discountFiat, promo.discountCost, promo.fromTheCost?.value];
    for (const promo of PromosAnswer.parse(wire).promosData) {
      expect(money(promo), promo._id).toEqual(money(seeds.find((candidate) => candidate._id === promo._id)));
    }
  });
});
