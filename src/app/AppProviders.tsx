import type { ReactNode } from 'react';
import { AccountStoreProvider, AuthModalHost } from '../features/account';
import { FavoritesModal } from '../features/favorites';
import { RatingsOutboxWhenIdle } from '../features/ratings';
import { DeviceStores } from '../features/storage-sync';

/**
 * The device's own state (cart, favorites, ratings, liked posts, viewed
 * stories) and the account (never kept on the device), one instance per rendered app, and the browser-only workers that
 * keep it stored and in step with the server.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <DeviceStores>
      <AccountStoreProvider>
        {children}
        <FavoritesModal />
        <AuthModalHost />
        <RatingsOutboxWhenIdle />
      </AccountStoreProvider>
    </DeviceStores>
  );
}
