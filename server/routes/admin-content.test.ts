import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { POSTS_MAX_LIMIT } from '../../src/domain/catalog/limits';
import { STALE_VERSION_MESSAGE } from '../../src/domain/contract/admin';
import { AdminPostAnswer, type AdminPostDraft, AdminStoryAnswer } from '../../src/domain/contract/admin-content';
import { PostsAnswer, ProductsAllAnswer } from '../../src/domain/contract/api';
import { endpoints } from '../../src/domain/contract/endpoints';
import { buildPath } from '../../src/domain/contract/http';
import { adminAudit } from '../db/schema';
import { POST_SLUG_TAKEN } from '../services/admin/content';
import { ROLE_REQUIRED } from '../services/staff/actor';
import { createTestApp, type TestApp } from '../testing/app';
import { FIXED_NOW } from '../testing/clock';
import { expectErrorAnswer, json } from '../testing/http';
import { orderDatabaseKinds } from '../testing/orders';
import { createTestStaff, staffHeaders, type TestStaff } from '../testing/staff';

vi.setConfig({ testTimeout: 30_000 });

const HOUR = 3600_000;
const at = (hours: number) => new Date(FIXED_NOW.getTime() + hours * HOUR).toISOString();
const picture = { base: '/images/posts/hleb', width: 800, height: 600, alt: 'Хлеб' };

