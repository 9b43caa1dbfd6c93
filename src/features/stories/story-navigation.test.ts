import { describe, expect, it } from 'vitest';
import {
  closedStoryNav,
  isPlaying,
  type StoryNavAction,
  type StoryNavState,
  storyNavReducer,
} from './story-navigation';

const open = (story = 0, slideCounts: readonly number[] = [3, 2, 1]) =>
  storyNavReducer(closedStoryNav, { type: 'open', story, slideCounts });

const run = (state: StoryNavState, ...actions: StoryNavAction['type'][]) =>
  actions.reduce((current, type) => storyNavReducer(current, { type } as StoryNavAction), state);

const at = (state: StoryNavState) => (state.open ? [state.story, state.slide] : 'closed');

describe('story viewer navigation', () => {
  it('opens on the chosen story at its first slide, playing', () => {
    const state = open(1);
    expect(at(state)).toEqual([1, 0]);
    expect(isPlaying(state)).toBe(true);
  });

  it('clamps the story to open and stays closed with no stories', () => {
    expect(at(open(9))).toEqual([2, 0]);
    expect(at(open(-3))).toEqual([0, 0]);
    expect(at(open(0, []))).toBe('closed');
  });

  it('next walks the slides, then the next story, and closes after the last story', () => {
    let state = open(0);
    const seen: unknown[] = [at(state)];
    for (let i = 0; i < 6; i += 1) {
      state = run(state, 'next');
      seen.push(at(state));
    }
    expect(seen).toEqual([[0, 0], [0, 1], [0, 2], [1, 0], [1, 1], [2, 0], 'closed']);
  });

  it('prev steps back, to the previous story from a first slide, and replays the very first slide', () => {
    expect(at(run(open(0), 'next', 'next', 'prev'))).toEqual([0, 1]);
    expect(at(run(open(1), 'prev'))).toEqual([0, 0]);
    const first = open(0);
    const replayed = run(first, 'prev');
    expect(at(replayed)).toEqual([0, 0]);
    expect(replayed.step).toBeGreaterThan(first.step);
  });

  it('every move restarts the slide time, even to the same slide', () => {
    const state = open(0);
    const steps = new Set([state.step]);
    let current = state;
    for (const type of ['next', 'prev', 'nextStory', 'prevStory', 'prev'] as const) {
      current = run(current, type);
      steps.add(current.step);
    }
    expect(steps.size).toBe(6);
  });

  it('swipes change the story from its first slide; past the last story closes', () => {
    expect(at(run(open(0), 'next', 'nextStory'))).toEqual([1, 0]);
    expect(at(run(open(1), 'next', 'prevStory'))).toEqual([0, 0]);
    expect(at(run(open(0), 'prevStory'))).toEqual([0, 0]);
    expect(at(run(open(2), 'nextStory'))).toBe('closed');
  });

  it('holding pauses until released; moving on ends the hold', () => {
    const held = run(open(0), 'hold');
    expect(isPlaying(held)).toBe(false);
    expect(isPlaying(run(held, 'release'))).toBe(true);
    expect(isPlaying(run(held, 'next'))).toBe(true);
  });

  it('the pause button keeps the viewer paused while stepping, until pressed again', () => {
    const paused = run(open(0), 'togglePause');
    expect(isPlaying(paused)).toBe(false);
    const stepped = run(paused, 'next', 'hold', 'release');
    expect(at(stepped)).toEqual([0, 1]);
    expect(isPlaying(stepped)).toBe(false);
    expect(isPlaying(run(stepped, 'togglePause'))).toBe(true);
  });

  it('close closes; a closed viewer ignores everything but open', () => {
    const closed = run(open(0), 'close');
    expect(at(closed)).toBe('closed');
    expect(run(closed, 'next', 'prev', 'nextStory', 'togglePause')).toBe(closed);
    expect(at(storyNavReducer(closed, { type: 'open', story: 2, slideCounts: [1, 1, 1] }))).toEqual([2, 0]);
  });

  it('a story without slides still counts as one slide', () => {
    expect(at(run(open(0, [0, 2]), 'next'))).toEqual([1, 0]);
  });
});
