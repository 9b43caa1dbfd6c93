import { describe, expect, it } from 'vitest';
import { NO_FILTERS } from '../../domain/catalog/product-filters';
import { validateSearchPageParams } from './search-path';
import { filtersOfParams, NO_HINTS, nextSearchPageParams, withHints, withoutHints } from './search-url';

describe('the /poisk URL', () => {
  it('keeps the query and the catalogue’s filter params, drops the rest', () => {
    const params = validateSearchPageParams({ q: 'пирог', bez: 'orehi,nope', postnoe: 1, other: 'x' });
    // Unknown slugs are dropped as the catalogue pages drop them; flags stay numbers, so the URL says postnoe=1.
    expect(params).toEqual({ q: 'пирог', bez: 'orehi', postnoe: 1 });
    // The filters read from them drop what they do not know.
    expect(filtersOfParams(params)).toEqual({ ...NO_FILTERS, bez: ['orehi'], lean: true });
    expect(filtersOfParams(validateSearchPageParams({ kkal: 'lots' }))).toEqual(NO_FILTERS);
    expect(validateSearchPageParams({ q: '   ' })).toEqual({});
    // What the router read as JSON was typed as text: «42» from a browser's form arrives as the number 42.
    expect(validateSearchPageParams({ q: 42 })).toEqual({ q: '42' });
    expect(validateSearchPageParams({ q: [1, 2] })).toEqual({ q: '[1,2]' });
    expect(validateSearchPageParams({ q: null })).toEqual({});
    expect(validateSearchPageParams({ q: 'я'.repeat(500) }).q).toHaveLength(100);
  });

  it('reads its own answer back unchanged, as the router does when it builds the page’s URL', () => {
    const searches: Record<string, unknown>[] = [
      { q: 'пирог', bez: 'orehi,moloko', postnoe: 1, vegetarianskoe: 1, kkal: 300 },
      { q: 42, postnoe: true },
      { q: '\u0000', kkal: 'lots' },
      {},
    ];
    for (const search of searches) {
      const once = validateSearchPageParams(search);
      expect(validateSearchPageParams({ ...once }), JSON.stringify(search)).toEqual(once);
    }
  });

  it('takes out of the query what the search API would refuse (a NUL, other control characters, a lone surrogate)', () => {
    expect(validateSearchPageParams({ q: 'пи\u0000рог\u0007' })).toEqual({ q: 'пирог' });
    expect(validateSearchPageParams({ q: 'чай\ud800' })).toEqual({ q: 'чай' });
    // A whole surrogate pair is one character and stays.
    expect(validateSearchPageParams({ q: 'пирог 🥧' })).toEqual({ q: 'пирог 🥧' });
    expect(validateSearchPageParams({ q: '\u0000\u001f' })).toEqual({});
  });

  it('adds the query’s filter words to the URL’s filters, and removes them again', () => {
    const chosen = { ...NO_FILTERS, bez: ['moloko' as const] };
    const merged = withHints(chosen, { bez: ['orehi'], lean: true });
    expect(merged).toEqual({ ...NO_FILTERS, bez: ['moloko', 'orehi'], lean: true });
    expect(withoutHints(merged, { bez: ['orehi'], lean: true })).toEqual(chosen);
  });

  it('turns `без орехов` into bez=orehi while typing and back when the words go', () => {
    const typed = nextSearchPageParams({}, NO_HINTS, 'пирог без орехов', { bez: ['orehi'] });
    expect(typed).toEqual({ q: 'пирог без орехов', bez: 'orehi' });
    expect(filtersOfParams(typed).bez).toEqual(['orehi']);
    // The words deleted: the filter they brought leaves, one chosen elsewhere (milk) stays.
    const withMilk = { ...typed, bez: 'moloko,orehi' };
    expect(nextSearchPageParams(withMilk, { bez: ['orehi'] }, 'пирог', NO_HINTS)).toEqual({
      q: 'пирог',
      bez: 'moloko',
    });
    expect(nextSearchPageParams({ q: 'постное', postnoe: 1 }, { bez: [], lean: true }, '', NO_HINTS)).toEqual({});
  });
});
