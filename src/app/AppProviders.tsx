import type { ReactNode } from 'react';
import { AccountStoreProvider, AuthModalHost } from '../features/account';
import { CartStoreProvider } from '../features/cart';
import { FavoritesModal, FavoritesStoreProvider } from '../features/favorites';
import { PostsLikesStoreProvider } from '../features/news';
import { RatingsOutbox, RatingsStoreProvider } from '../features/ratings';
import { StorageSync } from '../features/storage-sync';
import { StoriesStoreProvider } from '../features/stories';

/**
 * The device's own state (cart, favorites, ratings, liked posts, viewed
 * stories) and the account (never kept on the device), one instance per rendered app, and the browser-only workers that
 * keep it stored and in step with the server.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <CartStoreProvider>
      <FavoritesStoreProvider>
        <RatingsStoreProvider>
          <PostsLikesStoreProvider>
            <StoriesStoreProvider>
              <AccountStoreProvider>
                {children}
                <FavoritesModal />
                <AuthModalHost />
                <StorageSync />
                <RatingsOutbox />
              </AccountStoreProvider>
            </StoriesStoreProvider>
          </PostsLikesStoreProvider>
        </RatingsStoreProvider>
      </FavoritesStoreProvider>
    </CartStoreProvider>
  );
}
