import { describe, expect, it, vi } from 'vitest';
import type { PostLikeAnswer, PostViewAnswer } from '../../domain/contract/engagement';
import { ApiError, isRefusal } from '../../platform/api-client';
import { createPostEngagement, type EngagementApi } from './news.engagement';
import { type Counted, createPostsActions, createPostsLikesState } from './news.store';

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

function httpError(status: number): ApiError {
  return new ApiError('postLike', status);
}

function setup(api: Partial<EngagementApi> = {}) {
  const state = createPostsLikesState();
  const actions = createPostsActions(state);
  const counts: Record<string, Counted> = {};
  const onLikeRefused = vi.fn();
  const like = vi.fn<EngagementApi['like']>(
    api.like ?? ((id, value) => Promise.resolve({ _id: id, like: value ? 11 : 10, liked: value })),
  );
  const view = vi.fn<EngagementApi['view']>(api.view ?? ((id) => Promise.resolve({ _id: id, views: 42 })));
  const engagement = createPostEngagement({
    state,
    actions,
    counts,
    api: { like, view },
    isRefusal,
    onLikeRefused,
  });
  const post: Counted = { _id: 'p1', like: 10, views: 40 };
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  return { state, counts, engagement, like, view, post, onLikeRefused };
}

describe('post likes', () => {
  it('counts a like at once and takes the server count when it answers', async () => {
    const answer = deferred<PostLikeAnswer>();
    const { state, engagement, post, like } = setup({ like: () => answer.promise });
    engagement.setLike(post, true);
    expect(state.postsLikes).toEqual(['p1']);
    expect(engagement.countsOf(post).like).toBe(11);
    expect(post.like).toBe(10);
    expect(like).toHaveBeenCalledWith('p1', true);
    answer.resolve({ _id: 'p1', like: 15, liked: true });
    await engagement.settled();
    expect(engagement.countsOf(post).like).toBe(15);
  });

  it('a repeat of the current value sends nothing', async () => {
    const { engagement, post, like } = setup();
    engagement.setLike(post, false);
    engagement.setLike(post, true);
    engagement.setLike(post, true);
    await engagement.settled();
    expect(like).toHaveBeenCalledTimes(1);
  });

  it('takes the like back when the server refuses it', async () => {
    const { state, engagement, post, onLikeRefused } = setup({ like: () => Promise.reject(httpError(404)) });
    engagement.setLike(post, true);
    await engagement.settled();
    expect(state.postsLikes).toEqual([]);
    expect(engagement.countsOf(post).like).toBe(10);
    expect(onLikeRefused).toHaveBeenCalledTimes(1);
  });

  it('keeps the like on the device when the network fails', async () => {
    const { state, engagement, post, onLikeRefused } = setup({ like: () => Promise.reject(new TypeError('offline')) });
    engagement.setLike(post, true);
    await engagement.settled();
    expect(state.postsLikes).toEqual(['p1']);
    expect(engagement.countsOf(post).like).toBe(11);
    expect(onLikeRefused).not.toHaveBeenCalled();
    expect(console.warn).toHaveBeenCalled();
  });

  it('the service worker queued the like (offline): it stays as shown', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const queued = { queued: true, queue: 'post-likes', message: 'Нет соединения' };
    const { state, engagement, post } = setup({ like: () => Promise.resolve(queued as unknown as PostLikeAnswer) });
    engagement.setLike(post, true);
    await engagement.settled();
    expect(state.postsLikes).toEqual(['p1']);
    expect(engagement.countsOf(post).like).toBe(11);
  });

  it('takes the count of a queued like from the server once the worker has sent it', async () => {
    const { state, engagement, post } = setup({ like: () => Promise.reject(new TypeError('offline')) });
    engagement.setLike(post, true);
    await engagement.settled();
    engagement.applyReplayedLike({ _id: 'p1', like: 14, liked: true });
    expect(engagement.countsOf(post).like).toBe(14);
    expect(state.postsLikes).toEqual(['p1']);
    engagement.applyReplayedLike({ queued: true });
    engagement.applyReplayedLike(null);
    expect(engagement.countsOf(post).like).toBe(14);
  });

  it('a server error (5xx) is not a refusal: the like stays', async () => {
    const { state, engagement, post } = setup({ like: () => Promise.reject(httpError(503)) });
    engagement.setLike(post, true);
    await engagement.settled();
    expect(state.postsLikes).toEqual(['p1']);
  });

  it('sends quick changes of one post in order; only the last answer sets the count', async () => {
    const answers = [deferred<PostLikeAnswer>(), deferred<PostLikeAnswer>(), deferred<PostLikeAnswer>()];
    let call = 0;
    const { state, engagement, post, like } = setup({ like: () => answers[call++]?.promise ?? Promise.reject() });
    engagement.setLike(post, true);
    engagement.setLike(post, false);
    engagement.setLike(post, true);
    expect(engagement.countsOf(post).like).toBe(11);
    // The second goes out only after the first is answered.
    await Promise.resolve();
    expect(like).toHaveBeenCalledTimes(1);
    answers[0]?.resolve({ _id: 'p1', like: 11, liked: true });
    await vi.waitFor(() => expect(like).toHaveBeenCalledTimes(2));
    // A refusal of an older change does not undo the newer one.
    answers[1]?.reject(httpError(400));
    await vi.waitFor(() => expect(like).toHaveBeenCalledTimes(3));
    expect(state.postsLikes).toEqual(['p1']);
    answers[2]?.resolve({ _id: 'p1', like: 12, liked: true });
    await engagement.settled();
    expect(like.mock.calls.map((args) => args[1])).toEqual([true, false, true]);
    expect(engagement.countsOf(post).like).toBe(12);
    expect(state.postsLikes).toEqual(['p1']);
  });

  it('follows the server when it says the device did not like the post', async () => {
    const { state, engagement, post } = setup({ like: (id) => Promise.resolve({ _id: id, like: 10, liked: false }) });
    engagement.setLike(post, true);
    await engagement.settled();
    expect(state.postsLikes).toEqual([]);
    expect(engagement.countsOf(post).like).toBe(10);
  });
});

