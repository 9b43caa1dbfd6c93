import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { Story } from '../../domain/contract/catalog';
import { lockScroll, unlockScroll } from '../../shared/scroll-lock';
import { StoryFrame } from './StoryFrame';
import { useStories } from './stories.context';
import { ChevronIcon } from './story-icons';
import { closedStoryNav, isPlaying, storyNavReducer } from './story-navigation';
import { useImageReady, useSlideTimer } from './use-slide-timer';
import { useStoryInput } from './use-story-input';

interface Props {
  /** The stories in the order the viewer walks through them. */
  stories: readonly Story[];
  /** Which of them opens first. */
  startIndex: number;
  /** Called once the viewer has closed itself (Escape, ×, swipe down, the end of the last story). */
  onClose: () => void;
  /**
   * A story not published yet, shown to staff as a shopper will see it: nothing
   * is marked viewed on this device and the story's button leads nowhere.
   */
  preview?: boolean;
}

/**
 * Full-screen stories (a modal `<dialog>`): progress bars, autoplay per slide,
 * tap right/left to step, hold to pause, swipe down or Escape to close, swipe
 * sideways to change the story. Every story shown is marked viewed on this
 * device; the page under it does not scroll while it is open.
 *
 * This component holds where the viewer is (`story-navigation.ts`) and the
 * dialog; the hands are read in `use-story-input.ts`, the time runs in
 * `use-slide-timer.ts`, and a slide is drawn by `StoryFrame.tsx`.
 */
export function StoryViewer({ stories, startIndex, onClose, preview = false }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const slideBox = useRef<HTMLDivElement>(null);
  const bar = useRef<HTMLSpanElement>(null);
  const [readyKey, setReadyKey] = useState<string | null>(null);
  const [opener] = useState(() =>
    typeof document !== 'undefined' && document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );
  const [nav, dispatch] = useReducer(storyNavReducer, undefined, () =>
    storyNavReducer(closedStoryNav, {
      type: 'open',
      story: startIndex,
      slideCounts: stories.map((story) => story.slides.length),
    }),
  );
  const { state: storiesState, actions } = useStories();
  const { drag, step, tapHandlers, onKeyDown } = useStoryInput(dispatch);

  const story = stories[nav.story];
  const slide = story?.slides[nav.slide];
  const slideKey = `${story?._id ?? ''}:${nav.slide}`;
  const nextSlide = story?.slides[nav.slide + 1] ?? stories[nav.story + 1]?.slides[0];

  // Shown as a modal: focus moves in, the page underneath is inert and does not scroll.
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    lockScroll();
    if (!element.open) element.showModal();
    return () => {
      if (element.open) element.close();
      unlockScroll();
      opener?.focus({ preventScroll: true });
    };
  }, [opener]);

  useEffect(() => {
    if (!nav.open) onClose();
  }, [nav.open, onClose]);

  // SPEC §3 stories state: which story is open; every story shown counts as viewed.
  useEffect(() => {
    if (preview || !nav.open || !story) return;
    actions.markViewed(story._id);
    storiesState.open = true;
    storiesState.index = nav.story;
  }, [preview, nav.open, nav.story, story, actions, storiesState]);
  useEffect(
    () => () => {
      if (!preview) storiesState.open = false;
    },
    [preview, storiesState],
  );

  useImageReady(slideBox, slideKey, setReadyKey);
  const next = useCallback(() => dispatch({ type: 'next' }), []);
  useSlideTimer({
    durationMs: slide?.durationMs ?? 5000,
    playing: isPlaying(nav) && readyKey === slideKey && drag === 0,
    resetKey: nav.step,
    bar,
    onEnd: next,
  });

  const leave = () => step({ type: 'close' });

  return (
    <dialog
      ref={dialog}
      className="story-viewer"
      aria-labelledby="story-viewer-title"
      aria-roledescription="истории"
      data-story={story?._id}
      data-slide={nav.slide}
      data-paused={nav.paused || nav.held}
      onCancel={(event) => {
        event.preventDefault();
        leave();
      }}
      onKeyDown={onKeyDown}
      onClick={(event) => {
        if (event.target === event.currentTarget) leave();
      }}
    >
      {story && (
        <StoryFrame
          story={story}
          slideIndex={nav.slide}
          slideKey={slideKey}
          nextPicture={nextSlide?.image}
          step={nav.step}
          paused={nav.paused}
          drag={drag}
          slideBox={slideBox}
          bar={bar}
          tapHandlers={tapHandlers}
          onTogglePause={() => dispatch({ type: 'togglePause' })}
          onLeave={leave}
          preview={preview}
        />
      )}

      <button
        type="button"
        className="story-viewer__side story-viewer__side--prev"
        aria-label="Предыдущая история"
        disabled={nav.story === 0}
        onClick={() => step({ type: 'prevStory' })}
      >
        <ChevronIcon />
      </button>
      <button
        type="button"
        className="story-viewer__side story-viewer__side--next"
        aria-label="Следующая история"
        onClick={() => step({ type: 'nextStory' })}
      >
        <ChevronIcon />
      </button>
    </dialog>
  );
}
