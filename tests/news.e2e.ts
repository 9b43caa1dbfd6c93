import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { collectProblems, waitForHydration } from './support/app';

interface ApiPost {
  _id: string;
  slug: string;
  title: string;
  body: string[];
  like: number;
  views: number;
}

const PAGE = 6;

async function allPosts(request: APIRequestContext): Promise<{ posts: ApiPost[]; total: number }> {
  const response = await request.get('/api/posts/-1/100');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { postsData: ApiPost[]; postsCount: number };
  return { posts: body.postsData, total: body.postsCount };
}

/** The oldest posts: each test that counts something uses its own, so parallel tests never share a counter. */
async function postAt(request: APIRequestContext, fromEnd: number): Promise<ApiPost> {
  const { posts } = await allPosts(request);
  const post = posts[posts.length - 1 - fromEnd];
  if (!post) throw new Error('The demo news are too few for this test');
  return post;
}

const cards = (page: Page) => page.locator('.news-card');

/** The heart is enabled once the device's stored likes are read (after hydration; slow on a busy machine). */
async function openPost(page: Page, slug: string): Promise<Locator> {
  if (!page.url().endsWith(`/news/${slug}`)) await page.goto(`/news/${slug}`);
  else await page.reload();
  await waitForHydration(page, '.post');
  const heart = page.locator('.post__footer').getByRole('button', { name: /^Нравится/ });
  await expect(heart).toBeEnabled({ timeout: 15_000 });
  return heart;
}
const limitParam = (page: Page) => new URL(page.url()).searchParams.get('limit');

test('«Показать ещё» adds six posts at a time, keeps the count in the URL and stops at postsCount', async ({
  page,
  request,
}) => {
  const problems = collectProblems(page);
  const { total } = await allPosts(request);
  expect(total).toBeGreaterThan(2 * PAGE);

  await page.goto('/news');
  await waitForHydration(page, '.news-feed');
  await expect(cards(page)).toHaveCount(PAGE);
  await expect(page.locator('.news-feed__count')).toHaveText(`Показано ${PAGE} из ${total} новостей`);
  const more = page.getByRole('button', { name: 'Показать ещё' });

  let limit = PAGE;
  while (limit < total) {
    await more.click();
    limit += PAGE;
    await expect(cards(page)).toHaveCount(Math.min(limit, total));
    expect(limitParam(page)).toBe(String(limit));
  }
  await expect(more).toHaveCount(0);
  await expect(page.locator('.news-feed__count')).toHaveText(`Показано ${total} из ${total} новостей`);

  // A reload shows the same list; so does coming back from a post.
  await page.reload();
  await waitForHydration(page, '.news-feed');
  await expect(cards(page)).toHaveCount(total);
  await expect(more).toHaveCount(0);
  const lastLink = cards(page).last().getByRole('link');
  const lastTitle = (await lastLink.textContent()) ?? '';
  await lastLink.click();
  await expect(page).toHaveURL(/\/news\/[^/?]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(lastTitle);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/news\\?limit=${limit}$`));
  await expect(cards(page)).toHaveCount(total);
  expect(problems).toEqual([]);
});

test('scrolling to the end of the list loads the next page', async ({ page, request }) => {
  const { total } = await allPosts(request);
  await page.goto('/news');
  await waitForHydration(page, '.news-feed');
  await expect(cards(page)).toHaveCount(PAGE);
  await expect
    .poll(
      async () => {
        await page.mouse.wheel(0, 1500);
        return cards(page).count();
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThanOrEqual(Math.min(2 * PAGE, total));
  expect(Number(limitParam(page))).toBeGreaterThanOrEqual(2 * PAGE);
});

test('a like counts once per device: it survives a reload and can be taken back', async ({ page, request }) => {
  const problems = collectProblems(page);
  const post = await postAt(request, 0);
  const heart = await openPost(page, post.slug);
  const count = heart.getByTestId('like-count');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  const before = Number(await count.textContent());

  const liked = page.waitForResponse((response) => /\/api\/post\/like\/[^/]+\/true$/.test(response.url()));
  await heart.click();
  // At once, before the server answers.
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(count).toHaveText(String(before + 1));
  expect((await liked).status()).toBe(200);

  await openPost(page, post.slug);
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(count).toHaveText(String(before + 1));

  // The same device liking again (a replay) is still one like.
  // From the page's origin, as the page and its service worker send it: a state-changing GET is refused otherwise.
  const replay = await page.request.get(`/api/post/like/${post._id}/true`, {
    headers: { origin: new URL(page.url()).origin },
  });
  expect(((await replay.json()) as { like: number }).like).toBe(before + 1);
  await openPost(page, post.slug);
  await expect(count).toHaveText(String(before + 1));

  const unliked = page.waitForResponse((response) => /\/api\/post\/like\/[^/]+\/false$/.test(response.url()));
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await expect(count).toHaveText(String(before));
  expect((await unliked).status()).toBe(200);
  await openPost(page, post.slug);
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await expect(count).toHaveText(String(before));
  expect(problems).toEqual([]);
});

test('the heart on a list card likes the post too', async ({ page, request }) => {
  const { posts } = await allPosts(request);
  const post = posts[1];
  if (!post) throw new Error('The demo news are too few for this test');
  await page.goto('/news');
  await waitForHydration(page, '.news-feed');
  const card = page.locator(`.news-card[data-post-id="${post._id}"]`);
  const heart = card.getByRole('button', { name: /^Нравится/ });
  await expect(heart).toBeEnabled({ timeout: 15_000 });
  const before = Number(await heart.getByTestId('like-count').textContent());
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(heart.getByTestId('like-count')).toHaveText(String(before + 1));
  // The click liked the post in place; it did not open it.
  await expect(page).toHaveURL(/\/news$/);
  // The post page shows the same state.
  await card.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/news/${post.slug}$`));
  const pageHeart = page.locator('.post__footer').getByRole('button', { name: /^Нравится/ });
  await expect(pageHeart).toHaveAttribute('aria-pressed', 'true', { timeout: 15_000 });
  await expect(pageHeart.getByTestId('like-count')).toHaveText(String(before + 1));
  await pageHeart.click();
  await expect(pageHeart).toHaveAttribute('aria-pressed', 'false');
});

