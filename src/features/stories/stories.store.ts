import { proxy } from 'valtio/vanilla';
import { markChanged } from '../../shared/changed-at';

/** SPEC §3 stories state; only `viewed` is stored on the device. */
export interface StoriesState {
  open: boolean;
  index: number;
  viewed: string[];
  changedAt: number;
}

export function createStoriesState(): StoriesState {
  return proxy<StoriesState>({ open: false, index: 0, viewed: [], changedAt: 0 });
}

export function createStoriesActions(state: StoriesState, clock: () => number = Date.now) {
  return {
    markViewed(storyId: string) {
      if (state.viewed.includes(storyId)) return;
      state.viewed.push(storyId);
      markChanged(state, clock());
    },
  };
}

/** Unviewed stories first, each group in its original order. */
export function orderStories<T extends { _id: string }>(stories: readonly T[], viewed: readonly string[]): T[] {
  const seen = new Set(viewed);
  return [...stories.filter((story) => !seen.has(story._id)), ...stories.filter((story) => seen.has(story._id))];
}
