/**
 * Something fetched once and shared (code kept out of the first page, mostly): every caller gets the same
 * promise, so calls made before it arrives keep their order; a failed fetch (the connection dropped before the
 * code was cached) is forgotten, so the next call asks again instead of failing for good.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    if (loading) return loading;
    const pending = load();
    loading = pending;
    pending.catch(() => {
      if (loading === pending) loading = null;
    });
    return pending;
  };
}

/**
 * What a stored-data codec reads with (its schemas): `prepare` loads it (once, retried after a failure) before
 * the codec's synchronous `parse` asks for it with `get`; `get` before it has come is a programming error.
 */
export function loadedForReading<T>(
  label: string,
  load: () => Promise<T>,
): { prepare: () => Promise<void>; get: () => T } {
  const loadShared = loadOnce(load);
  let value: { loaded: T } | null = null;
  return {
    prepare: async () => {
      value ??= { loaded: await loadShared() };
    },
    get: () => {
      if (!value) throw new Error(`${label}: read before its schemas were loaded`);
      return value.loaded;
    },
  };
}
