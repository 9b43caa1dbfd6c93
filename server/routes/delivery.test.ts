import { describe, expect, it } from 'vitest';
import { PostsAnswer, ProductsAllAnswer, SubsliderAnswer } from '../../src/domain/contract/api';
import { DeliveryOptionsAnswer } from '../../src/domain/contract/delivery';
import { lowestFreeFrom } from '../../src/domain/delivery';
import { formatMoney } from '../../src/domain/money';
import { deliveryZoneSeeds, shopSeeds } from '../db/seed/data/index';
import { expectErrorAnswer, json, testAppPerFile } from '../testing/index';

const server = testAppPerFile();

const get = (url: string) => server.app.inject({ method: 'GET', url });

const MINSK_DISTRICTS = [
  'Заводской район',
  'Ленинский район',
  'Московский район',
  'Октябрьский район',
  'Партизанский район',
  'Первомайский район',
  'Советский район',
  'Фрунзенский район',
  'Центральный район',
];

describe('GET /api/delivery/options', () => {
  it("answers Minsk's nine districts, the shops as pickup points and the days ahead", async () => {
    const response = await get('/api/delivery/options');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, no-cache');
    expect(response.headers.etag).toBeDefined();
    const answer = DeliveryOptionsAnswer.parse(json(response));
    expect(answer.zones.map((zone) => zone.title).sort()).toEqual(MINSK_DISTRICTS);
    // Nothing is sold out in the demo shops.
    expect(answer.zones).toEqual(deliveryZoneSeeds.map((zone) => ({ ...zone, soldOut: [] })));
    expect(answer.points).toEqual(shopSeeds.map(({ _id, title, address }) => ({ _id, title, address, soldOut: [] })));
    expect(answer.maxDaysAhead).toBe(7);
    for (const zone of answer.zones) {
      expect(zone.freeFrom).toBeGreaterThan(zone.minOrder);
      expect(zone.leadMinutes).toBeGreaterThan(0);
    }
  });

  it('carries money as BYN numbers on the wire (kopecks only inside)', async () => {
    const wire = json(await get('/api/delivery/options')) as { zones: Record<string, unknown>[] };
    const central = wire.zones.find((zone) => zone._id === 'centralnyy');
    expect(central).toEqual({
      _id: 'centralnyy',
      title: 'Центральный район',
      minOrder: 20,
      fee: 5,
      freeFrom: 40,
      leadMinutes: 60,
      soldOut: [],
    });
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await get('/api/delivery/options');
    const again = await server.app.inject({
      method: 'GET',
      url: '/api/delivery/options',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it.each([
    ['a write', 'POST', '/api/delivery/options'],
    ['a deeper path', 'GET', '/api/delivery/options/centralnyy'],
    ['an unknown delivery path', 'GET', '/api/delivery/zones'],
  ])('refuses %s with a 4xx and a Russian message', async (_name, method, url) => {
    const response = await server.app.inject({ method: method as 'GET' | 'POST', url });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expectErrorAnswer(response, response.statusCode);
  });
});

describe('content texts about delivery', () => {
  it('state the threshold of the delivery zones, never an amount of their own', async () => {
    const { zones } = DeliveryOptionsAnswer.parse(json(await get('/api/delivery/options')));
    const threshold = lowestFreeFrom(zones);
    if (threshold === null) throw new Error('no delivery zones');
    const expected = `от ${formatMoney(threshold)}`;

    const { dataSlider } = SubsliderAnswer.parse(json(await get('/api/subslider')));
    expect(dataSlider.find((slide) => slide._id === 'dostavka')?.subtitle).toBe(
      `Бесплатная доставка по Минску ${expected}`,
    );
    const { stories } = ProductsAllAnswer.parse(json(await get('/api/products/all')));
    const storyTexts = stories.flatMap((story) => story.slides.map((slide) => slide.text));
    expect(storyTexts.filter((text) => /бесплатн/i.test(text) && /доставк/i.test(text))).toEqual([
      `Доставка бесплатная при заказе ${expected}`,
    ]);
    const { postsData } = PostsAnswer.parse(json(await get('/api/posts/-1/100')));
    const postTexts = postsData.flatMap((post) => [post.excerpt, ...post.body]);
    expect(postTexts.some((text) => text.includes(`Доставка бесплатная при заказе ${expected}`))).toBe(true);

    // No placeholder is left unfilled anywhere.
    for (const text of [...dataSlider.flatMap((slide) => [slide.title, slide.subtitle]), ...storyTexts, ...postTexts]) {
      expect(text).not.toMatch(/\{delivery/);
    }
  });
});
