import type { ReactNode } from 'react';
import { CartStoreProvider } from '../cart';
import { FavoritesStoreProvider } from '../favorites';
import { PostsLikesStoreProvider } from '../news';
import { RatingsStoreProvider } from '../ratings';
import { StoriesStoreProvider } from '../stories';
import { StorageSync } from './StorageSync';

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
              <StorageSync />
            </StoriesStoreProvider>
          </PostsLikesStoreProvider>
        </RatingsStoreProvider>
      </FavoritesStoreProvider>
    </CartStoreProvider>
  );
}
