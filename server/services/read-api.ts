import type { z } from 'zod';
import type { ShopReadApi } from '../../src/domain/contract/api';
import { endpointSchemas } from '../../src/domain/contract/endpoint-schemas';
import type { ReadModelKind } from './read-model/bus';
import { type CachedAnswer, cachedAnswer, serializeAnswer } from './read-model/cached-answer';
import { createDependentCache, type Dependency } from './read-model/dependent-cache';
import { type ReadModel, readApiOver } from './read-model/read-model';

type Method = keyof ShopReadApi;
type AnswerOf<M extends Method> = Awaited<ReturnType<ShopReadApi[M]>>;

/** Each read answer serialized, as the HTTP routes send it; `null` where the API answers "not found". */
export type CachedReadApi = {
  [M in Method]: (
    ...args: Parameters<ShopReadApi[M]>
  ) => Promise<null extends AnswerOf<M> ? CachedAnswer | null : CachedAnswer>;
};

export interface ReadService {
  /** Answers as bytes made once per data version, for `sendCached` in the HTTP routes. */
  answers: CachedReadApi;
  /**
   * For one page render: an API that notes what it read, and the conditions
   * under which the render stays current (no write to what it read, the same
   * promotions and alerts active).
   */
  tracked(now: Date): { api: ShopReadApi; dependencies: readonly Dependency[] };
  invalidate(kind: ReadModelKind): void;
  readonly now: () => Date;
}

/** Each read method is the endpoint of the same name; its success answer schema serializes it. */
const METHODS: readonly Method[] = [
  'productsAll',
  'product',
  'subslider',
  'adresa',
  'alerts',
  'promos',
  'deliveryOptions',
  'posts',
  'post',
];
const answerSchema = (method: Method): z.ZodType => endpointSchemas[method].answers[200];

/** Answers by product id, post slug and list length are kept for this many distinct requests. */
const MAX_CACHED_ANSWERS = 500;

const call = (readApi: ShopReadApi, method: Method, args: unknown[]) =>
  (readApi[method] as (...args: unknown[]) => Promise<unknown>)(...args);

/** `ShopReadApi` with every answer passed through `wrap`, so each method is written once. */
function mapMethods<Result>(wrap: (method: Method, args: unknown[]) => Promise<Result>) {
  return Object.fromEntries(METHODS.map((method) => [method, (...args: unknown[]) => wrap(method, args)]));
}

/** One implementation of the read API over the in-memory read model, for the HTTP routes and server rendering. */
export function createReadService(model: ReadModel): ReadService {
  const cache = createDependentCache<CachedAnswer | null>({ maxEntries: MAX_CACHED_ANSWERS });

  /** Copies, so a caller changing an answer cannot change the kept snapshot. */
  const copied = (readApi: ShopReadApi) =>
    mapMethods(async (method, args) => structuredClone(await call(readApi, method, args))) as unknown as ShopReadApi;

  const answers = mapMethods((method, args) => {
    const now = model.now();
    // Unambiguous: `posts` has two numeric arguments, every other method at most one.
    return cache.get([method, ...args].join('\u0001'), now, async () => {
      const reader = model.reader(now);
      const value = await call(readApiOver(reader), method, args);
      return {
        value: value === null ? null : cachedAnswer(serializeAnswer(answerSchema(method), value)),
        dependencies: reader.dependencies,
      };
    });
  }) as unknown as CachedReadApi;

  return {
    answers,
    tracked(now) {
      const reader = model.reader(now);
      return { api: copied(readApiOver(reader)), dependencies: reader.dependencies };
    },
    invalidate: (kind) => model.invalidate(kind),
    now: model.now,
  };
}
