import { type AddressInfo, connect } from 'node:net';
import { gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { NEWS_FIRST_PAGE } from '../../src/domain/catalog/limits';
import { parseOffsetPeriod } from '../../src/domain/shop-offset-period';
import { shopOffsetPeriodAt } from '../../src/domain/shop-offset-search';
import { render, renderVariant } from '../../src/entry-server';
import { postSeeds, productSeeds } from '../db/seed/data/index';
import { DEVICE_COOKIE } from '../http/device';
import { FIXED_NOW, testAppPerFile } from '../testing/index';
import { newDeviceId } from '../testing/orders';
import type { PageRenderer } from './renderer';

/**
 * Server-rendered pages through the whole app, rendered by the app's own
 * server entry (compiled from source by Vitest, so no build is needed).
 */
const PUBLIC_URL = 'https://pirog.example';

let renders = 0;

const renderer: PageRenderer = {
  render(input) {
    renders += 1;
    return render(input);
  },
  variant: renderVariant,
  cacheable: true,
  assets: {
    scripts: ['/assets/entry.js'],
    afterFirstPaint: [],
    inlineModules: [],
    preloads: [],
    stylesheets: [],
    routePreloads: {},
  },
  close: async () => {},
};

const server = testAppPerFile({ pages: renderer, env: { NODE_ENV: 'production', PUBLIC_URL } });

const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });

/** A page as a browser ends up with it: the router answers a URL it spells otherwise with a redirect to its own spelling. */
async function getFollowing(url: string): Promise<LightMyRequestResponse> {
  let response = await get(url);
  for (let hops = 0; hops < 3 && response.statusCode >= 300 && response.statusCode < 400; hops += 1) {
    response = await get(String(response.headers.location).replace(PUBLIC_URL, ''));
  }
  return response;
}

function cspNonceOf(response: LightMyRequestResponse): string {
  const match = /script-src 'self' 'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']));
  if (!match?.[1]) throw new Error('no nonce in the CSP header');
  return match[1];
}

const nonceAttributes = (html: string) => new Set([...html.matchAll(/\snonce="([^"]*)"/g)].map((match) => match[1]));

const likeCount = (html: string) => /data-testid="like-count">([^<]*)</.exec(html)?.[1];

describe('unknown paths', () => {
  it('of the public or the per-user API answer 404 in JSON, never a page a client reading JSON cannot read', async () => {
    for (const url of ['/api/whatever', '/priapi/whatever', '/priapi/orders/x%00y']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
      expect(response.json(), url).toEqual({ message: 'Такого метода API нет' });
    }
  });
});

describe('query strings a page does not expect', () => {
  it('are read as absent or cleaned, never a failed page or a NUL in the HTML: the router keeps the raw values beside the validated ones', async () => {
    const urls = [
      // Numbers, booleans, arrays and objects: the router parses a value that looks like JSON.
      '/poisk?q=42',
      '/poisk?q=true',
      '/poisk?q=%5B1%2C2%5D',
      '/poisk?q=%7B%22a%22%3A1%7D',
      '/poisk?q=%00',
      '/poisk?q=%20%20',
      '/poisk?q=x&kkal=%7B%7D&bez=42&postnoe=%5B%5D',
      '/?pirog=42',
      '/akcii?pirog=%00',
      '/?pirog=%5B1%5D',
      '/?kkal=abc&vegetarianskoe=%7B%7D',
      '/pirogi/sytnye?bez=%5B%22orehi%22%5D',
      '/news?limit=%7B%7D',
      '/news?limit=abc',
      '/feedback?shop=42',
      '/doneorder?uid=42',
      '/doneorder?uid=%7B%7D&cancel=%5B%5D',
      // A path's own part is echoed in the page's address for Open Graph: encoded, never raw.
      '/user/%00',
    ];
    for (const url of urls) {
      const response = await getFollowing(url);
      expect(response.statusCode, url).toBe(200);
      // Booleans: a failure would otherwise print the whole page.
      expect(response.body.includes('\u0000'), url).toBe(false);
      expect(response.body.includes('Что-то пошло не так'), url).toBe(false);
    }
  });

  it('keep what the page reads: each route reads its own spelling back when the router builds the URL', async () => {
    const uid = 'A'.repeat(24);
    const cancelled = await get(`/doneorder?uid=${uid}&cancel=1&token=abc`);
    const landed = cancelled.statusCode === 200 ? `/doneorder?uid=${uid}&cancel=1` : String(cancelled.headers.location);
    expect(landed).toMatch(/[?&]cancel=(1|true)(&|$)/);
    for (const url of [
      `/news?limit=${NEWS_FIRST_PAGE * 2}`,
      '/?postnoe=1&kkal=300&bez=orehi',
      '/feedback?shop=nemiga',
    ]) {
      expect((await get(url)).statusCode, url).toBe(200);
    }
  });

  it('search for what was typed (a number is text too) and leave out what no text holds', async () => {
    const fieldValue = async (url: string) =>
      /class="search-page__input"[^>]*value="([^"]*)"/.exec((await getFollowing(url)).body)?.[1];
    expect(await fieldValue('/poisk?q=42')).toBe('42');
    expect(await fieldValue('/poisk?q=%00')).toBe('');
    expect(await fieldValue(`/poisk?q=%00${encodeURIComponent('капуста')}`)).toBe('капуста');
  });
});

