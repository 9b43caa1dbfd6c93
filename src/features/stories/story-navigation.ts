/**
 * Where the story viewer is and whether it plays: a pure reducer, so every
 * tap, hold, swipe and timer end is one action with a predictable outcome.
 *
 * Stories are addressed by their position in the list the viewer was opened
 * with (unviewed first, see `orderStories`), slides by their position in the story.
 */
export interface StoryNavState {
  open: boolean;
  story: number;
  slide: number;
  /** Held down (pointer down ≥ 200 ms): paused until released or the slide changes. */
  held: boolean;
  /** Paused with the pause button or the space bar: stays paused while stepping, until resumed. */
  paused: boolean;
  /** Grows on every move, so the slide timer restarts even when the slide stays the same. */
  step: number;
  /** Number of slides of each story, in viewer order. */
  slideCounts: readonly number[];
}

export type StoryNavAction =
  | { type: 'open'; story: number; slideCounts: readonly number[] }
  /** A tap on the right half, the → key, or the end of a slide's time. */
  | { type: 'next' }
  /** A tap on the left half or the ← key. */
  | { type: 'prev' }
  /** A swipe to the left: the next story from its first slide. */
  | { type: 'nextStory' }
  /** A swipe to the right: the previous story from its first slide. */
  | { type: 'prevStory' }
  | { type: 'hold' }
  | { type: 'release' }
  | { type: 'togglePause' }
  | { type: 'close' };

export const closedStoryNav: StoryNavState = {
  open: false,
  story: 0,
  slide: 0,
  held: false,
  paused: false,
  step: 0,
  slideCounts: [],
};

function moveTo(state: StoryNavState, story: number, slide: number): StoryNavState {
  if (story < 0 || story >= state.slideCounts.length) return { ...state, open: false, held: false };
  return { ...state, story, slide, held: false, step: state.step + 1 };
}

export function storyNavReducer(state: StoryNavState, action: StoryNavAction): StoryNavState {
  switch (action.type) {
    case 'open': {
      const slideCounts = action.slideCounts.map((count) => Math.max(1, Math.floor(count)));
      if (slideCounts.length === 0) return { ...closedStoryNav, step: state.step + 1 };
      const story = Math.min(Math.max(0, Math.floor(action.story)), slideCounts.length - 1);
      return { open: true, story, slide: 0, held: false, paused: false, step: state.step + 1, slideCounts };
    }
    case 'close':
      return state.open ? { ...state, open: false, held: false } : state;
  }
  if (!state.open) return state;
  const slides = state.slideCounts[state.story] ?? 1;
  switch (action.type) {
    case 'next':
      // After the last slide of a story comes the next story; after the last story the viewer closes.
      return state.slide + 1 < slides ? moveTo(state, state.story, state.slide + 1) : moveTo(state, state.story + 1, 0);
    case 'prev':
      if (state.slide > 0) return moveTo(state, state.story, state.slide - 1);
      // Back from the very first slide replays it rather than closing.
      return state.story > 0 ? moveTo(state, state.story - 1, 0) : moveTo(state, state.story, 0);
    case 'nextStory':
      return moveTo(state, state.story + 1, 0);
    case 'prevStory':
      return moveTo(state, Math.max(0, state.story - 1), 0);
    case 'hold':
      return state.held ? state : { ...state, held: true };
    case 'release':
      return state.held ? { ...state, held: false } : state;
    case 'togglePause':
      return { ...state, paused: !state.paused };
  }
}

/** Whether the current slide's time runs. */
export function isPlaying(state: StoryNavState): boolean {
  return state.open && !state.held && !state.paused;
}