test('opening a post counts one view per device, however often it is opened', async ({ page, request }) => {
  const post = await postAt(request, 1);
  const viewCalls: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/api/post/view/')) viewCalls.push(sent.url());
  });
  const counted = page.waitForResponse((response) => response.url().includes(`/api/post/view/${post._id}`));
  await page.goto(`/news/${post.slug}`);
  await waitForHydration(page, '.post');
  const { views } = (await (await counted).json()) as { views: number };
  await expect(page.locator('.post__meta').getByTestId('views-count')).toHaveText(String(views));

  await page.reload();
  await waitForHydration(page, '.post');
  await expect(page.locator('.post__meta').getByTestId('views-count')).toHaveText(String(views));
  await page.goto('/news');
  await waitForHydration(page, '.news-feed');
  await page.goto(`/news/${post.slug}`);
  await waitForHydration(page, '.post');
  // Give a second call every chance to happen.
  await page.waitForLoadState('networkidle');
  expect(viewCalls).toHaveLength(1);
});

test.describe('server rendering', () => {
  test.use({ javaScriptEnabled: false });

  test('a post deep link is rendered on the server with its title, text and article tags', async ({
    page,
    request,
  }) => {
    const post = await postAt(request, 2);
    const response = await page.goto(`/news/${post.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    for (const paragraph of post.body) await expect(page.locator('.post__body')).toContainText(paragraph);
    await expect(page).toHaveTitle(`${post.title} — Тёплый пирог`);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', new RegExp(`/news/${post.slug}$`));
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^http.*\.webp$/);
  });

  test('the list and the «?limit=» of a reload are rendered on the server', async ({ page, request }) => {
    const { total } = await allPosts(request);
    await page.goto('/news');
    await expect(cards(page)).toHaveCount(PAGE);
    await page.goto('/news?limit=12');
    await expect(cards(page)).toHaveCount(Math.min(12, total));
    const first = cards(page).first().getByRole('link');
    await expect(first).toHaveAttribute('href', /^\/news\/[^/]+$/);
  });

  test('an unknown post is a 404 page', async ({ page }) => {
    const response = await page.goto('/news/takoy-novosti-net');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Новость не найдена');
    await expect(page.getByRole('link', { name: 'Все новости' })).toHaveAttribute('href', '/news');
  });
});

test('an unknown post answers 404 with the app running too, without errors', async ({ page }) => {
  const problems = collectProblems(page, '/news/takoy-novosti-net');
  const response = await page.goto('/news/takoy-novosti-net');
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Новость не найдена');
  expect(problems).toEqual([]);
});
