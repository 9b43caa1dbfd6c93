import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CATEGORY_IDS } from '../../src/domain/catalog/categories';
import {
  AdresaAnswer,
  AlertsAnswer,
  POSTS_MAX_LIMIT,
  PostsAnswer,
  ProductAnswer,
  ProductsAllAnswer,
  PromosAnswer,
  SubsliderAnswer,
} from '../../src/domain/contract/api';
import { alertSeeds, postSeeds, promoSeeds, shopSeeds } from '../db/seed/data/index';
import { expectErrorAnswer, FIXED_NOW, FROM_SHOP, json, testAppPerFile } from '../testing/index';

const server = testAppPerFile();

const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });

const isActive = (item: { dateTimeFrom: string; dateTimeTo: string }) =>
  Date.parse(item.dateTimeFrom) <= FIXED_NOW.getTime() && FIXED_NOW.getTime() <= Date.parse(item.dateTimeTo);

describe('GET /api/products/all', () => {
  it('answers the contract with at least 40 products over all seven categories', async () => {
    const response = await get('/api/products/all');
    expect(response.statusCode).toBe(200);
    const answer = ProductsAllAnswer.parse(json(response));
    expect(answer.products.length).toBeGreaterThanOrEqual(40);
    expect(new Set(answer.products.map((product) => product.category))).toEqual(new Set(CATEGORY_IDS));
    expect(new Set(answer.products.map((product) => product._id)).size).toBe(answer.products.length);
    expect(answer.stories.length).toBeGreaterThanOrEqual(6);
  });

  it('carries every product’s КБЖУ, allergens and flags on the wire, as the seed has them', async () => {
    const wire = json(await get('/api/products/all')) as { products: Record<string, unknown>[] };
    const pie = wire.products.find((product) => product._id === 'kapusta-yaytso');
    expect(pie).toMatchObject({
      nutrition: { kcal: 230, proteins: 7.5, fats: 9, carbs: 29, weight: 1000 },
      allergens: { contains: ['gluten', 'yaytsa', 'moloko'], mayContain: ['kunzhut'], known: true },
      vegetarian: true,
      lean: false,
    });
    // Sold as three: «на 1 шт.» is one éclair.
    expect(wire.products.find((product) => product._id === 'eklery')).toMatchObject({ nutrition: { weight: 60 } });
    for (const product of wire.products) {
      // Present on the wire itself, not filled in by the schema's defaults for old cached answers.
      expect(product.nutrition, String(product._id)).toBeTypeOf('object');
      expect(product.allergens, String(product._id)).toBeTypeOf('object');
      expect(product.nutrition).not.toBeNull();
      expect(product.allergens).toMatchObject({ known: true });
      expect(Object.keys(product.nutrition as object).sort()).toEqual(['carbs', 'fats', 'kcal', 'proteins', 'weight']);
      expect(Object.keys(product.allergens as object).sort()).toEqual(['contains', 'known', 'mayContain']);
      expect(product.lean, String(product._id)).toBeTypeOf('boolean');
    }
    expect(wire.products.find((product) => product._id === 'mini-kapusta')).toMatchObject({ lean: true });
  });

  it('lists the products grouped by category in menu order', async () => {
    const answer = ProductsAllAnswer.parse(json(await get('/api/products/all')));
    const order = answer.products.map((product) => CATEGORY_IDS.indexOf(product.category));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('has popular products that are a non-empty subset of the products', async () => {
    const answer = ProductsAllAnswer.parse(json(await get('/api/products/all')));
    expect(answer.popular.length).toBeGreaterThan(0);
    expect(answer.popular.length).toBeLessThan(answer.products.length);
    const byId = new Map(answer.products.map((product) => [product._id, product]));
    for (const product of answer.popular) {
      expect(product.popular).toBe(true);
      expect(byId.get(product._id)).toEqual(product);
    }
  });
});

describe('GET /api/product/:id', () => {
  it('answers one product equal to its entry in the catalogue', async () => {
    const all = ProductsAllAnswer.parse(json(await get('/api/products/all')));
    const sample = [all.products[0], all.products[all.products.length - 1], all.popular[0]];
    for (const product of sample) {
      if (!product) throw new Error('the catalogue is empty');
      const response = await get(`/api/product/${product._id}`);
      expect(response.statusCode).toBe(200);
      expect(ProductAnswer.parse(json(response)).product).toEqual(product);
    }
  });

  it('answers 404 with a Russian message for an unknown id', async () => {
    const response = await get('/api/product/net-takogo-piroga');
    expect(response.statusCode).toBe(404);
    expect(json(response)).toEqual({ message: 'Товар не найден' });
  });

  it.each([
    ['a NUL byte', '%00'],
    ['upper case', 'KAPUSTA-YAYTSO'],
    ['200 characters', 'a'.repeat(200)],
    ['65 characters', 'a'.repeat(65)],
    ['a leading dash', '-kapusta'],
    ['an underscore', 'kapusta_yaytso'],
    ['a space', 'kapusta%20yaytso'],
    ['Cyrillic', encodeURIComponent('пирог')],
    ['SQL', encodeURIComponent("x' or '1'='1")],
  ])('refuses a malformed id (%s) with 400 or 404 and a message', async (_name, id) => {
    const response = await get(`/api/product/${id}`);
    expect([400, 404]).toContain(response.statusCode);
    expectErrorAnswer(response);
  });

  it('refuses an id that is too long for the contract with 400', async () => {
    expectErrorAnswer(await get(`/api/product/${'a'.repeat(65)}`), 400);
  });
});

describe('small lists', () => {
  it('GET /api/subslider answers the contract', async () => {
    const response = await get('/api/subslider');
    expect(response.statusCode).toBe(200);
    expect(SubsliderAnswer.parse(json(response)).dataSlider.length).toBeGreaterThan(0);
  });

  it('GET /api/adresa/all answers every shop', async () => {
    const response = await get('/api/adresa/all');
    expect(response.statusCode).toBe(200);
    const answer = AdresaAnswer.parse(json(response));
    expect(answer.adresaData.length).toBeGreaterThanOrEqual(5);
    expect(answer.adresaData.map((shop) => shop._id).sort()).toEqual(shopSeeds.map((shop) => shop._id).sort());
  });

  it('GET /api/alerts answers only the alerts active at the fixed clock', async () => {
    const seeds = alertSeeds(FIXED_NOW);
    const active = seeds.filter(isActive).map((alert) => alert._id);
    // The seed has an expired and a scheduled alert, so filtering is really tested (the window
    // edges are covered in engagement.test.ts with alerts of its own).
    expect(active.length).toBeLessThan(seeds.length);

    const response = await get('/api/alerts');
    expect(response.statusCode).toBe(200);
    const answer = AlertsAnswer.parse(json(response));
    expect(answer.alertsData.map((alert) => alert._id).sort()).toEqual(active.sort());
    for (const alert of answer.alertsData) expect(isActive(alert)).toBe(true);
  });

  it('GET /api/promos answers only the promotions active at the fixed clock', async () => {
    const seeds = promoSeeds(FIXED_NOW);
    const active = seeds.filter(isActive);
    expect(active.length).toBeGreaterThanOrEqual(3);
    expect(active.length).toBeLessThan(seeds.length);

    const response = await get('/api/promos');
    expect(response.statusCode).toBe(200);
    const answer = PromosAnswer.parse(json(response));
    expect(answer.promosData.map((promo) => promo._id).sort()).toEqual(active.map((promo) => promo._id).sort());
    for (const promo of answer.promosData) {
      const seed = active.find((candidate) => candidate._id === promo._id);
      expect(promo.items).toEqual(seed?.items);
    }
  });
});

describe('GET /api/posts/:direction/:limit', () => {
  const total = postSeeds.length;
  const posts = async (direction: string, limit: number | string) => {
    const response = await get(`/api/posts/${direction}/${limit}`);
    expect(response.statusCode, response.body).toBe(200);
    return PostsAnswer.parse(json(response));
  };
  const times = (answer: PostsAnswer) => answer.postsData.map((post) => Date.parse(post.publishedAt));

  it('lists newest first for -1 and oldest first for 1', async () => {
    const newest = await posts('-1', POSTS_MAX_LIMIT);
    const oldest = await posts('1', POSTS_MAX_LIMIT);
    expect(newest.postsData.length).toBe(Math.min(total, POSTS_MAX_LIMIT));
    expect(times(newest)).toEqual([...times(newest)].sort((a, b) => b - a));
    expect(times(oldest)).toEqual([...times(oldest)].sort((a, b) => a - b));
    expect(new Set(times(newest)).size).toBeGreaterThan(1);
    expect(oldest.postsData.map((post) => post._id)).toEqual(newest.postsData.map((post) => post._id).reverse());
  });

  it('answers the first `limit` posts and the total count', async () => {
    const all = await posts('-1', 100);
    expect(all.postsCount).toBe(total);
    for (const limit of [1, 2, 5, total - 1, total, total + 1]) {
      const page = await posts('-1', limit);
      expect(page.postsCount).toBe(total);
      expect(page.postsData).toEqual(all.postsData.slice(0, limit));
    }
    const first = await posts('1', 1);
    expect(first.postsData.map((post) => post._id)).toEqual([all.postsData[all.postsData.length - 1]?._id]);
  });

  it.each([
    ['-1', '0'],
    ['-1', '101'],
    ['-1', '-1'],
    ['-1', 'abc'],
    ['-1', '1.5'],
    ['-1', '1e2'],
    ['1', '1000'],
    ['1', '0x10'],
    ['1', '%2010'],
    ['0', '10'],
    ['2', '10'],
    ['x', '10'],
    ['-2', '10'],
    ['%2B1', '10'],
    ['-1.0', '10'],
  ])('refuses direction %s with limit %s: 400 with a Russian message', async (direction, limit) => {
    expectErrorAnswer(await get(`/api/posts/${direction}/${limit}`), 400);
  });

  it('answers 404 when a path segment is missing', async () => {
    expectErrorAnswer(await get('/api/posts/-1'), 404);
  });
});

describe('errors never become 500', () => {
  it('answers 404 JSON for an unknown API path', async () => {
    for (const url of ['/api/whatever', '/api/products', '/api/product', '/api/products/all/extra']) {
      expectErrorAnswer(await get(url), 404);
    }
  });

  it.each(['/api/products/all', '/api/whatever', '/api/product/kapusta-yaytso/rating'])(
    'answers 4xx JSON to a POST with invalid JSON to %s',
    async (url) => {
      for (const [contentType, payload] of [
        ['application/json', '{"stars": '],
        ['application/json', '{'],
        ['application/json', ''],
        ['application/json', 'null'],
        ['application/json', '"x"'],
        ['application/xml', '<stars>5</stars>'],
      ] as const) {
        const response = await server.app.inject({
          method: 'POST',
          url,
          headers: { ...FROM_SHOP, 'content-type': contentType },
          payload,
        });
        expectErrorAnswer(response);
      }
    },
  );

  const MALFORMED_ENCODING = ['%', '%zz', '%E0%A4%A', '%FF'];
  const segments = [
    '..',
    '.',
    '%2e%2e',
    '..%2f..%2fetc%2fpasswd',
    '%2F',
    'a%2Fb',
    '%5C',
    '%',
    '%zz',
    '%E0%A4%A',
    '%FF',
    '%00',
    '%0A',
    '%20',
    encodeURIComponent('пирог-с-капустой'),
    encodeURIComponent('😀🥧'),
    encodeURIComponent('\u202e\u0000\ufeff'),
    'x'.repeat(201),
    'x'.repeat(5000),
    encodeURIComponent('<script>alert(1)</script>'),
    encodeURIComponent('{"$gt":""}'),
    encodeURIComponent("'; drop table products; --"),
    'null',
    'undefined',
    'NaN',
    'Infinity',
    '-0',
    '1e309',
    '9'.repeat(30),
    '__proto__',
    'constructor',
    'toString',
    '~',
    '%3B',
    'a;b=c',
    '%3Fq%3D1',
    '%23',
  ];
  const paths = (segment: string) => [
    `/api/product/${segment}`,
    `/api/posts/${segment}/10`,
    `/api/posts/-1/${segment}`,
    `/api/${segment}`,
    `/api/products/${segment}`,
  ];

  it.each(segments)('answers an odd path segment %s below 500 with a JSON message on errors', async (segment) => {
    for (const url of paths(segment)) {
      const response = await get(url);
      expect(response.statusCode, `${url} → ${response.body}`).toBeLessThan(500);
      // Russian is checked separately below: malformed percent-encoding still gets Fastify's English text.
      if (response.statusCode >= 400) expectErrorAnswer(response, undefined, { russian: false });
    }
  });

  it('answers well-formed odd segments with a Russian message', async () => {
    for (const segment of segments.filter((candidate) => !MALFORMED_ENCODING.includes(candidate))) {
      for (const url of paths(segment)) {
        const response = await get(url);
        if (response.statusCode >= 400) expectErrorAnswer(response);
      }
    }
  });

  // Fastify's router rejects these before any hook; the app's frameworkErrors answers them like any other error.
  it('answers malformed percent-encoding with a Russian message and no-store', async () => {
    for (const segment of MALFORMED_ENCODING) {
      for (const url of paths(segment)) {
        const response = await get(url);
        expectErrorAnswer(response, 400);
        expect(response.headers['cache-control']).toBe('no-store');
      }
    }
  });
});

describe('HTTP behaviour', () => {
  it('sends an ETag with no-cache and answers 304 to a matching If-None-Match', async () => {
    for (const url of ['/api/products/all', '/api/posts/-1/10', '/api/alerts']) {
      const first = await get(url);
      expect(first.statusCode).toBe(200);
      const etag = first.headers.etag;
      expect(typeof etag).toBe('string');
      expect(first.headers['cache-control']).toContain('no-cache');

      const again = await get(url, { 'if-none-match': String(etag) });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');

      const stale = await get(url, { 'if-none-match': 'W/"not-the-etag"' });
      expect(stale.statusCode).toBe(200);
    }
  });

  it('gives different answers different ETags', async () => {
    const one = await get('/api/posts/-1/1');
    const two = await get('/api/posts/-1/2');
    expect(one.headers.etag).not.toBe(two.headers.etag);
  });

  it('does not let errors be cached', async () => {
    const response = await get('/api/product/net-takogo-piroga');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('sends security headers, and an API answer a policy that lets it load and embed nothing', async () => {
    // Pages get a per-response nonce and the document headers instead (server/ssr/pages.test.ts).
    for (const url of ['/api/products/all', '/api/whatever']) {
      const response = await get(url);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      // A rendered document's guards (framing, windows, old browsers' filters) cost a JSON answer and guard nothing.
      expect(response.headers['x-frame-options']).toBeUndefined();
      expect(response.headers['x-xss-protection']).toBeUndefined();
    }
  });

  it('compresses the products answer for a client that accepts gzip', async () => {
    const plain = await get('/api/products/all');
    expect(plain.headers['content-encoding']).toBeUndefined();

    const response = await get('/api/products/all', { 'accept-encoding': 'gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    const body = gunzipSync(response.rawPayload);
    expect(body.length).toBeGreaterThan(response.rawPayload.length);
    expect(JSON.parse(body.toString('utf8'))).toEqual(JSON.parse(plain.body));
    ProductsAllAnswer.parse(JSON.parse(body.toString('utf8')));
  });
});

describe('GET /api/docs/json', () => {
  it('is an OpenAPI 3 document describing the read API', async () => {
    const response = await get('/api/docs/json');
    expect(response.statusCode).toBe(200);
    const document = json(response) as {
      openapi?: unknown;
      info?: { title?: unknown };
      paths?: Record<string, Record<string, { responses?: Record<string, unknown>; parameters?: unknown[] }>>;
    };
    expect(String(document.openapi)).toMatch(/^3\.\d+\.\d+$/);
    expect(typeof document.info?.title).toBe('string');
    const paths = document.paths ?? {};
    for (const path of [
      '/api/products/all',
      '/api/product/{id}',
      '/api/posts/{direction}/{limit}',
      '/api/subslider',
      '/api/adresa/all',
      '/api/alerts',
      '/api/promos',
    ]) {
      expect(paths[path]?.get?.responses, path).toHaveProperty('200');
    }
    const postParameters = JSON.stringify(paths['/api/posts/{direction}/{limit}']?.get?.parameters ?? []);
    expect(postParameters).toContain('direction');
    expect(postParameters).toContain('limit');
  });
});
