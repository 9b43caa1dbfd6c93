/**
 * The catalogues the search bench measures: a synthetic one of any size made
 * from the demo products, and the same with every word respelled, so a build
 * can be measured on words the process has never seen.
 */

import { Rng } from '../scripts/art/svg';
import { productSeeds } from '../server/db/seed/data/index';
import type { SearchableProduct } from '../src/domain/search/index';

const FILLINGS = [
  'капустой',
  'грибами',
  'мясом',
  'курицей',
  'картофелем',
  'вишней',
  'яблоком',
  'брусникой',
  'черникой',
  'творогом',
  'сыром',
  'луком',
  'яйцом',
  'рисом',
  'тыквой',
  'морковью',
  'щавелем',
  'клюквой',
  'смородиной',
  'малиной',
  'абрикосом',
  'сливой',
  'грушей',
  'маком',
  'орехами',
  'изюмом',
  'лососем',
  'треской',
  'индейкой',
  'говядиной',
  'шпинатом',
  'брокколи',
  'фасолью',
  'горохом',
  'свеклой',
  'облепихой',
  'крыжовником',
  'персиком',
  'бананом',
  'медом',
];
const SYLLABLES = ['ла', 'до', 'ми', 'ра', 'ве', 'ти', 'но', 'су', 'ка', 'бо', 'ре', 'жа', 'ло', 'гу', 'фе', 'ны'];

/** A seeded generator (the artwork's Mulberry32), so every run measures the same input. */
function random(seed: number): () => number {
  const rng = new Rng(seed);
  return () => rng.next();
}

/**
 * `count` products shaped like the demo ones: their titles, compositions and
 * descriptions, with other fillings and a made-up variety name each, so the
 * index holds thousands of distinct terms like a real large catalogue.
 */
export function syntheticCatalogue(count: number): SearchableProduct[] {
  const next = random(30);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
  const word = () => Array.from({ length: 2 + Math.floor(next() * 3) }, () => pick(SYLLABLES)).join('');
  return Array.from({ length: count }, (_, index) => {
    const base = productSeeds[index % productSeeds.length] as SearchableProduct;
    const [first, second] = [pick(FILLINGS), pick(FILLINGS)];
    const head = base.title.split(' с ')[0] ?? base.title;
    return {
      _id: `${base._id}-${index}`,
      title: `${head} с ${first} и ${second} «${word()}»`,
      category: base.category,
      composition: `${base.composition} ${first}, ${second}, ${word()}, ${word()}.`,
      description: `${base.description} ${word()} ${word()}.`,
    };
  });
}

const ALPHABET = 'абвгдежзийклмнопрстуфхцчшщъыьэюя';

/**
 * The catalogue with each Russian letter moved `shift` places along the
 * alphabet (1 to 31): the same texts, lengths and word counts, but every word
 * one the process has not met, so nothing about it is cached (its stem, its term).
 */
export function respelled(products: readonly SearchableProduct[], shift: number): SearchableProduct[] {
  const moved = new Map<string, string>();
  for (let at = 0; at < ALPHABET.length; at += 1) {
    const to = ALPHABET[(at + shift) % ALPHABET.length] as string;
    moved.set(ALPHABET[at] as string, to);
    moved.set((ALPHABET[at] as string).toUpperCase(), to.toUpperCase());
  }
  const respell = (text: string) => text.replace(/[а-яА-Я]/g, (letter) => moved.get(letter) ?? letter);
  return products.map((product) => ({
    ...product,
    title: respell(product.title),
    composition: respell(product.composition),
    description: respell(product.description),
  }));
}
