/**
 * A condition a cached value was built under; the value may be served while
 * every one of its dependencies still holds at the request's time.
 */
export type Dependency = (now: Date) => boolean;

export interface Built<T> {
  value: T;
  /** `null`: the value is answered to the requests that waited for it, but not kept. */
  dependencies: readonly Dependency[] | null;
}

interface Entry<T> {
  value: T;
  dependencies: readonly Dependency[];
}

export interface DependentCache<T> {
  /**
   * The kept value for `key` if all its dependencies hold at `now`, else a new
   * one from `build`. Concurrent misses of one key share one build.
   */
  get(key: string, now: Date, build: () => Promise<Built<T>>): Promise<T>;
  clear(): void;
  readonly size: number;
}

const holds = (dependencies: readonly Dependency[], now: Date) => dependencies.every((holdsAt) => holdsAt(now));

/**
 * Values kept until what they were built from changes, bounded to `maxEntries`
 * (least recently used go first), so an unbounded key space (query strings,
 * product ids) cannot grow memory.
 */
export function createDependentCache<T>({ maxEntries }: { maxEntries: number }): DependentCache<T> {
  const entries = new Map<string, Entry<T>>();
  const building = new Map<string, Promise<Built<T>>>();

  const remember = (key: string, entry: Entry<T>) => {
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > maxEntries) {
      const oldest = entries.keys().next();
      if (!oldest.done) entries.delete(oldest.value);
    }
  };

  const buildOnce = (key: string, build: () => Promise<Built<T>>): Promise<Built<T>> => {
    const running = building.get(key);
    if (running) return running;
    const started = build().then((built) => {
      if (built.dependencies) remember(key, { value: built.value, dependencies: built.dependencies });
      return built;
    });
    const settled = started.finally(() => {
      if (building.get(key) === settled) building.delete(key);
    });
    building.set(key, settled);
    return settled;
  };

  return {
    async get(key, now, build) {
      const kept = entries.get(key);
      if (kept && holds(kept.dependencies, now)) {
        // Touch: the map's order is the recency order.
        entries.delete(key);
        entries.set(key, kept);
        return kept.value;
      }
      entries.delete(key);
      // A build that started before a write may finish with old data; then build again.
      // Twice is enough: the second build started after this request did.
      const shared = await buildOnce(key, build);
      if (shared.dependencies === null || holds(shared.dependencies, now)) return shared.value;
      const own = await buildOnce(key, build);
      return own.value;
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
