import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { proxy } from 'valtio/vanilla';
import { SYNC_QUEUES } from '../../domain/contract/sync-queue';
import { isRefusal } from '../../platform/api-client';
import { onWorkerMessage } from '../../platform/service-worker';
import {
  definePersistedStore,
  PersistedStoreProvider,
  useHydrated,
  usePersistedSnapshot,
  usePersistedStore,
} from '../../shared/persisted-store';
import { notify } from '../toasts';
import { likePost, viewPost } from './news.api';
import { createPostEngagement, type PostEngagement } from './news.engagement';
import { type Counted, createPostsActions, createPostsLikesState } from './news.store';

const postsLikesStore = definePersistedStore({
  name: 'PostsLikes',
  create: () => {
    const state = createPostsLikesState();
    return { state, actions: createPostsActions(state) };
  },
  loadBinding: () => import('./news.persist').then((module) => module.postsLikesBinding),
});

export const usePostsLikes = () => usePersistedStore(postsLikesStore);
/** The store as a component renders it: the server's default while hydrating, then the device's. */
export const usePostsLikesView = () => usePersistedSnapshot(postsLikesStore);

interface Engagement {
  counts: Record<string, Counted>;
  engagement: PostEngagement;
}

const EngagementContext = createContext<Engagement | null>(null);

/** Likes and views with their server calls, one per app instance (never shared between server renders). */
function EngagementProvider({ children }: { children: ReactNode }) {
  const { state, actions } = usePostsLikes();
  const [value] = useState<Engagement>(() => {
    const counts = proxy<Record<string, Counted>>({});
    const engagement = createPostEngagement({
      state,
      actions,
      counts,
      api: { like: likePost, view: viewPost },
      isRefusal,
      onLikeRefused: () => notify.error('Не удалось отметить новость. Попробуйте позже.'),
    });
    return { counts, engagement };
  });
  // A like queued offline reaches the server later; its answer comes back through the service worker.
  useEffect(
    () =>
      onWorkerMessage((message) => {
        if (message.type === 'SYNC_REPLAYED' && message.queue === SYNC_QUEUES.likes) {
          value.engagement.applyReplayedLike(message.answer);
        }
      }),
    [value],
  );
  return <EngagementContext value={value}>{children}</EngagementContext>;
}

/** The device's liked posts (SPEC §3 postsLikes, stored), the posts it has viewed, and their counters. */
export function PostsLikesStoreProvider({ children }: { children: ReactNode }) {
  return (
    <PersistedStoreProvider definition={postsLikesStore}>
      <EngagementProvider>{children}</EngagementProvider>
    </PersistedStoreProvider>
  );
}

function useEngagement(): Engagement {
  const value = useContext(EngagementContext);
  if (value === null) throw new Error('Post engagement used outside PostsLikesStoreProvider');
  return value;
}

/** The like and view counts to show for `post`: the newest this app knows, else the page's. */
export function usePostCounts(post: Counted): { like: number; views: number } {
  const { counts } = useEngagement();
  const live = useSnapshot(counts)[post._id];
  // Counts learned after the page loaded must not reach a card that is still hydrating the server's numbers.
  const entry = useHydrated() ? live : undefined;
  return { like: entry?.like ?? post.like, views: entry?.views ?? post.views };
}

/** Whether this device liked `post`, and the heart's action. `ready` once the device's likes are loaded. */
export function usePostLike(post: Counted) {
  const { snapshot, loaded } = usePostsLikesView();
  const { engagement } = useEngagement();
  const { postsLikes } = snapshot;
  const liked = loaded && postsLikes.includes(post._id);
  return { liked, ready: loaded, setLike: (value: boolean) => engagement.setLike(post, value) };
}

/** Counts the opening of `post` once per device, as soon as the device's state is known. */
export function usePostView(post: Counted): void {
  const { loaded } = usePostsLikesView();
  const { engagement } = useEngagement();
  const { _id, like, views } = post;
  useEffect(() => {
    if (loaded) void engagement.viewOnce({ _id, like, views });
  }, [loaded, engagement, _id, like, views]);
}
