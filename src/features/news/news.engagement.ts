import type { PostLikeAnswer, PostViewAnswer } from '../../domain/contract/engagement';
import type { Counted, PostsActions, PostsLikesState } from './news.store';

export interface EngagementApi {
  /** `null`: the service worker kept the like to send later (offline). */
  like(postId: string, value: boolean): Promise<PostLikeAnswer | null>;
  view(postId: string): Promise<PostViewAnswer>;
}

export interface EngagementDeps {
  state: PostsLikesState;
  actions: PostsActions;
  /**
   * The latest like and view counts this app instance knows, per post id (a
   * Valtio proxy in the app): they win over older page data, so a count stays
   * right when a cached list is shown again.
   */
  counts: Record<string, Counted>;
  api: EngagementApi;
  isRefusal: (error: unknown) => boolean;
  /** Told when the server refused a like and it was taken back. */
  onLikeRefused?: () => void;
}

/** A real answer of the server, not the service worker's «queued for later» (see `src/domain/contract/sync-queue.ts`). */
function isLikeAnswer(answer: unknown): answer is PostLikeAnswer {
  const value = answer as Partial<PostLikeAnswer> | null;
  return typeof value?._id === 'string' && typeof value.like === 'number' && typeof value.liked === 'boolean';
}

function isViewAnswer(answer: unknown): answer is PostViewAnswer {
  return typeof (answer as Partial<PostViewAnswer> | null)?.views === 'number';
}

/**
 * Likes and views of posts (SPEC §4 post like), as the shopper sees them at once:
 * - a like changes the count and the heart immediately, then goes to the server;
 *   the server's answer sets the count; a definite refusal (4xx) takes the like
 *   back; a network failure, or the service worker's «queued» answer, keeps it
 *   (logged; the worker sends it when the network is back);
 *   changes of one post go out in order, and only the latest one's answer counts;
 * - a post is counted as viewed once per device: the first opening records it
 *   on the device, adds one view at once and asks the server to count it.
 */
export function createPostEngagement(deps: EngagementDeps) {
  const { state, actions, counts, api, isRefusal, onLikeRefused } = deps;
  const queues = new Map<string, Promise<void>>();
  const latest = new Map<string, number>();
  let ticketSeq = 0;

  const entryFor = (post: Counted): Counted => {
    const known = counts[post._id];
    if (known) return known;
    counts[post._id] = { _id: post._id, like: post.like, views: post.views };
    // Read back: a Valtio proxy stores its own copy of what was assigned.
    return counts[post._id] ?? post;
  };

  return {
    /** The counts to show for `post`: the newest known here, else the page's. */
    countsOf(post: Counted): Counted {
      return counts[post._id] ?? post;
    },

    setLike(post: Counted, value: boolean): void {
      const postId = post._id;
      if (state.postsLikes.includes(postId) === value) return;
      const entry = entryFor(post);
      actions.setLike([entry], postId, value);
      ticketSeq += 1;
      const ticket = ticketSeq;
      latest.set(postId, ticket);
      const isLatest = () => latest.get(postId) === ticket;
      const send = () => api.like(postId, value);
      // Sent at once unless an earlier change of this post is still on its way; then right after it.
      const previous = queues.get(postId);
      const sent = (previous ? previous.then(send) : send()).then(
        (answer: unknown) => {
          if (!isLikeAnswer(answer)) {
            // The service worker kept the request for later (offline): the like stays as shown.
            console.info('[news] the like is queued and goes out when the network is back');
            return;
          }
          if (!isLatest()) return;
          entry.like = answer.like;
          // The server keeps likes per device; if it disagrees, it knows best.
          if (state.postsLikes.includes(postId) !== answer.liked) actions.setLike([], postId, answer.liked);
        },
        (error: unknown) => {
          if (!isRefusal(error)) {
            console.warn('[news] the like was not sent (offline?); it stays on this device', error);
            return;
          }
          console.warn('[news] the server refused the like; taking it back', error);
          if (!isLatest()) return;
          actions.setLike([entry], postId, !value);
          onLikeRefused?.();
        },
      );
      queues.set(postId, sent);
      void sent.finally(() => {
        if (queues.get(postId) === sent) queues.delete(postId);
      });
    },

    /** Counts the opening of `post`, once per device; call it once the device's state has loaded. */
    viewOnce(post: Counted): Promise<void> {
      const postId = post._id;
      if (!actions.markPostViewed(postId)) return Promise.resolve();
      const entry = entryFor(post);
      actions.view([entry], postId);
      return api.view(postId).then(
        (answer: unknown) => {
          if (isViewAnswer(answer)) entry.views = answer.views;
        },
        (error: unknown) => {
          // Not retried: a view that may have reached the server must not count twice.
          console.warn('[news] the view was not counted', error);
          entry.views = Math.max(0, entry.views - 1);
        },
      );
    },

    /**
     * The server's answer to a like the service worker sent later (it was
     * queued offline): its count and state, unless a newer change is on its way.
     */
    applyReplayedLike(answer: unknown): void {
      if (!isLikeAnswer(answer) || queues.has(answer._id)) return;
      const known = counts[answer._id];
      if (known) known.like = answer.like;
      if (state.postsLikes.includes(answer._id) !== answer.liked) actions.setLike([], answer._id, answer.liked);
    },

    /** Resolves when every like sent so far has been answered (for tests). */
    settled(): Promise<void> {
      return Promise.all([...queues.values()]).then(() => undefined);
    },
  };
}

export type PostEngagement = ReturnType<typeof createPostEngagement>;
