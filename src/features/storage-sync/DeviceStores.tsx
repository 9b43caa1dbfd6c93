import type { ReactNode } from 'react';
import { LoadWhenIdle } from '../../shared/LoadWhenIdle';
import { CartStoreProvider } from '../cart';
import { FavoritesStoreProvider } from '../favorites';
import { PostsLikesStoreProvider } from '../news';
import { RatingsStoreProvider } from '../ratings';
import { StoriesStoreProvider } from '../stories';

// Nothing on the first screen waits for it: the stored cart is checked against the catalogue 1.5 s after a change.
const loadStorageSync = () => import('./StorageSync').then((module) => module.StorageSync);

/**
 * The device's own stores (cart, favorites, ratings, liked posts, viewed
 * stories), one instance per mounted tree, and the worker that keeps them
 * stored and in step with the server. The shop and the kiosk customer both
 * stand on it; the kiosk remounts it at every reset.
 */
export function DeviceStores({ children }: { children: ReactNode }) {
  return (
    <CartStoreProvider>
      <FavoritesStoreProvider>
        <RatingsStoreProvider>
          <PostsLikesStoreProvider>
            <StoriesStoreProvider>
              {children}
              <LoadWhenIdle load={loadStorageSync} what="storage-sync" />
            </StoriesStoreProvider>
          </PostsLikesStoreProvider>
        </RatingsStoreProvider>
      </FavoritesStoreProvider>
    </CartStoreProvider>
  );
}
