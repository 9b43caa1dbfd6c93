import { describe, expect, it } from 'vitest';
import { AdminProductAnswer } from '../../src/domain/contract/admin';
import { ProductsAllAnswer } from '../../src/domain/contract/api';
import { endpoints } from '../../src/domain/contract/endpoints';
import { buildPath } from '../../src/domain/contract/http';
import { SEARCH_QUERY_MAX_LENGTH, SearchAnswer } from '../../src/domain/contract/search';
import { kopecksToByn } from '../../src/domain/money';
import { expectErrorAnswer, json, testAppPerFile } from '../testing/index';
import { createTestStaff, staffHeaders } from '../testing/staff';

const server = testAppPerFile();
/** What a query without «без …», «постное» or «вегетарианское» asks of the filters: nothing. */
const NO_WORD_FILTERS = { bez: [], vegetarian: false, lean: false };

const search = (q: string) => server.app.inject({ method: 'GET', url: buildPath(endpoints.search), query: { q } });
const found = async (q: string) => {
  const response = await search(q);
  expect(response.statusCode, response.body).toBe(200);
  return SearchAnswer.parse(json(response));
};

describe('GET /api/search', () => {
  it('answers the products best first, as the catalogue carries them, and the matching categories', async () => {
    const catalogue = ProductsAllAnswer.parse(
      json(await server.app.inject({ method: 'GET', url: '/api/products/all' })),
    );
    const answer = await found('rfgecnf');
    expect(answer.products[0]?.title).toMatch(/капуст/);
    for (const product of answer.products) {
      expect(product).toEqual(catalogue.products.find((listed) => listed._id === product._id));
    }
    // On the wire too, byte for byte as in the catalogue answer (the price in BYN).
    type Wire = { products: { _id: string; cost: number }[] };
    const wireCatalogue = json(await server.app.inject({ method: 'GET', url: '/api/products/all' })) as Wire;
    const [wireFirst] = (json(await search('kapusta')) as Wire).products;
    expect(wireFirst).toEqual(wireCatalogue.products.find((listed) => listed._id === wireFirst?._id));
    expect(wireFirst?.cost).toBeLessThan(1000);
    expect((await found('пироги')).categories).toEqual(
      expect.arrayContaining([
        { id: 'sytnye', title: 'Сытные пироги' },
        { id: 'sladkie', title: 'Сладкие пироги' },
      ]),
    );
  });

  it('forgives typos and transliteration like the shop’s own search', async () => {
    expect((await found('бурсника')).products[0]?._id).toBe('brusnika');
    expect((await found('pirog s myasom')).products[0]?.title).toBe('Пирог с мясом');
  });

  it('answers empty lists for an empty query or nothing found', async () => {
    for (const q of ['', '   ', 'пылесос'])
      expect(await found(q)).toEqual({ products: [], categories: [], filters: NO_WORD_FILTERS });
    const bare = await server.app.inject({ method: 'GET', url: buildPath(endpoints.search) });
    expect(json(bare)).toEqual({ products: [], categories: [], filters: NO_WORD_FILTERS });
  });

  it('refuses a query too long or with control characters in Russian', async () => {
    expectErrorAnswer(await search('п'.repeat(SEARCH_QUERY_MAX_LENGTH + 1)), 400);
    expectErrorAnswer(await search('пирог\u0000'), 400);
    expectErrorAnswer(await search('пирог\nс мясом'), 400);
    expect((await search('п'.repeat(SEARCH_QUERY_MAX_LENGTH))).statusCode).toBe(200);
  });

  it('searches the catalogue as the back office left it, without a restart', async () => {
    expect((await found('юбилейный')).products).toEqual([]);
    const admin = await createTestStaff(server.testApp.database.db, { role: 'admin' });
    const path = buildPath(endpoints.adminProduct, { id: 'kapusta-yaytso' });
    const before = AdminProductAnswer.parse(
      json(await server.app.inject({ method: 'GET', url: path, headers: staffHeaders(admin) })),
    );
    const saved = await server.app.inject({
      method: 'PUT',
      url: path,
      headers: staffHeaders(admin),
      payload: {
        product: { ...before.product, cost: kopecksToByn(before.product.cost), title: 'Юбилейный пирог с капустой' },
        version: before.version,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await found('юбилейный')).products.map((product) => product._id)).toEqual(['kapusta-yaytso']);
  });
});
