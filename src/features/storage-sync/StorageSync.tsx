import { useEffect } from 'react';
import { subscribe } from 'valtio/vanilla';
import type { StorageUpdateAnswer } from '../../domain/contract/storage';
import { SYNC_QUEUES } from '../../domain/contract/sync-queue';
import { sameData } from '../../domain/same-data';
import { writeHintCookie } from '../../platform/cookies';
import { onStorageUnavailable } from '../../platform/persistence';
import { onWorkerMessage } from '../../platform/service-worker';
import { markChanged } from '../../shared/changed-at';
import { CART_UNITS_COOKIE, cartUnits, useCart } from '../cart';
import { useFavorites } from '../favorites';
import { notify } from '../toasts';
import {
  createStorageSync,
  describeChanges,
  mergeCartAnswer,
  mergeFavoritesAnswer,
  replayedStorageSync,
  type SentStorage,
} from './storage-sync';
import { postStorageUpdate } from './storage-sync.api';

/**
 * Browser-only duties around the device's cart and favorites: keep them in step
 * with the catalogue (SPEC §7 storage sync), remember the unit count for the
 * server's first render, and say once when the device cannot keep them.
 */
export function StorageSync() {
  const cart = useCart();
  const favorites = useFavorites();

  useEffect(
    () =>
      onStorageUnavailable(() =>
        notify.error('Браузер не даёт сохранить данные: корзина и избранное не сохранятся после закрытия страницы'),
      ),
    [],
  );

  useEffect(() => {
    let lastCart = cart.state.changedAt;
    let lastFavorites = favorites.state.changedAt;
    const rememberUnits = () => writeHintCookie(CART_UNITS_COOKIE, String(cartUnits(cart.state.cartData)));
    const apply = (answer: StorageUpdateAnswer, sent: SentStorage) => {
      const nextCart = mergeCartAnswer(cart.state.cartData, sent.cartData, answer.newCartData);
      if (!sameData(nextCart, cart.state.cartData)) {
        cart.state.cartData = nextCart;
        markChanged(cart.state);
      }
      const nextFavorites = mergeFavoritesAnswer(favorites.state.favorites, sent.favoriteIds, answer.newFavorites);
      if (!sameData(nextFavorites, favorites.state.favorites)) {
        favorites.state.favorites = nextFavorites;
        markChanged(favorites.state);
      }
      // The server's own corrections need no second round trip.
      lastCart = cart.state.changedAt;
      lastFavorites = favorites.state.changedAt;
      rememberUnits();
      for (const message of describeChanges(answer.changes)) notify.error(message);
    };
    const sync = createStorageSync({
      snapshot: () => ({
        cartData: cart.state.cartData.map((item) => ({ ...item })),
        favorites: favorites.state.favorites.map((item) => ({ ...item })),
      }),
      send: (body) => postStorageUpdate(body),
      apply,
    });
    const onChange = () => {
      if (cart.state.changedAt === lastCart && favorites.state.changedAt === lastFavorites) return;
      lastCart = cart.state.changedAt;
      lastFavorites = favorites.state.changedAt;
      rememberUnits();
      sync.schedule();
    };
    const stopCart = subscribe(cart.state, onChange);
    const stopFavorites = subscribe(favorites.state, onChange);
    // Once the stored copy is read, check it against today's catalogue even if nothing changes.
    const onLoaded = () => {
      if (!cart.meta.loaded) return;
      rememberUnits();
      if (cart.state.cartData.length > 0 || favorites.state.favorites.length > 0) sync.schedule();
    };
    const stopLoaded = subscribe(cart.meta, onLoaded);
    // Fetched once the page is idle (DeviceStores), this may start after the stored copy was read.
    onLoaded();
    // A sync queued offline was replayed by the service worker: its answer is merged against what
    // that request sent, exactly like a direct answer, so changes made since are kept.
    let listening = true;
    const stopReplays = onWorkerMessage((message) => {
      if (message.type !== 'SYNC_REPLAYED' || message.queue !== SYNC_QUEUES.storage || message.status !== 200) return;
      void replayedStorageSync(message.requestBody, message.answer).then((replayed) => {
        if (!listening) return;
        if (replayed) apply(replayed.answer, replayed.sent);
        else console.warn('[storage-sync] a replayed sync did not fit the contract; ignored', message);
      });
    });
    return () => {
      listening = false;
      sync.stop();
      stopReplays();
      stopCart();
      stopFavorites();
      stopLoaded();
    };
  }, [cart, favorites]);

  return null;
}
