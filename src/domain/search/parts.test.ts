import SearchableMap from 'minisearch/SearchableMap';
import { describe, expect, it } from 'vitest';
import { ALLERGEN_SLUGS } from '../catalog/nutrition';
import { wordsOf } from './normalize';
import { parseQuery } from './query';
import { allergenOf } from './shortcuts';
import { stemOf } from './stem';
import { latinToCyrillic, switchLayout } from './transliterate';
import { typoBudget, Vocabulary } from './typos';

describe('normalisation', () => {
  it('lower-cases, takes ё as е, drops punctuation and extra spaces', () => {
    expect(wordsOf('  Тёплый   ПИРОГ, «Семейный»!  Мини-ассорти ')).toEqual([
      'теплый',
      'пирог',
      'семейный',
      'мини',
      'ассорти',
    ]);
  });

  it('makes Latin look-alikes inside a Russian word Cyrillic, and leaves Latin words alone', () => {
    expect(wordsOf('капуcта КАПУСTА')).toEqual(['капуста', 'капуста']); // Latin `c`, Latin `T`
    expect(wordsOf('kapusta cake')).toEqual(['kapusta', 'cake']);
  });
});

describe('stemming', () => {
  it('gives the word forms one stem', () => {
    expect(new Set(['пирог', 'пироги', 'пирогом', 'пирога'].map(stemOf))).toEqual(new Set(['пирог']));
    expect(stemOf('капустой')).toBe(stemOf('капуста'));
  });

  it('keeps short words whole', () => {
    for (const word of ['с', 'и', 'чай', 'мак', 'сыр', 'kapusta']) expect(stemOf(word)).toBe(word);
  });
});

describe('transliteration and keyboard layout', () => {
  it('reads the common Latin spellings of Russian', () => {
    const cases: [string, string][] = [
      ['kapusta', 'капуста'],
      ['myasom', 'мясом'],
      ['mjasom', 'мясом'],
      ['vishnya', 'вишня'],
      ['vishnja', 'вишня'],
      ['shchi', 'щи'],
      ['zhurnal', 'журнал'],
      ['chay', 'чай'],
      ['khleb', 'хлеб'],
      ['hleb', 'хлеб'],
      ['tsvet', 'цвет'],
      ['vishnia', 'вишня'],
      ['syr', 'сыр'],
      ['osetinskiy', 'осетинский'],
    ];
    for (const [latin, russian] of cases) expect(latinToCyrillic(latin), latin).toBe(russian);
  });

  it('switches the layout both ways, keys of `ж`, `б`, `ю` included', () => {
    expect(switchLayout('rfgecnf')).toBe('капуста');
    expect(switchLayout('GBHJ;JR')).toBe('пирожок');
    expect(switchLayout(',kby')).toBe('блин');
    expect(switchLayout('ьфаашт')).toBe('maffin');
    expect(switchLayout('пирог!')).toBeNull(); // `!` is no key of the other layout's letters
  });
});

describe('typos', () => {
  it('forgives 1 edit from 5 letters and 2 from 9', () => {
    expect([4, 5, 8, 9, 12].map(typoBudget)).toEqual([0, 1, 1, 2, 2]);
  });

  it('counts a swap of neighbours as one edit', () => {
    const vocabulary = new Vocabulary(['брусник', 'пирог', 'пирожок', 'осетинск']);
    expect(vocabulary.corrections('бурсник', 1)).toEqual(['брусник']);
    expect(vocabulary.corrections('пирок', 1)).toEqual(['пирог']);
    expect(vocabulary.corrections('пиог', 1)).toEqual(['пирог']);
    expect(vocabulary.corrections('асетинкс', 2)).toEqual(['осетинск']);
    expect(vocabulary.corrections('асетинкс', 1)).toEqual([]);
    expect(vocabulary.corrections('пирог', 0)).toEqual([]);
  });

  it('reads several term trees as one vocabulary, nearest first', () => {
    const tree = (terms: string[]) => {
      const map = new SearchableMap<true>();
      for (const term of terms) map.set(term, true);
      return map;
    };
    const vocabulary = new Vocabulary({ trees: [tree(['пирог', 'осетинск']), tree(['брусник', 'пирожок', 'пирог'])] });
    expect(vocabulary.corrections('бурсник', 1)).toEqual(['брусник']);
    expect(vocabulary.corrections('пирок', 1)).toEqual(['пирог']);
    expect(vocabulary.corrections('асетинкс', 2)).toEqual(['осетинск']);
    expect(vocabulary.corrections('пирожк', 2)).toEqual(['пирожок', 'пирог']);
    expect(vocabulary.has('брусник') && vocabulary.hasPrefix('пирож') && !vocabulary.hasPrefix('пирс')).toBe(true);
  });
});

describe('keyword shortcuts', () => {
  it('names each of the 14 allergen groups in its word forms', () => {
    const words: Record<(typeof ALLERGEN_SLUGS)[number], string> = {
      gluten: 'глютена',
      rakoobraznye: 'ракообразных',
      yaytsa: 'яиц',
      ryba: 'рыбы',
      arahis: 'арахиса',
      soya: 'сои',
      moloko: 'молока',
      orehi: 'орехов',
      selderey: 'сельдерея',
      gorchitsa: 'горчицы',
      kunzhut: 'кунжута',
      sulfity: 'сульфитов',
      lyupin: 'люпина',
      mollyuski: 'моллюсков',
    };
    for (const slug of ALLERGEN_SLUGS) expect(allergenOf(words[slug]), slug).toBe(slug);
    expect(allergenOf('соль')).toBeNull();
    expect(allergenOf('ракета')).toBeNull();
  });

  it('takes the filters out of the query, in either layout', () => {
    const parsed = parseQuery(',tp jht[jd gbhju');
    expect(parsed.filters).toEqual({ bez: ['orehi'] });
    expect(parsed.text).toBe('gbhju');
    expect(parseQuery('без соли').filters).toEqual({ bez: [] });
    expect(parseQuery('пирог ').typing).toBe(false);
    expect(parseQuery('пирог').typing).toBe(true);
  });
});
