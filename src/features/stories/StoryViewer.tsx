import { Link, useRouter } from '@tanstack/react-router';
import {
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  useCallback,
  useEffect,
  useReducer,
  useRef,
  useState,
} from 'react';
import type { Story } from '../../domain/contract/catalog';
import { Picture } from '../../shared/Picture';
import { lockScroll, unlockScroll } from '../../shared/scroll-lock';
import { useStories } from './stories.context';
import { closedStoryNav, isPlaying, type StoryNavAction, storyNavReducer } from './story-navigation';
import { useImageReady, useSlideTimer } from './use-slide-timer';

/** Pointer down at least this long pauses the slide instead of stepping. */
export const HOLD_MS = 200;
/** Movement up to this much still counts as a tap. */
const TAP_SLOP_PX = 10;
/** A downward swipe at least this long closes the viewer. */
const SWIPE_CLOSE_PX = 90;
/** A sideways swipe at least this long changes the story. */
const SWIPE_STORY_PX = 60;
const SLIDE_SIZES = '(max-width: 600px) 100vw, 480px';

interface Gesture {
  pointerId: number;
  x: number;
  y: number;
  held: boolean;
  timer: ReturnType<typeof setTimeout>;
}

interface Props {
  /** The stories in the order the viewer walks through them. */
  stories: readonly Story[];
  /** Which of them opens first. */
  startIndex: number;
  /** Called once the viewer has closed itself (Escape, ×, swipe down, the end of the last story). */
  onClose: () => void;
}

/**
 * Full-screen stories (a modal `<dialog>`): progress bars, autoplay per slide,
 * tap right/left to step, hold to pause, swipe down or Escape to close, swipe
 * sideways to change the story. Every story shown is marked viewed on this
 * device; the page under it does not scroll while it is open.
 */
