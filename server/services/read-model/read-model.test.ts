import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PostsAnswer, ProductsAllAnswer, PromosAnswer } from '../../../src/domain/contract/api';
import { promoSeeds } from '../../db/seed/data/index';
import { FIXED_NOW, FROM_SHOP, testAppPerFile } from '../../testing/index';
import { newDeviceId } from '../../testing/orders';

/** The read API through the whole app, with a clock the tests move. */
let clock = FIXED_NOW.getTime();
const server = testAppPerFile({ clock: () => new Date(clock) });

const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });

describe('answers kept in memory', () => {
  it('have a strong ETag, the same on every request until a write, and 304 on If-None-Match', async () => {
    const first = await get('/api/adresa/all');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect((await get('/api/adresa/all')).headers.etag).toBe(etag);
    expect((await get('/api/adresa/all', { 'if-none-match': etag })).statusCode).toBe(304);
    expect((await get('/api/adresa/all', { 'if-none-match': `"other", ${etag}` })).statusCode).toBe(304);
    expect((await get('/api/adresa/all', { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('come compressed once in the encoding the client prefers, each with its own tag', async () => {
    const plain = await get('/api/products/all');
    const br = await get('/api/products/all', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
    const gzip = await get('/api/products/all', { 'accept-encoding': 'gzip;q=1, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).equals(plain.rawPayload)).toBe(true);

    const tags = [plain, br, gzip].map((response) => String(response.headers.etag));
    expect(new Set(tags).size).toBe(3);
    for (const response of [plain, br, gzip]) expect(response.headers.vary).toContain('accept-encoding');
    // A client holding one encoding may revalidate while asking for another.
    const revalidated = await get('/api/products/all', { 'accept-encoding': 'gzip', 'if-none-match': tags[1] ?? '' });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers.etag).toBe(tags[2]);
  });

  it('are built again after a rating changes a product', async () => {
    const before = ProductsAllAnswer.parse(JSON.parse((await get('/api/products/all')).body));
    const product = before.products[5];
    if (!product) throw new Error('the demo catalogue is too small');
    const etag = (await get('/api/products/all')).headers.etag;

    const rated = await server.app.inject({
      method: 'POST',
      url: `/api/product/${product._id}/rating`,
      payload: { stars: 4 },
      headers: { ...FROM_SHOP, cookie: `tp_device=${newDeviceId()}` },
    });
    expect(rated.statusCode).toBe(200);

    const after = await get('/api/products/all');
    expect(after.headers.etag).not.toBe(etag);
    const changed = ProductsAllAnswer.parse(JSON.parse(after.body)).products.find((item) => item._id === product._id);
    expect(changed?.rating.count).toBe(product.rating.count + 1);
    const single = JSON.parse((await get(`/api/product/${product._id}`)).body) as { product: { rating: unknown } };
    expect(single.product.rating).toEqual(changed?.rating);
  });

  it('are built again after a like changes a post', async () => {
    const list = PostsAnswer.parse(JSON.parse((await get('/api/posts/-1/3')).body));
    const post = list.postsData[0];
    if (!post) throw new Error('the demo news list is empty');
    const liked = await get(`/api/post/like/${post._id}/true`, { ...FROM_SHOP, cookie: `tp_device=${newDeviceId()}` });
    expect(liked.statusCode).toBe(200);
    const again = PostsAnswer.parse(JSON.parse((await get('/api/posts/-1/3')).body));
    expect(again.postsData[0]?.like).toBe(post.like + 1);
    const single = JSON.parse((await get(`/api/post/${post.slug}`)).body) as { postData: { like: number } };
    expect(single.postData.like).toBe(post.like + 1);
  });

  it('list posts oldest first as the exact reverse of newest first', async () => {
    const newest = PostsAnswer.parse(JSON.parse((await get('/api/posts/-1/100')).body));
    const oldest = PostsAnswer.parse(JSON.parse((await get('/api/posts/1/100')).body));
    expect(oldest.postsData).toEqual([...newest.postsData].reverse());
    const firstTwo = PostsAnswer.parse(JSON.parse((await get('/api/posts/1/2')).body));
    expect(firstTwo.postsData).toEqual(oldest.postsData.slice(0, 2));
    expect(firstTwo.postsCount).toBe(newest.postsCount);
  });
});

describe('time-windowed answers', () => {
  const promoIds = async () =>
    PromosAnswer.parse(JSON.parse((await get('/api/promos')).body)).promosData.map((promo) => promo._id);

  it('follow the request time across a promotion window without any write', async () => {
    const promo = promoSeeds(FIXED_NOW).find((candidate) => candidate._id === 'mini-ot-pyati');
    if (!promo) throw new Error('the demo promotion is missing');
    try {
      clock = FIXED_NOW.getTime();
      expect(await promoIds()).toContain(promo._id);
      const tag = (await get('/api/promos')).headers.etag;

      clock = Date.parse(promo.dateTimeTo);
      expect(await promoIds()).toContain(promo._id);

      clock = Date.parse(promo.dateTimeTo) + 1;
      expect(await promoIds()).not.toContain(promo._id);
      expect((await get('/api/promos')).headers.etag).not.toBe(tag);

      clock = Date.parse(promo.dateTimeFrom) - 1;
      expect(await promoIds()).not.toContain(promo._id);
    } finally {
      clock = FIXED_NOW.getTime();
    }
    expect(await promoIds()).toContain(promo._id);
  });
});
