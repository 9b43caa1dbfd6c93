import { proxy } from 'valtio/vanilla';
import type { Post } from '../../domain/contract/content';

/** The device's own part of the news: which posts it liked (SPEC §3 postsLikes). */
export interface PostsLikesState {
  postsLikes: string[];
  changedAt: number;
}

export function createPostsLikesState(): PostsLikesState {
  return proxy<PostsLikesState>({ postsLikes: [], changedAt: 0 });
}

type Counted = Pick<Post, '_id' | 'like' | 'views'>;

export function createPostsActions(state: PostsLikesState, clock: () => number = Date.now) {
  const touch = () => {
    state.changedAt = Math.max(clock(), state.changedAt + 1);
  };
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
  };
}
