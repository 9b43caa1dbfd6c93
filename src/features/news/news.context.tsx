import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { proxy } from 'valtio/vanilla';
import { SYNC_QUEUES } from '../../domain/contract/sync-queue';
import { onWorkerMessage } from '../../platform/service-worker';
import { loadOnce } from '../../shared/load-once';
import {
  definePersistedStore,
  PersistedStoreProvider,
  useHydrated,
  usePersistedSnapshot,
  usePersistedStore,
} from '../../shared/persisted-store';
import type { PostEngagement } from './news.engagement';
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
  /** The like and view logic with its server calls: its code is fetched on first use, not with the first page. */
  engagement: () => Promise<PostEngagement>;
}

const loadLiveEngagement = () => import('./news.engagement-live').then((module) => module.createLiveEngagement);

const EngagementContext = createContext<Engagement | null>(null);

/** Likes and views with their server calls, one per app instance (never shared between server renders). */
function EngagementProvider({ children }: { children: ReactNode }) {
  const { state, actions } = usePostsLikes();
  const [value] = useState<Engagement>(() => {
    const counts = proxy<Record<string, Counted>>({});
    // One instance per app: every caller chains on the same promise, so likes keep the order they were made in;
    // a failed fetch (offline before the code was cached) is tried again on the next like or view.
    const engagement: () => Promise<PostEngagement> = loadOnce(() =>
      loadLiveEngagement().then((create) => create({ state, actions, counts })),
    );
    return { counts, engagement };
  });
  // A like queued offline reaches the server later; its answer comes back through the service worker.
  useEffect(
    () =>
      onWorkerMessage((message) => {
        if (message.type === 'SYNC_REPLAYED' && message.queue === SYNC_QUEUES.likes) {
          void value.engagement().then((engagement) => engagement.applyReplayedLike(message.answer));
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
  // Fetched while the heart is on screen, so a tap finds the code there.
  useEffect(() => {
    if (loaded) void engagement().catch(() => undefined);
  }, [loaded, engagement]);
  const setLike = (value: boolean) =>
    void engagement().then(
      (live) => live.setLike(post, value),
      (error: unknown) => console.warn('[news] the like code did not load', error),
    );
  return { liked, ready: loaded, setLike };
}

/** Counts the opening of `post` once per device, as soon as the device's state is known. */
export function usePostView(post: Counted): void {
  const { loaded } = usePostsLikesView();
  const { engagement } = useEngagement();
  const { _id, like, views } = post;
  useEffect(() => {
    if (!loaded) return;
    engagement().then(
      (live) => live.viewOnce({ _id, like, views }),
      (error: unknown) => console.warn('[news] the view code did not load', error),
    );
  }, [loaded, engagement, _id, like, views]);
}
