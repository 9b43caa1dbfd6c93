import { describe, expect, it } from 'vitest';
import { routeSearch } from './route-search';

describe('routeSearch', () => {
  it('names every key the route reads, so a refused value overrides what the URL said', () => {
    const search = routeSearch(['q', 'limit'], { q: 'пирог' });
    expect(search).toEqual({ q: 'пирог', limit: undefined });
    expect(Object.keys(search)).toEqual(['q', 'limit']);
    // As TanStack Router merges it over the URL's raw values.
    expect({ ...{ q: 'raw', limit: '[1]', other: 'x' }, ...search }).toEqual({
      q: 'пирог',
      limit: undefined,
      other: 'x',
    });
  });
});
