import { proxy } from 'valtio/vanilla';
import type { Post } from '../../domain/contract/content';
import { markChanged } from '../../shared/changed-at';

/**
 * The device's own part of the news (SPEC §3 postsLikes): which posts it liked,
 * and which posts it has opened, so a view is counted once per device.
 */
export interface PostsLikesState {
  postsLikes: string[];
  viewedPosts: string[];
  changedAt: number;
}

/** Viewed post ids kept on the device; the oldest are forgotten beyond this. */
export const VIEWED_POSTS_LIMIT = 1000;

export function createPostsLikesState(): PostsLikesState {
  return proxy<PostsLikesState>({ postsLikes: [], viewedPosts: [], changedAt: 0 });
}

export type Counted = Pick<Post, '_id' | 'like' | 'views'>;

export function createPostsActions(state: PostsLikesState, clock: () => number = Date.now) {
  const touch = () => markChanged(state, clock());
  return {
    /**
     * SPEC §4 post like: `true` adds one like and records the post, `false`
     * takes one away and forgets it. A repeat of the current value changes nothing.
     */
    setLike(posts: Counted[], postId: string, value: boolean) {
      const liked = state.postsLikes.includes(postId);
      if (liked === value) return;
      const post = posts.find((item) => item._id === postId);
      if (post) post.like = Math.max(0, post.like + (value ? 1 : -1));
      if (value) state.postsLikes.push(postId);
      else state.postsLikes.splice(state.postsLikes.indexOf(postId), 1);
      touch();
    },
    /** SPEC §4: viewing a post adds one to its views. */
    view(posts: Counted[], postId: string) {
      const post = posts.find((item) => item._id === postId);
      if (post) post.views += 1;
    },
    /** Records that this device opened the post; `false` when it already had. */
    markPostViewed(postId: string): boolean {
      if (state.viewedPosts.includes(postId)) return false;
      state.viewedPosts.push(postId);
      if (state.viewedPosts.length > VIEWED_POSTS_LIMIT)
        state.viewedPosts.splice(0, state.viewedPosts.length - VIEWED_POSTS_LIMIT);
      touch();
      return true;
    },
  };
}

export type PostsActions = ReturnType<typeof createPostsActions>;
