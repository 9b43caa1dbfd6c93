import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AlertsAnswer } from '../../src/domain/contract/api';
import { PostAnswer, PostLikeAnswer, PostViewAnswer } from '../../src/domain/contract/engagement';
import { alerts, postLikes, posts, postViews } from '../db/schema';
import { postSeeds } from '../db/seed/data/index';
import { DEVICE_REQUIRED } from '../http/device';
import { expectErrorAnswer, FIXED_NOW, json, testAppPerFile } from '../testing/index';
import { LIKE_RATE_LIMIT, TOO_MANY_LIKES } from './engagement';

const server = testAppPerFile();

/** A fresh device id in the cookie's format. */
const newDevice = () => randomBytes(16).toString('base64url');

let addressSerial = 0;
/** A client address of its own for each call unless told: the per-address like limit is tested on its own. */
const freshAddress = () => {
  addressSerial += 1;
  return `10.9.${Math.floor(addressSerial / 250)}.${(addressSerial % 250) + 1}`;
};

/** A GET as the shop's page fetches it: same-origin (a like and a view change state, so the Origin check applies). */
const get = (url: string, device?: string, address = freshAddress()) =>
  server.app.inject({
    method: 'GET',
    url,
    remoteAddress: address,
    headers: { 'sec-fetch-site': 'same-origin', ...(device ? { cookie: `tp_device=${device}` } : {}) },
  });

async function like(postId: string, value: 'true' | 'false', device: string): Promise<PostLikeAnswer> {
  const response = await get(`/api/post/like/${postId}/${value}`, device);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return PostLikeAnswer.parse(json(response));
}

async function view(postId: string, device: string): Promise<number> {
  const response = await get(`/api/post/view/${postId}`, device);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  const answer = PostViewAnswer.parse(json(response));
  expect(answer._id).toBe(postId);
  return answer.views;
}

/** The counters as the read API shows them (and as stored). */
async function counters(postId: string): Promise<{ like: number; views: number }> {
  const { postData } = PostAnswer.parse(json(await get(`/api/post/${postId}`)));
  const [row] = await server.testApp.database.db
    .select({ like: posts.likeCount, views: posts.viewCount })
    .from(posts)
    .where(eq(posts.id, postId));
  expect(row).toEqual({ like: postData.like, views: postData.views });
  return { like: postData.like, views: postData.views };
}

const likeRows = (postId: string, device: string) =>
  server.testApp.database.db
    .select()
    .from(postLikes)
    .where(and(eq(postLikes.postId, postId), eq(postLikes.deviceId, device)));

const [likedPost, busyPost, viewedPost, racePost] = postSeeds;
if (!likedPost || !busyPost || !viewedPost || !racePost) throw new Error('the demo news needs four posts');

