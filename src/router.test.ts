import { describe, expect, it } from 'vitest';
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
    const response = await render({
      path: '/news',
      origin: 'https://pirog.example',
      cookie: null,
      api: failingApi,
      nonce: 'n',
      assets: NO_ASSETS,
    });
    // What the page shows; the router's state for hydration (in scripts) carries the error along.
    const shown = (await response.text()).replaceAll(/<script[^>]*>[\s\S]*?<\/script>/g, '');
    expect(shown.includes('Что-то пошло не так')).toBe(true);
    expect(shown.includes('Something went wrong')).toBe(false);
    expect(shown.includes('internal detail the shopper must not read')).toBe(false);
    // Inside the shop's frame: the header is there.
    expect(shown.includes('class="desktop-header"')).toBe(true);
  });
});
