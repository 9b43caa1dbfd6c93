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