describe('GET /api/post/like/:_id/:value', () => {
  it('likes once per device: a repeat is counted once and an unlike takes it back', async () => {
    const id = likedPost._id;
    const before = (await counters(id)).like;
    const device = newDevice();

    expect(await like(id, 'true', device)).toEqual({ _id: id, like: before + 1, liked: true });
    expect(await like(id, 'true', device)).toEqual({ _id: id, like: before + 1, liked: true });
    expect(await likeRows(id, device)).toHaveLength(1);
    expect((await counters(id)).like).toBe(before + 1);

    expect(await like(id, 'false', device)).toEqual({ _id: id, like: before, liked: false });
    expect(await like(id, 'false', device)).toEqual({ _id: id, like: before, liked: false });
    expect(await likeRows(id, device)).toHaveLength(0);
    expect((await counters(id)).like).toBe(before);
  });

  it('lets an unlike undo only the calling device’s own like', async () => {
    const id = busyPost._id;
    const before = (await counters(id)).like;
    const liker = newDevice();
    const stranger = newDevice();

    await like(id, 'true', liker);
    expect(await like(id, 'false', stranger)).toEqual({ _id: id, like: before + 1, liked: false });
    expect((await counters(id)).like).toBe(before + 1);
    expect(await likeRows(id, liker)).toHaveLength(1);

    const second = await like(id, 'true', stranger);
    expect(second).toEqual({ _id: id, like: before + 2, liked: true });
    expect((await counters(id)).like).toBe(before + 2);

    await like(id, 'false', liker);
    expect((await counters(id)).like).toBe(before + 1);
    expect(await likeRows(id, stranger)).toHaveLength(1);
  });

  it('counts concurrent repeats from one device once, and concurrent likes from many devices each', async () => {
    const id = racePost._id;
    const before = (await counters(id)).like;
    const device = newDevice();
    await Promise.all(Array.from({ length: 6 }, () => like(id, 'true', device)));
    expect((await counters(id)).like).toBe(before + 1);

    await Promise.all(Array.from({ length: 6 }, () => like(id, 'true', newDevice())));
    expect((await counters(id)).like).toBe(before + 7);

    await Promise.all(Array.from({ length: 6 }, () => like(id, 'false', device)));
    expect((await counters(id)).like).toBe(before + 6);
  });

  it('refuses a like or unlike without the device cookie a page load gives: 403, nothing counted, no cookie minted', async () => {
    const id = likedPost._id;
    const before = (await counters(id)).like;
    // The stuffing of issue 26: a burst of cookie-less likes, each of which used to count as a new device.
    const burst = await Promise.all(Array.from({ length: 20 }, () => get(`/api/post/like/${id}/true`)));
    for (const response of [
      ...burst,
      await get(`/api/post/like/${id}/false`),
      await get(`/api/post/like/${id}/true`, 'bad'),
    ]) {
      expect(expectErrorAnswer(response, 403)).toBe(DEVICE_REQUIRED);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.cookies).toEqual([]);
    }
    expect((await counters(id)).like).toBe(before);
  });

  it(`limits likes per client address to ${LIKE_RATE_LIMIT.limit} per window: then 429 with retry-after`, async () => {
    const id = busyPost._id;
    const before = (await counters(id)).like;
    const address = freshAddress();
    const device = newDevice();
    for (let index = 0; index < LIKE_RATE_LIMIT.limit; index += 1) {
      const response = await get(`/api/post/like/${id}/${index % 2 === 0 ? 'true' : 'false'}`, device, address);
      expect(response.statusCode, response.body).toBe(200);
    }
    const refused = await get(`/api/post/like/${id}/true`, newDevice(), address);
    expect(expectErrorAnswer(refused, 429)).toBe(TOO_MANY_LIKES);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await counters(id)).like).toBe(before);
    // Another address still likes.
    expect((await like(id, 'true', newDevice())).like).toBe(before + 1);
  }, 60_000);

  it('answers 404 «Новость не найдена» for an unknown post, changing nothing', async () => {
    for (const value of ['true', 'false']) {
      const response = await get(`/api/post/like/net-takoy-novosti/${value}`, newDevice());
      expect(expectErrorAnswer(response, 404)).toBe('Новость не найдена');
      expect(response.headers['cache-control']).toBe('no-store');
    }
    const [stored] = await server.testApp.database.db
      .select()
      .from(postLikes)
      .where(eq(postLikes.postId, 'net-takoy-novosti'));
    expect(stored).toBeUndefined();
  });

  it.each([
    ['yes', 'yes'],
    ['1', '1'],
    ['0', '0'],
    ['TRUE', 'TRUE'],
    ['an empty-looking value', '%20'],
    ['a Cyrillic value', encodeURIComponent('да')],
  ])('refuses the value %s with 400', async (_name, value) => {
    const before = (await counters(likedPost._id)).like;
    const response = await get(`/api/post/like/${likedPost._id}/${value}`, newDevice());
    expect(expectErrorAnswer(response, 400)).toContain('Значение должно быть true или false');
    expect(response.headers['cache-control']).toBe('no-store');
    expect((await counters(likedPost._id)).like).toBe(before);
  });

  it.each([
    ['upper case', 'Kulichi'],
    ['Cyrillic', encodeURIComponent('новость')],
    ['too long', 'a'.repeat(65)],
    ['a bad escape', '%E0%A4%A'],
  ])('refuses a malformed post id (%s) with 400', async (_name, id) => {
    expectErrorAnswer(await get(`/api/post/like/${id}/true`, newDevice()), 400);
  });
});

describe('state-changing GETs', () => {
  it('do not answer HEAD, so a HEAD request changes nothing', async () => {
    const id = busyPost._id;
    const before = await counters(id);
    const device = newDevice();
    for (const url of [`/api/post/like/${id}/true`, `/api/post/view/${id}`]) {
      const response = await server.app.inject({ method: 'HEAD', url, headers: { cookie: `tp_device=${device}` } });
      expect(response.statusCode).toBe(404);
    }
    expect(await counters(id)).toEqual(before);
  });
});