describe.each(orderDatabaseKinds())('the back office’s news and stories on %s', (kind) => {
  let t: TestApp;
  let admin: TestStaff;
  let now = FIXED_NOW;
  beforeAll(async () => {
    t = await createTestApp({ kind, clock: () => now });
    admin = await createTestStaff(t.database.db, { role: 'admin', now: FIXED_NOW });
  }, 60_000);
  afterAll(() => t?.close());

  let serial = 0;
  const postDraft = (changes: Partial<Record<keyof AdminPostDraft, unknown>> = {}) => {
    serial += 1;
    return {
      slug: `test-post-${serial}`,
      title: `Новый хлеб ${serial}`,
      excerpt: 'Ржаной на закваске.',
      body: ['Печём с утра.', 'Приходите.'],
      cover: picture,
      publishedAt: at(-1),
      hidden: false,
      ...changes,
    };
  };
  const storyDraft = (changes: Record<string, unknown> = {}) => ({
    title: 'Закваска',
    cover: picture,
    slides: [{ image: picture, text: 'Кормим закваску каждый день.', durationMs: 5000 }],
    action: { label: 'К адресам', href: '/adresa' },
    sortOrder: 900,
    publishedAt: at(-1),
    hidden: false,
    ...changes,
  });
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, body: unknown, member: TestStaff = admin) =>
    t.app.inject({ method, url, headers: staffHeaders(member), payload: body as object });
  const createPost = (body: unknown, member?: TestStaff) =>
    send('POST', buildPath(endpoints.adminPostCreate), body, member);
  const shopPosts = async () => {
    const url = buildPath(endpoints.posts, { direction: '-1', limit: String(POSTS_MAX_LIMIT) });
    return PostsAnswer.parse(json(await t.app.inject({ method: 'GET', url })));
  };
  const shopPost = (slug: string) => t.app.inject({ method: 'GET', url: buildPath(endpoints.post, { slug }) });
  const shopStories = async () =>
    ProductsAllAnswer.parse(json(await t.app.inject({ method: 'GET', url: buildPath(endpoints.productsAll) }))).stories;
  const journal = (id: string) => t.database.db.select().from(adminAudit).where(eq(adminAudit.entityId, id));

  it('shows a post from its publication time on, never a hidden one', async () => {
    const published = AdminPostAnswer.parse(json(await createPost(postDraft())));
    const scheduledReply = await createPost(postDraft({ publishedAt: at(2) }));
    expect(scheduledReply.statusCode, scheduledReply.body).toBe(200);
    const scheduled = AdminPostAnswer.parse(json(scheduledReply));
    const slugs = async () => (await shopPosts()).postsData.map((post) => post.slug);
    const count = (await shopPosts()).postsCount;
    expect(await slugs()).toContain(published.post.slug);
    expect(await slugs()).not.toContain(scheduled.post.slug);
    expectErrorAnswer(await shopPost(scheduled.post.slug), 404);

    now = new Date(FIXED_NOW.getTime() + 3 * HOUR);
    try {
      // The same node, no write in between: the read model's clock alone publishes it.
      expect(await slugs()).toContain(scheduled.post.slug);
      expect((await shopPosts()).postsCount).toBe(count + 1);
      expect((await shopPost(scheduled.post.slug)).statusCode).toBe(200);
    } finally {
      now = FIXED_NOW;
    }

    const path = buildPath(endpoints.adminPostUpdate, { id: published.post._id });
    const hidden = await send('PUT', path, { post: { ...published.post, hidden: true }, version: published.version });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(await slugs()).not.toContain(published.post.slug);
    expectErrorAnswer(await shopPost(published.post.slug), 404);
    const like = () =>
      t.app.inject({
        method: 'GET',
        url: buildPath(endpoints.postLike, { _id: published.post._id, value: 'true' }),
        headers: { 'sec-fetch-site': 'same-origin', cookie: 'tp_device=e2e-device-hidden-post' },
      });
    expectErrorAnswer(await like(), 404);
    const shownAgain = await send('PUT', path, { post: published.post, version: published.version + 1 });
    expect(shownAgain.statusCode, shownAgain.body).toBe(200);
    expect(await slugs()).toContain(published.post.slug);
    expect((await like()).statusCode).toBe(200);
  });

  it('edits and removes a post by version: a stale one is 409 with the post as it is now', async () => {
    const { post, version } = AdminPostAnswer.parse(json(await createPost(postDraft())));
    const path = buildPath(endpoints.adminPostUpdate, { id: post._id });
    const saved = await send('PUT', path, { post: { ...post, title: 'Исправленный заголовок' }, version });
    expect(saved.statusCode, saved.body).toBe(200);
    const stale = await send('PUT', path, { post: { ...post, title: 'Правка на старой версии' }, version });
    expect(expectErrorAnswer(stale, 409)).toBe(STALE_VERSION_MESSAGE);
    expect(AdminPostAnswer.parse(json(stale)).post.title).toBe('Исправленный заголовок');
    const read = await t.app.inject({ method: 'GET', url: path, headers: staffHeaders(admin) });
    expect(AdminPostAnswer.parse(json(read)).version).toBe(version + 1);

    expectErrorAnswer(await send('DELETE', path, { version }), 409);
    const removed = await send('DELETE', path, { version: version + 1 });
    expect(removed.statusCode, removed.body).toBe(200);
    expectErrorAnswer(await shopPost(post.slug), 404);
    expectErrorAnswer(await send('DELETE', path, { version: version + 1 }), 404);
    expect((await journal(post._id)).length).toBe(3);
  });

  it('refuses bad posts with a Russian message and other roles with 403, writing nothing', async () => {
    const taken = AdminPostAnswer.parse(json(await createPost(postDraft())));
    const before = (await t.database.db.select().from(adminAudit)).length;
    const bad = [
      postDraft({ title: '' }),
      postDraft({ title: 'Заголовок\u0007' }),
      postDraft({ body: [] }),
      postDraft({ body: ['Абзац\u0000'] }),
      postDraft({ excerpt: 'а'.repeat(501) }),
      postDraft({ cover: { ...picture, base: 'https://evil.example/x' } }),
      postDraft({ cover: { ...picture, base: '//evil.example/x' } }),
      postDraft({ publishedAt: 'завтра' }),
      postDraft({ slug: 'не slug' }),
    ];
    for (const body of bad) expect(expectErrorAnswer(await createPost(body), 400)).toMatch(/[а-яё]/i);
    expect(expectErrorAnswer(await createPost(postDraft({ slug: taken.post.slug })), 409)).toBe(POST_SLUG_TAKEN);
    for (const role of ['manager', 'staff'] as const) {
      const member = await createTestStaff(t.database.db, { role });
      expect(expectErrorAnswer(await createPost(postDraft(), member), 403)).toBe(ROLE_REQUIRED.admin);
      const list = await t.app.inject({
        method: 'GET',
        url: buildPath(endpoints.adminPosts),
        headers: staffHeaders(member),
      });
      expectErrorAnswer(list, 403);
      expectErrorAnswer(await send('POST', buildPath(endpoints.adminStoryCreate), storyDraft(), member), 403);
    }
    expectErrorAnswer(await t.app.inject({ method: 'GET', url: buildPath(endpoints.adminPosts) }), 401);
    expect((await t.database.db.select().from(adminAudit)).length).toBe(before);
  });

  it('shows a story from its publication time, hides it, and refuses a stale or bad one', async () => {
    const create = (body: unknown) => send('POST', buildPath(endpoints.adminStoryCreate), body);
    const titles = async () => (await shopStories()).map((story) => story._id);
    const scheduledReply = await create(storyDraft({ publishedAt: at(1) }));
    expect(scheduledReply.statusCode, scheduledReply.body).toBe(200);
    const { story, version } = AdminStoryAnswer.parse(json(scheduledReply));
    expect(await titles()).not.toContain(story._id);
    now = new Date(FIXED_NOW.getTime() + 2 * HOUR);
    try {
      expect(await titles()).toContain(story._id);
      const path = buildPath(endpoints.adminStoryUpdate, { id: story._id });
      const hidden = await send('PUT', path, { story: { ...story, hidden: true }, version });
      expect(hidden.statusCode, hidden.body).toBe(200);
      expect(await titles()).not.toContain(story._id);
      const stale = await send('PUT', path, { story: { ...story, title: 'Старая правка' }, version });
      expect(expectErrorAnswer(stale, 409)).toBe(STALE_VERSION_MESSAGE);
      expect(AdminStoryAnswer.parse(json(stale)).story.hidden).toBe(true);
      const removed = await send('DELETE', path, { version: version + 1 });
      expect(removed.statusCode, removed.body).toBe(200);
    } finally {
      now = FIXED_NOW;
    }
    for (const body of [
      storyDraft({ slides: [] }),
      storyDraft({ slides: [{ image: picture, text: 'Текст', durationMs: 100 }] }),
      storyDraft({ action: { label: 'Туда', href: 'https://evil.example/' } }),
      storyDraft({ title: 'История\u0000' }),
    ]) {
      expect(expectErrorAnswer(await create(body), 400)).toMatch(/[а-яё]/i);
    }
  });
});
