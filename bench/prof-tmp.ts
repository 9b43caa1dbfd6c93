import MiniSearch from 'minisearch';
import { DEFAULT_CATEGORIES } from '../src/domain/catalog/categories';
import { wordsOf } from '../src/domain/search/normalize';
import { stemOf } from '../src/domain/search/stem';
import { createSearchIndex } from '../src/domain/search/index';
import { syntheticCatalogue } from './search';
const products = syntheticCatalogue(5000);
for (let r = 0; r < 3; r++) {
let t = performance.now();
const words: string[] = [];
for (const p of products) for (const f of [p.title, p.composition, p.description]) for (const w of wordsOf(f)) words.push(w);
console.log('tokenize', (performance.now() - t).toFixed(1), words.length);
t = performance.now();
for (const w of words) stemOf(w);
console.log('stem all', (performance.now() - t).toFixed(1));
t = performance.now();
const m = new MiniSearch({ idField: '_id', fields: ['title', 'composition', 'description'], tokenize: wordsOf, processTerm: (w) => stemOf(w) });
m.addAll(products);
console.log('minisearch', (performance.now() - t).toFixed(1));
t = performance.now();
createSearchIndex(products, DEFAULT_CATEGORIES);
console.log('createSearchIndex', (performance.now() - t).toFixed(1));
}
