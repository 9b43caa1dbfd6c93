/**
 * Where the index build gathers postings (which documents use a term in which
 * field), and the maps MiniSearch reads them from, filled when first read.
 */

/** Each list a typed array grows to by doubling; all numbers stay in off-heap memory the collector does not walk. */
function grown(array: Int32Array<ArrayBuffer>, needed: number): Int32Array<ArrayBuffer> {
  if (needed < array.length) return array;
  const bigger = new Int32Array(Math.max(needed + 1, array.length * 2));
  bigger.set(array);
  return bigger;
}

/**
 * The occurrences of one build: per term (numbered from 0 in the order met)
 * and field, the short ids of the documents, ascending, one entry per
 * occurrence, as a list linked through two growing arrays. An append is a few
 * integer writes: no object per term or per field, nothing for the collector.
 */
export class Occurrences {
  private documents: Int32Array<ArrayBuffer>;
  /** The next entry of the same list; 0 ends it (entry 0 is never used). */
  private nextEntry: Int32Array<ArrayBuffer>;
  private entries = 1;
  /** Per term and field: the list's first and last entries, 0 for none. */
  private heads: Int32Array<ArrayBuffer>;
  private tails: Int32Array<ArrayBuffer>;

  constructor(
    private readonly fieldCount: number,
    expected: number,
    expectedTerms = 1 << 10,
  ) {
    this.documents = new Int32Array(expected + 1);
    this.nextEntry = new Int32Array(expected + 1);
    this.heads = new Int32Array(Math.max(expectedTerms, 64) * fieldCount);
    this.tails = new Int32Array(Math.max(expectedTerms, 64) * fieldCount);
  }

  add(term: number, fieldId: number, document: number): void {
    const list = term * this.fieldCount + fieldId;
    if (list >= this.heads.length) {
      this.heads = grown(this.heads, list);
      this.tails = grown(this.tails, list);
    }
    const entry = this.entries;
    if (entry >= this.documents.length) {
      this.documents = grown(this.documents, entry);
      this.nextEntry = grown(this.nextEntry, entry);
    }
    this.entries += 1;
    this.documents[entry] = document;
    const tail = this.tails[list] as number;
    if (tail === 0) this.heads[list] = entry;
    else this.nextEntry[tail] = entry;
    this.tails[list] = entry;
  }

  /** A term's postings as MiniSearch keeps them: field id → short document id → occurrences, documents in order. */
  postingsOf(term: number): Map<number, Map<number, number>> {
    const postings = new Map<number, Map<number, number>>();
    for (let fieldId = 0; fieldId < this.fieldCount; fieldId += 1) {
      let entry = this.heads[term * this.fieldCount + fieldId] ?? 0;
      if (entry === 0) continue;
      const counts = new Map<number, number>();
      while (entry !== 0) {
        const document = this.documents[entry] as number;
        counts.set(document, (counts.get(document) ?? 0) + 1);
        entry = this.nextEntry[entry] as number;
      }
      postings.set(fieldId, counts);
    }
    return postings;
  }
}

/**
 * A term's postings as MiniSearch reads them (field id → short document id →
 * occurrences), made into maps when first read. Filling maps was most of what
 * indexing cost, and most terms of a catalogue are never searched; a search
 * that reaches a term pays for its maps once. Every way of reading or writing
 * a `Map` fills it first, so MiniSearch sees a plain map.
 */
export class TermPostings extends Map<number, Map<number, number>> {
  private pending: { occurrences: Occurrences; term: number } | null;

  constructor(occurrences: Occurrences, term: number) {
    super();
    this.pending = { occurrences, term };
  }

  private fill(): void {
    if (this.pending === null) return;
    const { occurrences, term } = this.pending;
    this.pending = null;
    for (const [fieldId, counts] of occurrences.postingsOf(term)) super.set(fieldId, counts);
  }

  override get size(): number {
    this.fill();
    return super.size;
  }
  override get(fieldId: number): Map<number, number> | undefined {
    this.fill();
    return super.get(fieldId);
  }
  override has(fieldId: number): boolean {
    this.fill();
    return super.has(fieldId);
  }
  override set(fieldId: number, counts: Map<number, number>): this {
    this.fill();
    return super.set(fieldId, counts);
  }
  override delete(fieldId: number): boolean {
    this.fill();
    return super.delete(fieldId);
  }
  override clear(): void {
    this.pending = null;
    super.clear();
  }
  override forEach(
    callback: (counts: Map<number, number>, fieldId: number, map: Map<number, Map<number, number>>) => void,
    thisArg?: unknown,
  ): void {
    this.fill();
    super.forEach(callback, thisArg);
  }
  override entries(): MapIterator<[number, Map<number, number>]> {
    this.fill();
    return super.entries();
  }
  override keys(): MapIterator<number> {
    this.fill();
    return super.keys();
  }
  override values(): MapIterator<Map<number, number>> {
    this.fill();
    return super.values();
  }
  override [Symbol.iterator](): MapIterator<[number, Map<number, number>]> {
    return this.entries();
  }
}
