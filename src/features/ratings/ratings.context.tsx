import type { ReactNode } from 'react';
import {
  definePersistedStore,
  PersistedStoreProvider,
  usePersistedSnapshot,
  usePersistedStore,
} from '../../shared/persisted-store';
import { notify } from '../toasts';
import { createRatingsActions, createRatingsState } from './ratings.store';

const ratingsStore = definePersistedStore({
  name: 'Ratings',
  create: () => {
    const state = createRatingsState();
    return { state, actions: createRatingsActions(state, notify) };
  },
  loadBinding: () => import('./ratings.persist').then((module) => module.ratingsBinding),
});

export function RatingsStoreProvider({ children }: { children: ReactNode }) {
  return <PersistedStoreProvider definition={ratingsStore}>{children}</PersistedStoreProvider>;
}

export const useRatings = () => usePersistedStore(ratingsStore);
/** The store as a component renders it: the server's default while hydrating, then the device's. */
export const useRatingsView = () => usePersistedSnapshot(ratingsStore);
