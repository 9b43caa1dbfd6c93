import { expect, type Page, test } from '@playwright/test';
import { imageUrl } from '../src/domain/catalog/images';
import { CACHE_NAMES } from '../src/domain/contract/sw-cache';
import { NEWS_FIRST_PAGE } from '../src/domain/contract/warm-up';
import { waitForHydration } from './support/app';
import { type RecordingProxy, startRecordingProxy } from './support/pwa-server';
import { addToCart, cachedPaths, storedCart, waitForController, waitForWarmUp } from './support/service-worker';

/**
 * Issue 7: after one visit the shop works offline — the catalogue, a product
 * never opened, stories, news and the cart — and what the shopper did offline
 * (a cart change, a like) reaches the server once the network is back.
 *
 * The browser talks to the e2e server through a recording proxy on its own
 * port, so the test sees exactly which writes the server received.
 */

const PROXY_PORT = Number(process.env.E2E_PORT ?? 3150) + 5;

interface Picture {
  base: string;
}
interface CatalogueProduct {
  _id: string;
  title: string;
  category: string;
  image: Picture;
}
interface Catalogue {
  products: CatalogueProduct[];
  stories: Array<{ _id: string; cover: Picture; slides: Array<{ image: Picture }> }>;
}

let proxy: RecordingProxy;

test.use({ serviceWorkers: 'allow' });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ baseURL }) => {
  proxy = await startRecordingProxy(PROXY_PORT, baseURL ?? '');
});

test.afterAll(async () => {
  await proxy?.close();
});

/** One visit, then the worker has warmed its caches in the background. */
async function firstVisit(page: Page): Promise<{ catalogue: Catalogue; plan: string[] }> {
  await page.goto(`${proxy.url}/`);
  await waitForHydration(page);
  await waitForController(page);
  const plan = (await waitForWarmUp(page)).split(',');
  const catalogue = (await page.evaluate(async () => (await fetch('/api/products/all')).json())) as Catalogue;
  return { catalogue, plan };
}

/** Fetches from the page (through the worker), all at once; the status of each, or the error. */
function fetchAllInPage(page: Page, urls: string[]): Promise<Record<string, number | string>> {
  return page.evaluate(async (targets) => {
    const results = await Promise.all(
      targets.map(async (target) => {
        try {
          const response = await fetch(target);
          await response.arrayBuffer();
          return [target, response.status] as const;
        } catch (error) {
          return [target, String(error)] as const;
        }
      }),
    );
    return Object.fromEntries(results);
  }, urls);
}

test('offline after one visit: catalogue, an unopened product, stories, news and the cart', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  const { catalogue, plan } = await firstVisit(page);
  const [productWidth, storyChoice, coverChoice] = plan;
  // The warm-up cached every card picture at the width the cards really requested.
  const cardSource = await page
    .locator('.product-card img')
    .first()
    .evaluate((img) => (img as HTMLImageElement).currentSrc);
  expect(cardSource).toMatch(new RegExp(`-${productWidth?.replace('.', '\\.')}$`));
  const images = await cachedPaths(page, CACHE_NAMES.images);
  // Each product's own picture: a generated one, or a photo uploaded in the back office (another test may upload one).
  for (const product of catalogue.products) {
    expect(images, product._id).toContain(`${product.image.base}-${productWidth}`);
  }

  // A product of the last category, never opened: its own API answer is not cached.
  const lastCategory = catalogue.products[catalogue.products.length - 1]?.category;
  const unopened = catalogue.products.find((product) => product.category === lastCategory);
  if (!unopened) throw new Error('empty catalogue');
  expect(await cachedPaths(page, CACHE_NAMES.api)).not.toContain(`/api/product/${unopened._id}`);

  await context.setOffline(true);

  await page.reload();
  await waitForHydration(page);
  // Every product of the catalogue has its card (the home page may show some twice, e.g. among the popular ones).
  const shownIds = await page
    .locator('.product-card')
    .evaluateAll((cards) => [...new Set(cards.map((card) => card.getAttribute('data-product-id')))]);
  expect(shownIds.sort()).toEqual(catalogue.products.map((product) => product._id).sort());
  const banner = page.locator('[data-offline-banner]');
  if ((await banner.count()) > 0) await expect(banner).toContainText('Нет соединения — показываем сохранённые данные');

  // The product modal of the unopened product renders from the cached catalogue, with a picture.
  await page.locator(`.product-card[data-product-id="${unopened._id}"] .product-card__title a`).last().click();
  const modal = page.getByRole('dialog', { name: unopened.title });
  await expect(modal).toBeVisible();
  await expect
    .poll(() =>
      modal
        .locator('img')
        .first()
        .evaluate((img) => (img as HTMLImageElement).naturalWidth),
    )
    .toBeGreaterThan(0);
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();

  // Stories: every cover and slide picture comes from the cache (and the viewer opens where the strip is shown).
  const [coverWidth = '', coverFormat = 'avif'] = (coverChoice ?? '').split('.');
  const [slideWidth = '', slideFormat = 'avif'] = (storyChoice ?? '').split('.');
  const storyPictures = catalogue.stories.flatMap((story) => [
    imageUrl(story.cover.base, Number(coverWidth), coverFormat as 'avif'),
    ...story.slides.map((slide) => imageUrl(slide.image.base, Number(slideWidth), slideFormat as 'avif')),
  ]);
  expect(storyPictures.length).toBeGreaterThan(0);
  // Warmed at exactly the widths the plan chose, and served offline.
  for (const url of storyPictures) expect(images, url).toContain(url);
  const served = await fetchAllInPage(page, storyPictures);
  expect(served).toEqual(Object.fromEntries(storyPictures.map((url) => [url, 200])));
  const storyCover = page.locator('.story-cover').first();
  if ((await storyCover.count()) > 0) {
    await storyCover.click();
    const viewer = page.getByRole('dialog').first();
    await expect(viewer).toBeVisible();
    const slide = viewer.locator('img').first();
    await expect.poll(() => slide.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
  }

  // The first news page (cached by the warm-up) with its pictures.
  await page.goto(`${proxy.url}/news`);
  await waitForHydration(page);
  await expect(page.locator('h1')).toContainText('Новости');
  await expect(page.locator('article').first()).toBeVisible();
  expect(await page.locator('article').count()).toBeGreaterThanOrEqual(Math.min(NEWS_FIRST_PAGE, 1));

  // The cart works offline and survives a reload.
  await page.goto(`${proxy.url}/`);
  await waitForHydration(page);
  await addToCart(page, unopened._id);
  await expect.poll(() => storedCart(page)).toEqual([{ _id: unopened._id, count: 1 }]);
  await page.reload();
  await waitForHydration(page);
  await expect.poll(() => storedCart(page)).toEqual([{ _id: unopened._id, count: 1 }]);
  await page.goto(`${proxy.url}/cart`);
  await waitForHydration(page);
  await expect(page.locator(`[data-cart-line="${unopened._id}"]`)).toBeVisible();
});