describe('the cart page', () => {
  it('carries only what the cart reads of each product, not the catalogue’s texts', async () => {
    const product = productSeeds[0];
    if (!product) throw new Error('the demo catalogue is empty');
    const html = (await get('/cart')).body;
    // Booleans: a failure would otherwise print the whole page.
    expect(html.includes(product.title)).toBe(true);
    expect(html.includes(product.description)).toBe(false);
    expect(html.includes('composition:')).toBe(false);
  });
});

describe('the listing pages', () => {
  it('carry each product’s card, not its composition and description, which the product modal loads itself', async () => {
    const product = productSeeds.find((seed) => seed.popular);
    if (!product) throw new Error('the demo catalogue has no popular product');
    // The first popular pie is a savoury one, and the demo's first promo takes every savoury pie.
    for (const path of ['/', `/pirogi/${product.category}`, '/akcii']) {
      const html = (await getFollowing(path)).body;
      // Booleans: a failure would otherwise print the whole page.
      expect(html.includes(product.title), path).toBe(true);
      expect(html.includes(product.description), path).toBe(false);
      expect(html.includes(product.composition), path).toBe(false);
    }
  });

  it('still give the product modal all of the product it shows', async () => {
    const product = productSeeds[0];
    if (!product) throw new Error('the demo catalogue is empty');
    const html = (await get(`/?pirog=${product._id}`)).body;
    expect(html.includes(product.description)).toBe(true);
  });
});

describe('absolute URLs in pages', () => {
  const firstProduct = productSeeds[0];
  const firstPost = postSeeds[0];
  if (!firstProduct || !firstPost) throw new Error('the demo catalogue is empty');

  it('come from PUBLIC_URL, whatever Host the request names', async () => {
    for (const url of ['/', `/?pirog=${firstProduct._id}`, `/news/${firstPost.slug}`, '/akcii', '//evil.example/']) {
      const response = await get(url, {
        host: 'evil.example',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'http',
      });
      expect(response.body, url).not.toContain('evil.example');
    }
    const home = (await get('/', { host: 'evil.example' })).body;
    expect(home).toContain(`<meta property="og:url" content="${PUBLIC_URL}/"`);
    const post = (await get(`/news/${firstPost.slug}`, { host: 'evil.example' })).body;
    expect(post).toContain(`<link rel="canonical" href="${PUBLIC_URL}/news/${firstPost.slug}"`);
    expect(post).toMatch(new RegExp(`<meta property="og:image" content="${PUBLIC_URL}/`));
  });
});

describe('a request line naming a whole URL', () => {
  it('renders the path on our origin', async () => {
    await server.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = server.app.server.address() as AddressInfo;
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write('GET http://evil.example/akcii HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n');
      });
      let received = '';
      socket.on('data', (chunk) => {
        received += chunk.toString('utf8');
      });
      socket.on('end', () => resolve(received));
      socket.on('error', reject);
    });
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 200 OK');
    expect(answer).not.toContain('evil.example');
    expect(answer).toContain(`<meta property="og:url" content="${PUBLIC_URL}/akcii"`);
  });
});

