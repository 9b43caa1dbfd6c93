import { TIMING } from '../../domain/constants';
import type { CartItem } from '../../domain/contract/cart';
import type { FavoriteItem, StorageChange, StorageUpdateAnswer } from '../../domain/contract/storage';

/**
 * Applies the server's answer to the cart as it is *now*. Lines the shopper did
 * not touch while the request was in flight take the server's version (fresh
 * price, clamped count, or dropped when withdrawn); lines changed meanwhile keep
 * the shopper's count with the server's price; lines added meanwhile stay as they are.
 */
export function mergeCartAnswer(
  current: readonly CartItem[],
  sent: readonly CartItem[],
  answer: readonly CartItem[],
): CartItem[] {
  const sentById = new Map(sent.map((item) => [item._id, item]));
  const answerById = new Map(answer.map((item) => [item._id, item]));
  const merged: CartItem[] = [];
  for (const item of current) {
    const before = sentById.get(item._id);
    const fresh = answerById.get(item._id);
    if (!before) merged.push(item);
    else if (!fresh) continue;
    else if (before.count === item.count) merged.push(fresh);
    else merged.push({ ...fresh, count: item.count });
  }
  return merged;
}

export function mergeFavoritesAnswer(
  current: readonly FavoriteItem[],
  sentIds: readonly string[],
  answer: readonly FavoriteItem[],
): FavoriteItem[] {
  const sent = new Set(sentIds);
  const answerById = new Map(answer.map((item) => [item._id, item]));
  return current.flatMap((item) => {
    const fresh = answerById.get(item._id);
    if (fresh) return [fresh];
    return sent.has(item._id) ? [] : [item];
  });
}

export function describeChanges(changes: readonly StorageChange[]): string[] {
  return changes.map((change) =>
    change.kind === 'withdrawn'
      ? `«${change.title}» больше не продаётся и удалён из корзины`
      : `Цена на «${change.title}» изменилась — корзина обновлена`,
  );
}

/** What one storage-sync request sent, to merge its answer against. */
export interface SentStorage {
  cartData: CartItem[];
  favoriteIds: string[];
}

/**
 * A storage sync the service worker replayed after being offline: the body it
 * sent and the server's answer, as they travelled (money in BYN), decoded by
 * the contract's schemas exactly as `api()` decodes a direct answer. The
 * schemas load with the first replay, so zod stays out of the page's first
 * JavaScript. Null when the message does not carry a valid pair.
 */
export async function replayedStorageSync(
  requestBody: unknown,
  answer: unknown,
): Promise<{ sent: SentStorage; answer: StorageUpdateAnswer } | null> {
  const { StorageUpdateAnswer, StorageUpdateBody } = await import('../../domain/contract/storage');
  const body = StorageUpdateBody.safeParse(requestBody);
  const decoded = StorageUpdateAnswer.safeParse(answer);
  if (!body.success || !decoded.success) return null;
  return {
    sent: { cartData: body.data.cartData, favoriteIds: body.data.favorites.map((favorite) => favorite._id) },
    answer: decoded.data,
  };
}

export interface StorageSyncDeps {
  snapshot: () => { cartData: CartItem[]; favorites: FavoriteItem[] };
  /** Resolves `null` when the request was queued offline (its answer comes later as a replay). */
  send: (body: { cartData: CartItem[]; favorites: { _id: string }[] }) => Promise<StorageUpdateAnswer | null>;
  apply: (answer: StorageUpdateAnswer, sent: SentStorage) => void;
  delayMs?: number;
}

/**
 * SPEC §7 storage sync: sends the cart and favorites 1.5 s after the last
 * change, one request at a time; a change during a request schedules one more.
 * Failures are only logged (SPEC §8) and retried with the next change.
 */
export function createStorageSync({ snapshot, send, apply, delayMs = TIMING.storageSyncDelay }: StorageSyncDeps) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight = false;
  let pending = false;
  let stopped = false;

  const run = async () => {
    if (stopped) return;
    if (inFlight) {
      pending = true;
      return;
    }
    inFlight = true;
    const { cartData, favorites } = snapshot();
    const sent = { cartData, favoriteIds: favorites.map((item) => item._id) };
    try {
      const answer = await send({ cartData, favorites: sent.favoriteIds.map((_id) => ({ _id })) });
      if (answer && !stopped) apply(answer, sent);
    } catch (error) {
      console.warn('[storage-sync] sync failed; will retry with the next change', error);
    } finally {
      inFlight = false;
      if (pending && !stopped) {
        pending = false;
        schedule();
      }
    }
  };

  function schedule() {
    clearTimeout(timer);
    timer = setTimeout(() => void run(), delayMs);
  }

  return {
    schedule,
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
