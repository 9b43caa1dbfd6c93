import { describe, expect, it } from 'vitest';
import { DEFAULT_CATEGORIES } from '../../../../src/domain/catalog/categories';
import { createSearchIndex, searchCatalogue } from '../../../../src/domain/search/index';
import { productSeeds } from './index';

// The demo catalogue as the shop serves it (issue 30: «What it must find», each bullet a test).
const index = createSearchIndex(productSeeds, DEFAULT_CATEGORIES);
const titleOf = new Map(productSeeds.map((product) => [product._id, product.title]));

function titles(query: string, limit = 50): string[] {
  return searchCatalogue(index, query, { limit }).productIds.map((id) => titleOf.get(id) ?? id);
}
const first = (query: string) => titles(query)[0];

describe('search over the demo catalogue', () => {
  it('finds word forms by their Russian stem', () => {
    for (const query of ['пирог', 'пироги', 'пирогом', 'пирога']) {
      expect(first(query), query).toMatch(/^Пирог /);
      expect(titles(query), query).toContain('Пирог с мясом');
    }
    for (const query of ['пирожок', 'пирожки', 'пирожком']) {
      expect(titles(query).slice(0, 5), query).toEqual(
        expect.arrayContaining(['Пирожок с капустой', 'Пирожок с мясом']),
      );
      expect(first(query), query).toMatch(/^Пирожок /);
    }
    expect(first('капустой')).toMatch(/капустой/);
    expect(first('вишней ')).toMatch(/вишней/);
  });

  it('takes ё as е, any case, extra spaces and punctuation', () => {
    expect(first('семга')).toBe('Пирог с сёмгой и шпинатом');
    expect(first('СЁМГОЙ')).toBe('Пирог с сёмгой и шпинатом');
    expect(titles('  ПИРОГ,,  с   КАПУСТОЙ!!! ')).toEqual(titles('пирог с капустой'));
    expect(first('«медовик»')).toBe('Медовик');
    expect(first('чай чёрный')).toBe('Чай чёрный с чабрецом');
    expect(first('чай черный')).toBe('Чай чёрный с чабрецом');
  });

  it('forgives one typo in words of 5+ letters and two in words of 9+', () => {
    expect(first('пирок')).toMatch(/^Пирог /); // wrong letter
    expect(first('капуcта')).toMatch(/капуст/); // a Latin «c» inside the Russian word
    expect(first('бурсника')).toBe('Пирог с брусникой'); // swapped letters
    expect(first('брусника')).toBe('Пирог с брусникой');
    expect(first('медовк')).toBe('Медовик'); // missing letter
    expect(first('наполеоон')).toBe('Наполеон'); // extra letter
    expect(first('асетинский')).toMatch(/Осетинский/); // 10 letters: one wrong letter
    expect(first('асетинксий')).toMatch(/Осетинский/); // 10 letters: a wrong letter and a swap
    // Short words are not «corrected» into others: `мак` is not `маг`, `сыр` is not `сор`.
    expect(titles('маг')).toEqual([]);
    // Two typos in an 8-letter word are too many.
    expect(titles('бурснека')).toEqual([]);
  });

  it('reads Russian written in Latin letters', () => {
    expect(first('kapusta')).toMatch(/капуст/);
    expect(first('pirog s myasom')).toBe('Пирог с мясом');
    expect(first('vishnya')).toMatch(/вишн/);
    expect(first('pirozhok s kapustoy')).toBe('Пирожок с капустой');
    expect(first('chizkeyk')).toBe('Чизкейк с ягодным соусом');
    expect(first('syrniki')).toBe('Сырники замороженные');
    expect(first('eklery')).toBe('Эклеры с заварным кремом, 3 шт.'); // `е` for `э` is a typo away
  });

  it('reads a query typed with the other keyboard layout', () => {
    expect(first('rfgecnf')).toMatch(/капуст/);
    expect(first('gbhju')).toMatch(/^Пирог /);
    expect(first('gbhj;jr')).toMatch(/^Пирожок /); // `;` is the key of `ж`
    expect(first('vtljdbr')).toBe('Медовик');
    // Latin typed with the Russian layout on: `ьфаашт` is `maffin`, read as Russian.
    expect(first('ьфаашт')).toBe('Маффин шоколадный');
  });

  it('finds words of the composition and description below title matches', () => {
    const curd = titles('творог');
    expect(curd).toEqual(expect.arrayContaining(['Набор «Сладкоежка»', 'Сырники замороженные']));
    const lastTitleMatch = Math.max(...curd.map((title, at) => (/творог/i.test(title) ? at : -1)));
    const firstOther = curd.findIndex((title) => !/творог/i.test(title));
    expect(lastTitleMatch).toBeLessThan(firstOther);
    expect(titles('клюква')).toEqual(['Морс клюквенный']);
    expect(titles('укроп')).toContain('Пирог с капустой и яйцом'); // composition only
    expect(titles('детства')).toContain('Пирог с капустой и яйцом'); // description only
  });

  it('matches the word being typed by its beginning', () => {
    expect(first('кап')).toMatch(/капуст/);
    // Two letters match titles only, one letter only a whole word.
    expect(titles('ка').every((title) => /(^| )ка/i.test(title))).toBe(true);
    expect(titles('ка').length).toBeGreaterThan(3);
    expect(titles('к')).toEqual([]);
    expect(first('пирог с кап')).toMatch(/^Пирог с капустой/);
    expect(first('медов')).toBe('Медовик');
    // A finished word (space after it) is matched whole: `мак ` is not `макароны`-like words.
    expect(titles('мак ')).toEqual(expect.arrayContaining(['Пирог с маком', 'Рулет с маком']));
  });

  it('ranks an exact match above a corrected one', () => {
    const tea = (_id: string, title: string) => ({ _id, title, category: 'napitki', composition: '', description: '' });
    const small = createSearchIndex([tea('a', 'Чай с чабрецом'), tea('b', 'Чай с чебрецом')], DEFAULT_CATEGORIES);
    const ids = (query: string) => searchCatalogue(small, query).productIds;
    // Spelled as one of them: that one only, no «corrections» of a word that was found.
    expect(ids('чебрецом')).toEqual(['b']);
    expect(ids('чабрец ')).toEqual(['a']);
    // Spelled as neither: both, one typo away.
    expect(ids('чибрецом').sort()).toEqual(['a', 'b']);
    // A title found as typed comes before one found through a correction of the same reading.
    expect(
      searchCatalogue(index, 'пирог')
        .productIds.slice(0, 10)
        .map((id) => titleOf.get(id)),
    ).not.toContain('Пирожок с мясом');
  });

  it('finds the categories by their titles', () => {
    const { categoryIds } = searchCatalogue(index, 'пироги');
    expect(categoryIds).toEqual(expect.arrayContaining(['sytnye', 'sladkie']));
    expect(searchCatalogue(index, 'напитки').categoryIds).toEqual(['napitki']);
    expect(searchCatalogue(index, 'yfgbnrb').categoryIds).toEqual(['napitki']);
  });

  it('turns keyword shortcuts into filters and searches the rest', () => {
    const answer = searchCatalogue(index, 'пирог без орехов');
    expect(answer.filters).toEqual({ bez: ['orehi'] });
    expect(answer.text).toBe('пирог');
    expect(titleOf.get(answer.productIds[0] ?? '')).toMatch(/^Пирог /);
    expect(searchCatalogue(index, 'Без молока, без яиц постное').filters).toEqual({
      bez: ['moloko', 'yaytsa'],
      lean: true,
    });
    expect(searchCatalogue(index, 'вегетарианское без орешков без орехов').filters).toEqual({
      bez: ['orehi'],
      vegetarian: true,
    });
    expect(searchCatalogue(index, 'постный пирог с вишней').text).toBe('пирог с вишней');
    expect(searchCatalogue(index, 'bez orehov').filters).toEqual({ bez: ['orehi'] });
    // `без` alone (typed halfway) is no filter and no word to find.
    expect(searchCatalogue(index, 'пирог без').filters).toEqual({ bez: [] });
    expect(first('пирог без')).toMatch(/^Пирог /);
  });

  it('returns nothing when nothing matches, so the UI shows the popular products', () => {
    for (const query of ['', '   ', 'zzzzzz', 'пылесос', '!!!', 'без орехов']) {
      const answer = searchCatalogue(index, query);
      expect(answer.productIds, query).toEqual([]);
      expect(answer.categoryIds, query).toEqual([]);
    }
  });

  it('keeps to the limit', () => {
    expect(searchCatalogue(index, 'пирог', { limit: 3 }).productIds).toHaveLength(3);
  });
});