describe('post views', () => {
  it('counts the first opening at once, then shows the server count', async () => {
    const answer = deferred<PostViewAnswer>();
    const { state, engagement, post, view } = setup({ view: () => answer.promise });
    const done = engagement.viewOnce(post);
    expect(engagement.countsOf(post).views).toBe(41);
    expect(state.viewedPosts).toEqual(['p1']);
    answer.resolve({ _id: 'p1', views: 57 });
    await done;
    expect(engagement.countsOf(post).views).toBe(57);
    expect(view).toHaveBeenCalledTimes(1);
  });

  it('counts a post once per device, however often it is opened', async () => {
    const { engagement, post, view } = setup();
    await engagement.viewOnce(post);
    await engagement.viewOnce(post);
    await engagement.viewOnce({ ...post });
    expect(view).toHaveBeenCalledTimes(1);
  });

  it('a post the device viewed before (stored) is not counted again', async () => {
    const { state, engagement, post, view } = setup();
    state.viewedPosts.push('p1');
    await engagement.viewOnce(post);
    expect(view).not.toHaveBeenCalled();
    expect(engagement.countsOf(post).views).toBe(40);
  });

  it('a failed view takes the +1 back and is not retried', async () => {
    const { state, engagement, post, view } = setup({ view: () => Promise.reject(new TypeError('offline')) });
    await engagement.viewOnce(post);
    expect(engagement.countsOf(post).views).toBe(40);
    expect(state.viewedPosts).toEqual(['p1']);
    await engagement.viewOnce(post);
    expect(view).toHaveBeenCalledTimes(1);
  });
});
