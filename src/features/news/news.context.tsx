import type { ReactNode } from 'react';
import { definePersistedStore, PersistedStoreProvider, usePersistedStore } from '../../shared/persisted-store';
import { createPostsActions, createPostsLikesState } from './news.store';

const postsLikesStore = definePersistedStore({
  name: 'PostsLikes',
  create: () => {
    const state = createPostsLikesState();
    return { state, actions: createPostsActions(state) };
  },
  loadBinding: () => import('./news.persist').then((module) => module.postsLikesBinding),
});

export function PostsLikesStoreProvider({ children }: { children: ReactNode }) {
  return <PersistedStoreProvider definition={postsLikesStore}>{children}</PersistedStoreProvider>;
}

export const usePostsLikes = () => usePersistedStore(postsLikesStore);
