import type { ReactNode } from 'react';
import {
  definePersistedStore,
  PersistedStoreProvider,
  usePersistedSnapshot,
  usePersistedStore,
} from '../../shared/persisted-store';
import { createStoriesActions, createStoriesState } from './stories.store';

const storiesStore = definePersistedStore({
  name: 'Stories',
  create: () => {
    const state = createStoriesState();
    return { state, actions: createStoriesActions(state) };
  },
  loadBinding: () => import('./stories.persist').then((module) => module.viewedStoriesBinding),
});

export function StoriesStoreProvider({ children }: { children: ReactNode }) {
  return <PersistedStoreProvider definition={storiesStore}>{children}</PersistedStoreProvider>;
}

export const useStories = () => usePersistedStore(storiesStore);
/** The store as a component renders it: the server's default while hydrating, then the device's. */
export const useStoriesView = () => usePersistedSnapshot(storiesStore);
