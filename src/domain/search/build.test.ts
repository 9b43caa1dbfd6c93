import MiniSearch, { type Options } from 'minisearch';
import { describe, expect, it, vi } from 'vitest';
import { buildIndex, type IndexSpec, WordTable } from './build';
import { wordsOf } from './normalize';
import { TermPostings } from './postings';
import { isStopWord, stemOf } from './stem';

type Doc = { id: string; title: string; category: string; body: string };
const termOf = (word: string) => (isStopWord(word) ? null : stemOf(word));
const categoryTitles: Record<string, string> = { a: 'Сытные пироги', b: 'Напитки' };
const spec: IndexSpec<Doc> = {
  fields: ['title', 'category', 'body'],
  idOf: (doc) => doc.id,
  textOf: (doc, field) =>
    field === 'category' ? (categoryTitles[doc.category] ?? '') : doc[field as 'title' | 'body'],
};
const options: Options<Doc> = {
  fields: [...spec.fields],
  extractField: (doc, field) => (field === 'id' ? doc.id : spec.textOf(doc, field)),
  tokenize: wordsOf,
  processTerm: termOf,
};

/** What `addAll` makes of the same documents. */
function slowIndex(docs: Doc[]): MiniSearch<Doc> {
  const index = new MiniSearch(options);
  index.addAll(docs);
  return index;
}

const HEADS = ['Пирог', 'Пирожок', 'Кулебяка', 'Курник', 'Чай', 'Морс'];
const FILLINGS = ['капустой', 'мясом', 'яблоком', 'творогом', 'вишней', 'грибами', 'пирогом', 'чабрецом'];
const BODIES = [
  'Тесто дрожжевое (мука пшеничная, молоко, масло сливочное, яйцо), капуста тушёная.',
  'Тесто песочное: мука, масло, сахар; яблоки, корица.',
  'Нежная тушёная капуста с рубленым яйцом под тонкой золотистой корочкой — как у бабушки.',
];
/** A small catalogue shaped like the shop's: repeated words, several forms of each, shared texts. */
const catalogue: Doc[] = Array.from({ length: 96 }, (_, at) => ({
  id: `p${at}`,
  title: `${HEADS[at % HEADS.length]} с ${FILLINGS[at % FILLINGS.length]} и ${FILLINGS[(at * 5) % FILLINGS.length]}`,
  category: at % 3 === 0 ? 'b' : 'a',
  body: `${BODIES[at % BODIES.length]} ${FILLINGS[(at * 3) % FILLINGS.length]}`,
}));
const awkward: Doc[] = [
  // A word repeated in one text, in several forms, stop words, a Latin word, a look-alike letter.
  {
    id: '1',
    title: 'Пирог с пирогом и пирогами, пирог!',
    category: 'a',
    body: 'тесто, тесто и ТЕСТО; kapusta капуcта',
  },
  { id: '2', title: '', category: 'zzz', body: '' },
  { id: '3', title: 'Чай с чабрецом', category: 'b', body: 'чай чай чай' },
  { id: '4', title: 'Ёжик в тумане', category: 'b', body: 'ежик ёжик' },
];

