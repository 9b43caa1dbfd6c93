import { describe, expect, it } from 'vitest';
import { createPostsActions, createPostsLikesState } from './news.store';

describe('post likes and views (SPEC §4)', () => {
  it('a like adds one and records the id; the opposite value takes it back', () => {
    const state = createPostsLikesState();
    const actions = createPostsActions(state, () => 5);
    const posts = [{ _id: 'a', like: 3, views: 10 }];
    actions.setLike(posts, 'a', true);
    expect(posts[0]?.like).toBe(4);
    expect(state.postsLikes).toEqual(['a']);
    actions.setLike(posts, 'a', true);
    expect(posts[0]?.like).toBe(4);
    actions.setLike(posts, 'a', false);
    expect(posts[0]?.like).toBe(3);
    expect(state.postsLikes).toEqual([]);
  });

  it('viewing a post adds one view', () => {
    const actions = createPostsActions(createPostsLikesState());
    const posts = [{ _id: 'a', like: 0, views: 10 }];
    actions.view(posts, 'a');
    expect(posts[0]?.views).toBe(11);
  });
});
