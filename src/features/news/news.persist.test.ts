import { describe, expect, it, vi } from 'vitest';
import { readSlice } from '../../platform/persistence';
import { postsLikesBinding, postsLikesCodec } from './news.persist';
import { createPostsActions, createPostsLikesState, VIEWED_POSTS_LIMIT } from './news.store';

describe('stored likes and viewed posts', () => {
  it('round-trips both lists', async () => {
    const state = createPostsLikesState();
    const actions = createPostsActions(state);
    actions.setLike([], 'a', true);
    actions.markPostViewed('b');
    const stored = postsLikesBinding.select(state);
    expect(stored).toEqual({ postsLikes: ['a'], viewedPosts: ['b'] });
    const restored = createPostsLikesState();
    const decoded = await readSlice(postsLikesCodec, { version: 2, savedAt: 7, data: structuredClone(stored) });
    postsLikesBinding.apply(restored, decoded.data, decoded.savedAt);
    expect(restored.postsLikes).toEqual(['a']);
    expect(restored.viewedPosts).toEqual(['b']);
    expect(restored.changedAt).toBe(7);
  });

  it('keeps the likes stored by the first version', async () => {
    expect(await readSlice(postsLikesCodec, { version: 1, savedAt: 3, data: { postsLikes: ['x', 'y'] } })).toEqual({
      data: { postsLikes: ['x', 'y'], viewedPosts: [] },
      savedAt: 3,
    });
  });

  it('drops bad entries, not the whole list', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const decoded = await readSlice(postsLikesCodec, {
      version: 2,
      savedAt: 1,
      data: { postsLikes: ['ok', 42, ''], viewedPosts: ['v'] },
    });
    expect(decoded.data.postsLikes).toEqual(['ok']);
    expect(decoded.data.viewedPosts).toEqual(['v']);
  });

  it('marks a post viewed once and forgets the oldest beyond the limit', async () => {
    const state = createPostsLikesState();
    const actions = createPostsActions(state);
    expect(actions.markPostViewed('p')).toBe(true);
    expect(actions.markPostViewed('p')).toBe(false);
    for (let i = 0; i < VIEWED_POSTS_LIMIT; i += 1) actions.markPostViewed(`n${i}`);
    expect(state.viewedPosts).toHaveLength(VIEWED_POSTS_LIMIT);
    expect(state.viewedPosts[0]).toBe('n0');
  });
});
