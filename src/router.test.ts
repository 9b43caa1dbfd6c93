import { describe, expect, it, vi } from 'vitest';
import type { ShopReadApi } from './domain/contract/api';
import { render } from './entry-server';

const NO_ASSETS = {
  scripts: [],
  afterFirstPaint: [],
  inlineModules: [],
  preloads: [],
  stylesheets: [],
  routePreloads: {},
};

/** A catalogue with nothing in it; every other read fails, as an API that went down would. */
const failingApi = new Proxy({} as ShopReadApi, {
  get: (_, method) =>
    method === 'productsAll'
      ? async () => ({ products: [], popular: [], stories: [], categories: [], dataSlider: [] })
      : async () => {
          throw new Error('internal detail the shopper must not read');
        },
});

describe('a page whose loader fails', () => {
  it('says so in Russian inside the shop, never with the router’s English page showing the error’s message', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await render({
      path: '/news',
      origin: 'https://pirog.example',
      cookie: null,
      api: failingApi,
      nonce: 'n',
      now: new Date(),
      assets: NO_ASSETS,
    });
    const html = await response.text();
    // Not in the router's state for hydration either (an inline script): the error is logged on the server.
    expect(html.includes('internal detail the shopper must not read')).toBe(false);
    expect(logged).toHaveBeenCalledWith('[ssr] a route loader failed', expect.any(Error));
    const shown = html.replaceAll(/<script[^>]*>[\s\S]*?<\/script>/g, '');
    expect(shown.includes('Что-то пошло не так')).toBe(true);
    expect(shown.includes('Something went wrong')).toBe(false);
    expect(shown.includes('internal detail the shopper must not read')).toBe(false);
    // Inside the shop's frame: the header is there.
    expect(shown.includes('class="desktop-header"')).toBe(true);
  });
});