test('a like and a cart change made offline reach the server once the network is back', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const { catalogue } = await firstVisit(page);
  const posts = (await page.evaluate(
    async (size) => (await fetch(`/api/posts/-1/${size}`)).json(),
    NEWS_FIRST_PAGE,
  )) as {
    postsData: Array<{ _id: string; slug: string; like: number }>;
  };
  const post = posts.postsData[0];
  const [first, second] = catalogue.products;
  if (!post || !first || !second) throw new Error('no posts or products');
  const likesBefore = async () => {
    const answer = await request.get(`${baseURL}/api/post/${post.slug}`);
    return answer.ok() ? ((await answer.json()) as { postData: { like: number } }).postData.like : null;
  };
  const before = await likesBefore();
  const writesBefore = proxy.writes.length;

  await context.setOffline(true);
  await addToCart(page, first._id);
  await addToCart(page, second._id);
  await addToCart(page, second._id);
  // The like as the news page sends it: answered at once by the worker, as queued.
  const liked = await page.evaluate(async (id) => {
    const response = await fetch(`/api/post/like/${id}/true`, { cache: 'no-store', credentials: 'same-origin' });
    return { status: response.status, queued: response.headers.get('x-queued'), body: await response.json() };
  }, post._id);
  expect(liked).toMatchObject({ status: 202, queued: '1', body: { queued: true, queue: 'post-likes' } });
  // Storage sync runs 1.5 s after the last change; offline it is queued too, newest body only.
  await page.waitForTimeout(2_500);
  expect(proxy.writes.length).toBe(writesBefore);

  await context.setOffline(false);
  const latestCart = [
    { _id: first._id, count: 1 },
    { _id: second._id, count: 2 },
  ];
  const received = () => proxy.writes.slice(writesBefore);
  await expect
    .poll(
      () => {
        const storage = received().filter((write) => write.path === '/api/storage/update');
        const last = storage[storage.length - 1];
        if (!last) return null;
        const body = JSON.parse(last.body) as { cartData: Array<{ _id: string; count: number }> };
        return body.cartData.map(({ _id, count }) => ({ _id, count }));
      },
      { timeout: 20_000 },
    )
    .toEqual(latestCart);
  await expect
    .poll(() => received().filter((write) => write.path.startsWith('/api/post/like/')).length, { timeout: 20_000 })
    .toBe(1);
  // Nothing else arrives later (a second replay would show up here).
  await page.waitForTimeout(1_500);
  const likes = received().filter((write) => write.path.startsWith('/api/post/like/'));
  expect(likes.map((write) => write.path)).toEqual([`/api/post/like/${post._id}/true`]);
  expect(received().filter((write) => write.path === '/api/storage/update')).toHaveLength(1);

  // The like endpoint (issue 5) accepted it and counts it once for this device.
  expect(likes[0]?.status).toBe(200);
  expect(before).not.toBeNull();
  expect(await likesBefore()).toBe((before ?? 0) + 1);
});