describe('GET /api/post/view/:_id', () => {
  it('counts a view once per device, once more for another device', async () => {
    const id = viewedPost._id;
    const before = (await counters(id)).views;
    const device = newDevice();
    expect(await view(id, device)).toBe(before + 1);
    expect(await view(id, device)).toBe(before + 1);
    await Promise.all(Array.from({ length: 4 }, () => view(id, device)));
    expect((await counters(id)).views).toBe(before + 1);

    expect(await view(id, newDevice())).toBe(before + 2);
    expect((await counters(id)).views).toBe(before + 2);
    const rows = await server.testApp.database.db.select().from(postViews).where(eq(postViews.postId, id));
    expect(rows).toHaveLength(2);
  });

  it('does not touch likes, nor do likes count as views', async () => {
    const id = viewedPost._id;
    const before = await counters(id);
    await view(id, newDevice());
    await like(id, 'true', newDevice());
    expect(await counters(id)).toEqual({ like: before.like + 1, views: before.views + 1 });
  });

  it('answers 404 for an unknown post and 400 for a malformed id', async () => {
    expect(expectErrorAnswer(await get('/api/post/view/net-takoy-novosti', newDevice()), 404)).toBe(
      'Новость не найдена',
    );
    expectErrorAnswer(await get('/api/post/view/Kulichi', newDevice()), 400);
    expectErrorAnswer(await get(`/api/post/view/${'a'.repeat(65)}`, newDevice()), 400);
  });
});

describe('engagement in the API document', () => {
  it('lists the like and view calls under «engagement» and feedback under «content»', async () => {
    const document = json(await get('/api/docs/json')) as {
      paths?: Record<string, Record<string, { tags?: string[]; responses?: Record<string, unknown> }>>;
    };
    const paths = document.paths ?? {};
    const calls = [
      paths['/api/post/like/{_id}/{value}']?.get,
      paths['/api/post/view/{_id}']?.get,
      paths['/api/feedback']?.post,
    ];
    expect(calls.map((call) => call?.tags)).toEqual([['engagement'], ['engagement'], ['content']]);
    for (const call of calls) {
      expect(call?.responses).toHaveProperty('200');
      expect(call?.responses).toHaveProperty('400');
    }
    expect(paths['/api/feedback']?.post?.responses).toHaveProperty('429');
  });
});

const at = (offsetMs: number) => new Date(FIXED_NOW.getTime() + offsetMs);
const HOUR = 3_600_000;

const alert = (id: string, from: Date, to: Date) => ({
  id,
  title: `Объявление ${id}`,
  text: 'Текст объявления для проверки окна показа.',
  link: null,
  dateTimeFrom: from,
  dateTimeTo: to,
});

describe('GET /api/alerts window', () => {
  it('answers exactly the alerts whose window contains the app clock, bounds included', async () => {
    await server.testApp.database.db
      .insert(alerts)
      .values([
        alert('test-ended', at(-2 * HOUR), at(-1)),
        alert('test-future', at(1), at(2 * HOUR)),
        alert('test-now', at(-HOUR), at(HOUR)),
        alert('test-starts-now', at(0), at(HOUR)),
        alert('test-ends-now', at(-HOUR), at(0)),
      ]);

    const response = await server.app.inject({ method: 'GET', url: '/api/alerts' });
    expect(response.statusCode).toBe(200);
    const ids = AlertsAnswer.parse(json(response)).alertsData.map((item) => item._id);

    expect(ids).toEqual(expect.arrayContaining(['test-now', 'test-starts-now', 'test-ends-now']));
    expect(ids).not.toContain('test-ended');
    expect(ids).not.toContain('test-future');

    // Exactly the active ones among everything stored (the seed's alerts included).
    const all = await server.testApp.database.db.select().from(alerts);
    const active = all
      .filter((row) => row.dateTimeFrom <= FIXED_NOW && FIXED_NOW <= row.dateTimeTo)
      .map((row) => row.id);
    expect(active.length).toBeLessThan(all.length);
    expect([...ids].sort()).toEqual(active.sort());
  });
});