describe('building the index in one pass', () => {
  it('makes the index addAll makes: terms, postings, field lengths and their means', () => {
    for (const docs of [catalogue, awkward, []]) {
      const fast = buildIndex(docs, spec, new WordTable(termOf), options).index;
      expect(JSON.stringify(fast)).toBe(JSON.stringify(slowIndex(docs)));
    }
  });

  it('makes the same index when the category titles are split once per title', () => {
    const once = { ...spec, repeatedFields: ['category'] };
    const table = new WordTable(termOf);
    for (const docs of [catalogue, awkward, catalogue]) {
      const fast = buildIndex(docs, once, table, options).index;
      expect(JSON.stringify(fast)).toBe(JSON.stringify(slowIndex(docs)));
    }
  });

  it('hands out its own term tree, holding exactly its terms', () => {
    const { terms, termTree } = buildIndex(catalogue, spec, new WordTable(termOf), options);
    for (const term of terms) expect(termTree.has(term)).toBe(true);
    expect([...termTree.atPrefix('')].length).toBe(terms.length);
  });

  it('answers every search as addAll’s index does, read before or after its postings are filled', () => {
    const fast = buildIndex(catalogue, spec, new WordTable(termOf), options).index;
    const slow = slowIndex(catalogue);
    const queries = ['пирог', 'капуст', 'тест', 'сыт', 'мяс', 'чай', 'молок', 'ябл', 'пирожок'];
    for (const query of queries) {
      for (const how of [{}, { prefix: true }, { fuzzy: 1 }, { prefix: true, fields: ['title'] }]) {
        const search = { ...how, processTerm: (term: string) => term };
        expect(fast.search(query, search), query).toEqual(slow.search(query, search));
      }
    }
    // Now every term's postings are filled: the searches still agree.
    JSON.stringify(fast);
    expect(fast.search('пирог', { prefix: true })).toEqual(slow.search('пирог', { prefix: true }));
  });

  it('lists the terms in the order the documents first use them', () => {
    const { terms } = buildIndex(awkward.slice(0, 1), spec, new WordTable(termOf), options);
    expect(terms).toEqual(['пирог', 'сытн', 'тест', 'kapusta', 'капуст']);
  });

  it('rejects a repeated id, as addAll does', () => {
    const twice = [awkward[0], awkward[0]] as Doc[];
    expect(() => buildIndex(twice, spec, new WordTable(termOf), options)).toThrow(/duplicate ID 1/);
  });

  it('leaves postings unfilled until read, so the build skips the maps (MiniSearch internals still where expected)', () => {
    const { index } = buildIndex(catalogue, spec, new WordTable(termOf), options);
    const tree = (index as unknown as { _index: Map<string, unknown> })._index;
    expect(tree.get('пирог')).toBeInstanceOf(TermPostings);
  });

  it('makes the same index the slow way should MiniSearch keep its terms elsewhere', () => {
    const loadJS = MiniSearch.loadJS.bind(MiniSearch);
    const spy = vi.spyOn(MiniSearch, 'loadJS').mockImplementation((js, how) => {
      const loaded = loadJS(js, how);
      Object.defineProperty(loaded, '_index', { value: undefined });
      return loaded;
    });
    try {
      const { index } = buildIndex(catalogue, spec, new WordTable(termOf), options);
      expect(spy).toHaveBeenCalled();
      expect(JSON.stringify(index)).toBe(JSON.stringify(slowIndex(catalogue)));
    } finally {
      spy.mockRestore();
    }
  });
});

describe('a term’s postings', () => {
  it('read as a map whichever way they are read first', () => {
    const { index } = buildIndex(awkward, spec, new WordTable(termOf), options);
    const tree = (index as unknown as { _index: Map<string, Map<number, Map<number, number>>> })._index;
    const expected = [
      [0, [[0, 4]]],
      [1, [[0, 1]]],
    ];
    const reads: ((postings: Map<number, Map<number, number>>) => unknown)[] = [
      (postings) => [...postings].map(([field, counts]) => [field, [...counts]]),
      (postings) => [...postings.entries()].map(([field, counts]) => [field, [...counts]]),
      (postings) => [...postings.keys()].map((field) => [field, [...(postings.get(field) ?? [])]]),
      (postings) => {
        const seen: unknown[] = [];
        postings.forEach((counts, field) => {
          seen.push([field, [...counts]]);
        });
        return seen;
      },
    ];
    for (const read of reads) {
      // A fresh build each time, so each way of reading is the first.
      const fresh = buildIndex(awkward, spec, new WordTable(termOf), options).index;
      const postings = (fresh as unknown as typeof index & { _index: typeof tree })._index.get('пирог');
      expect(postings && read(postings)).toEqual(expected);
    }
    const postings = tree.get('пирог');
    expect(postings?.size).toBe(2);
    expect(postings?.has(1)).toBe(true);
    expect(postings?.has(2)).toBe(false);
  });
});