describe('kept pages', () => {
  it('carry a fresh nonce in every response, the one the CSP header names', async () => {
    const nonces: string[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await get('/');
      expect(response.statusCode).toBe(200);
      const nonce = cspNonceOf(response);
      expect(nonceAttributes(response.body)).toEqual(new Set([nonce]));
      // The browser's copy for styles it adds at run time (the toasts).
      expect(response.body).toContain(`<meta property="csp-nonce" content="${nonce}"/>`);
      nonces.push(nonce);
    }
    expect(new Set(nonces).size).toBe(3);
  });

  it('gzip the same page, with its own nonce, for a client that accepts gzip', async () => {
    const response = await get('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toContain('accept-encoding');
    const html = gunzipSync(response.rawPayload).toString('utf8');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(nonceAttributes(html)).toEqual(new Set([cspNonceOf(response)]));
    const plain = await get('/');
    expect(html.replaceAll(cspNonceOf(response), '') === plain.body.replaceAll(cspNonceOf(plain), '')).toBe(true);
  });

  it('render a path once per cart badge count and serve the render again', async () => {
    await get('/akcii');
    const before = renders;
    await get('/akcii');
    await get('/akcii', { cookie: 'other=1' });
    expect(renders).toBe(before);
    await get('/akcii', { cookie: 'tp_cart_units=3' });
    expect(renders).toBe(before + 1);
  });

  it('render again after a write to what the page shows', async () => {
    const post = postSeeds[1];
    if (!post) throw new Error('the demo news list is empty');
    const url = `/news/${post.slug}`;
    const count = likeCount((await get(url)).body);
    expect(count).toBeDefined();
    expect(likeCount((await get(url)).body)).toBe(count);

    const like = await get(`/api/post/like/${post._id}/true`, {
      origin: PUBLIC_URL,
      cookie: `tp_device=${newDeviceId()}`,
    });
    expect(like.statusCode).toBe(200);
    const { like: likes } = JSON.parse(like.body) as { like: number };
    expect(likeCount((await get(url)).body)).toBe(new Intl.NumberFormat('ru').format(likes));
    expect(likes).toBe(Number(count) + 1);
  });
});

describe('the device cookie (issue 26)', () => {
  it('is given on a page load, the only place it is given, and then lets that browser like', async () => {
    const post = postSeeds[2];
    if (!post) throw new Error('the demo news list is empty');
    const first = await get('/akcii');
    const cookie = first.cookies.find((each) => each.name === DEVICE_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 2 * 365 * 24 * 60 * 60 });
    // PUBLIC_URL is HTTPS here, though the request reached the server over plain HTTP.
    expect(cookie?.secure).toBe(true);
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{22}$/);
    // This response is this browser's alone.
    expect(first.headers['cache-control']).toBe('private, no-cache');

    // Kept: a later page load of that browser sets nothing; a kept render never hands it to another browser.
    const again = await get('/akcii', { cookie: `${DEVICE_COOKIE}=${cookie?.value}` });
    expect(again.cookies).toEqual([]);
    expect(again.headers['cache-control']).toBe('no-cache');
    const stranger = (await get('/akcii')).cookies.find((each) => each.name === DEVICE_COOKIE);
    expect(stranger?.value).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(stranger?.value).not.toBe(cookie?.value);

    const like = await get(`/api/post/like/${post._id}/true`, {
      'sec-fetch-site': 'same-origin',
      cookie: `${DEVICE_COOKIE}=${cookie?.value}`,
    });
    expect(like.statusCode, like.body).toBe(200);
  });
});

describe('security headers of a page', () => {
  it('guard a rendered document, where an API answer carries only the ones JSON needs', async () => {
    const response = await get('/');
    expect(response.headers).toMatchObject({
      'x-frame-options': 'SAMEORIGIN',
      'cross-origin-opener-policy': 'same-origin',
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'same-origin',
      'referrer-policy': 'no-referrer',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
    });
  });
});

describe('the first paint of a page', () => {
  const expected = (html: string) => /<link rel="expect" href="#([^"]+)" blocking="render"/.exec(html)?.[1];

  it('waits on the shopper’s pages for the shell above the page, which is there before the page itself', async () => {
    for (const path of ['/', '/cart', '/akcii', '/no-such-page']) {
      const html = (await get(path)).body;
      const target = expected(html);
      expect(target, path).toBeDefined();
      // A missing target would hold the paint until the whole document is parsed.
      const at = html.indexOf(`id="${target}"`);
      expect(at, path).toBeGreaterThan(html.indexOf('<body'));
      expect(at, path).toBeLessThan(html.indexOf('<main'));
    }
  });

  it('of a visit’s first page is the loader’s: it comes before anything it covers, so nothing is painted alone first', async () => {
    const html = (await get('/')).body;
    const loader = html.indexOf('data-testid="brand-loader"');
    expect(loader).toBeGreaterThan(html.indexOf('<body'));
    expect(loader).toBeLessThan(html.indexOf('class="cookie-banner"'));
    expect(loader).toBeLessThan(html.indexOf('class="app"'));
  });

  it('of the home page asks with its first bytes for two product pictures, the first row a phone shows', async () => {
    const html = (await get('/')).body;
    const cards = [...html.matchAll(/<img src="\/images\/generated\/products\/[^>]*>/g)].map(([img]) => img);
    expect(cards.length).toBeGreaterThan(2);
    // The rest sit under the banners and the stories, below a phone's first screen and a wide one's.
    expect(cards.map((img) => /loading="(\w+)"/.exec(img)?.[1])).toEqual(
      cards.map((_, index) => (index < 2 ? 'eager' : 'lazy')),
    );
  });

  it('waits for nothing on the staff’s and the kiosk’s pages, which have no such shell', async () => {
    for (const path of ['/staff', '/kiosk']) {
      const html = (await get(path)).body;
      expect(html, path).toContain('<body');
      expect(expected(html), path).toBeUndefined();
    }
  });
});

describe('the shop’s time zone on a page', () => {
  it('is the offset around the request’s clock by the server’s time-zone database, which the browser adopts', async () => {
    const html = (await get('/news')).body;
    const told = parseOffsetPeriod(/<html[^>]*\sdata-shop-offset="([^"]*)"/.exec(html)?.[1]);
    expect(told).toEqual(shopOffsetPeriodAt(FIXED_NOW));
    expect(told?.offsetMinutes).toBe(180);
    expect(told && told.since <= FIXED_NOW.getTime() && FIXED_NOW.getTime() < told.until).toBe(true);
  });
});
