/** One loaded copy of a table's data; a new write makes a new snapshot, never changes this one. */
export interface Snapshot<T> {
  readonly data: T;
}

export interface Slot<T> {
  /** The current snapshot, loading it first if a write made the last one stale. */
  get(): Promise<Snapshot<T>>;
  /** Whether `snapshot` is still the current one (no write since it was loaded). */
  isCurrent(snapshot: Snapshot<T>): boolean;
  /** Called after a write committed: the next `get` loads again. */
  invalidate(): void;
}

/**
 * Data loaded from the database once and kept until invalidated. A load that
 * was already running when a write came in may have read the old rows, so its
 * result answers the requests that waited for it but is not kept.
 */
export function createSlot<T>(load: () => Promise<T>): Slot<T> {
  let generation = 0;
  let current: Snapshot<T> | null = null;
  let loading: { generation: number; promise: Promise<Snapshot<T>> } | null = null;

  return {
    get() {
      if (current) return Promise.resolve(current);
      if (loading?.generation === generation) return loading.promise;
      const startedAt = generation;
      const promise = load()
        .then((data) => {
          const snapshot: Snapshot<T> = { data };
          if (generation === startedAt) current = snapshot;
          return snapshot;
        })
        .finally(() => {
          if (loading?.promise === promise) loading = null;
        });
      loading = { generation: startedAt, promise };
      return promise;
    },
    isCurrent(snapshot) {
      return current === snapshot;
    },
    invalidate() {
      generation += 1;
      current = null;
    },
  };
}
