import { describe, expect, it } from 'vitest';
import { createStoriesActions, createStoriesState, orderStories } from './stories.store';

describe('stories viewed state', () => {
  it('records each story once', () => {
    const state = createStoriesState();
    const actions = createStoriesActions(state);
    actions.markViewed('s1');
    actions.markViewed('s1');
    expect(state.viewed).toEqual(['s1']);
  });

  it('orders unviewed stories first', () => {
    const stories = [{ _id: 'a' }, { _id: 'b' }, { _id: 'c' }];
    expect(orderStories(stories, ['a']).map((story) => story._id)).toEqual(['b', 'c', 'a']);
  });
});