export function StoryViewer({ stories, startIndex, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const slideBox = useRef<HTMLDivElement>(null);
  const bar = useRef<HTMLSpanElement>(null);
  const gesture = useRef<Gesture | null>(null);
  const suppressClick = useRef(false);
  const [drag, setDrag] = useState(0);
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
  const router = useRouter();

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

  // A hold that began just before closing must not fire afterwards.
  useEffect(
    () => () => {
      if (gesture.current) clearTimeout(gesture.current.timer);
    },
    [],
  );

  // SPEC §3 stories state: which story is open; every story shown counts as viewed.
  useEffect(() => {
    if (!nav.open || !story) return;
    actions.markViewed(story._id);
    storiesState.open = true;
    storiesState.index = nav.story;
  }, [nav.open, nav.story, story, actions, storiesState]);
  useEffect(
    () => () => {
      storiesState.open = false;
    },
    [storiesState],
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

  const step = (action: StoryNavAction) => {
    setDrag(0);
    dispatch(action);
  };

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0 || gesture.current) return;
    suppressClick.current = false;
    event.currentTarget.setPointerCapture(event.pointerId);
    const current: Gesture = {
      pointerId: event.pointerId,
      x: event.clientX,
      y: event.clientY,
      held: false,
      timer: setTimeout(() => {
        current.held = true;
        dispatch({ type: 'hold' });
      }, HOLD_MS),
    };
    gesture.current = current;
  };

  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const current = gesture.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const dx = event.clientX - current.x;
    const dy = event.clientY - current.y;
    if (Math.hypot(dx, dy) > TAP_SLOP_PX && !current.held) clearTimeout(current.timer);
    setDrag(dy > TAP_SLOP_PX && dy > Math.abs(dx) ? dy : 0);
  };

  const endGesture = (event: PointerEvent<HTMLButtonElement>, cancelled: boolean) => {
    const current = gesture.current;
    if (!current || current.pointerId !== event.pointerId) return;
    gesture.current = null;
    clearTimeout(current.timer);
    const dx = event.clientX - current.x;
    const dy = event.clientY - current.y;
    const moved = Math.hypot(dx, dy) > TAP_SLOP_PX;
    // Whatever the pointer did other than a plain tap, the click that follows must not step too.
    suppressClick.current = cancelled || current.held || moved;
    if (current.held) dispatch({ type: 'release' });
    if (cancelled) return setDrag(0);
    if (dy > SWIPE_CLOSE_PX && dy > Math.abs(dx)) return step({ type: 'close' });
    if (Math.abs(dx) > SWIPE_STORY_PX && Math.abs(dx) > Math.abs(dy)) {
      return step({ type: dx < 0 ? 'nextStory' : 'prevStory' });
    }
    setDrag(0);
  };

  const onTap = (direction: 'next' | 'prev') => (event: MouseEvent<HTMLButtonElement>) => {
    event.stopPropagation();
    if (suppressClick.current) {
      suppressClick.current = false;
      return;
    }
    step({ type: direction });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'ArrowRight') step({ type: 'next' });
    else if (event.key === 'ArrowLeft') step({ type: 'prev' });
    else if (event.key === ' ' && !(event.target instanceof Element && event.target.closest('button, a'))) {
      dispatch({ type: 'togglePause' });
    } else return;
    event.preventDefault();
  };

  const gestureHandlers = {
    onPointerDown,
    onPointerMove,
    onPointerUp: (event: PointerEvent<HTMLButtonElement>) => endGesture(event, false),
    onPointerCancel: (event: PointerEvent<HTMLButtonElement>) => endGesture(event, true),
    onContextMenu: (event: MouseEvent<HTMLButtonElement>) => event.preventDefault(),
  };

  const leave = () => step({ type: 'close' });
  const paused = nav.paused || nav.held;

  return (
    <dialog
      ref={dialog}
      className="story-viewer"
      aria-labelledby="story-viewer-title"
      aria-roledescription="истории"
      data-story={story?._id}
      data-slide={nav.slide}
      data-paused={paused}
      onCancel={(event) => {
        event.preventDefault();
        leave();
      }}
      onKeyDown={onKeyDown}
      onClick={(event) => {
        if (event.target === event.currentTarget) leave();
      }}
    >
      {story && slide && (
        <div
          className={`story-viewer__frame${drag > 0 ? ' story-viewer__frame--dragging' : ''}`}
          style={drag > 0 ? { transform: `translateY(${drag}px)`, opacity: Math.max(0.4, 1 - drag / 400) } : undefined}
        >
          <div className="story-viewer__slide" ref={slideBox} key={slideKey}>
            <Picture picture={slide.image} sizes={SLIDE_SIZES} className="story-viewer__picture" eager />
          </div>
          {nextSlide && (
            <div className="story-viewer__preload" aria-hidden="true">
              <Picture picture={nextSlide.image} sizes={SLIDE_SIZES} eager />
            </div>
          )}

          <button
            type="button"
            className="story-viewer__tap story-viewer__tap--prev"
            aria-label="Предыдущий слайд"
            onClick={onTap('prev')}
            {...gestureHandlers}
          />
          <button
            type="button"
            className="story-viewer__tap story-viewer__tap--next"
            aria-label="Следующий слайд"
            onClick={onTap('next')}
            {...gestureHandlers}
          />

          <div className="story-viewer__top">
            <div className="story-viewer__progress" key={nav.step} aria-hidden="true">
              {story.slides.map((item, index) => (
                <span key={item.image.base} className="story-viewer__bar">
                  <span
                    className="story-viewer__fill"
                    ref={index === nav.slide ? bar : undefined}
                    style={{ '--progress': index < nav.slide ? 1 : 0 } as CSSProperties}
                  />
                </span>
              ))}
            </div>
            <div className="story-viewer__header">
              <Picture picture={story.cover} sizes="36px" className="story-viewer__avatar" />
              <h2 id="story-viewer-title" className="story-viewer__title">
                {story.title}
              </h2>
              <button
                type="button"
                className="story-viewer__icon"
                aria-label={nav.paused ? 'Продолжить' : 'Пауза'}
                onClick={() => dispatch({ type: 'togglePause' })}
              >
                {nav.paused ? <PlayIcon /> : <PauseIcon />}
              </button>
              <button type="button" className="story-viewer__icon" aria-label="Закрыть истории" onClick={leave}>
                <CloseIcon />
              </button>
            </div>
          </div>

          <div className="story-viewer__bottom">
            <p className="story-viewer__text" aria-live={nav.paused ? 'polite' : 'off'}>
              <span className="visually-hidden">{`Слайд ${nav.slide + 1} из ${story.slides.length}. `}</span>
              {slide.text}
            </p>
            {story.action && (
              <StoryAction
                action={story.action}
                onLeave={leave}
                navigateTo={(href) => void router.navigate({ href })}
              />
            )}
          </div>
        </div>
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

function StoryAction({
  action,
  onLeave,
  navigateTo,
}: {
  action: NonNullable<Story['action']>;
  onLeave: () => void;
  navigateTo: (href: string) => void;
}) {
  if (action.productId) {
    return (
      <Link
        to="/"
        search={{ pirog: action.productId }}
        resetScroll={false}
        className="button story-viewer__cta"
        onClick={onLeave}
      >
        {action.label}
      </Link>
    );
  }
  const { href } = action;
  if (!href) return null;
  return (
    <a
      href={href}
      className="button story-viewer__cta"
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        onLeave();
        navigateTo(href);
      }}
    >
      {action.label}
    </a>
  );
}

function PauseIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <rect x="6" y="5" width="4" height="14" rx="1" fill="currentColor" />
      <rect x="14" y="5" width="4" height="14" rx="1" fill="currentColor" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.5-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5z" fill="currentColor" />
    </svg>
  );
}

function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
    </svg>
  );
}

function ChevronIcon() {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
      <path
        d="M9 5l7 7-7 7"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
