import {
  type Dispatch,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  useEffect,
  useRef,
  useState,
} from 'react';
import type { StoryNavAction } from './story-navigation';

/** Pointer down at least this long pauses the slide instead of stepping. */
const HOLD_MS = 200;
/** Movement up to this much still counts as a tap. */
const TAP_SLOP_PX = 10;
/** A downward swipe at least this long closes the viewer. */
const SWIPE_CLOSE_PX = 90;
/** A sideways swipe at least this long changes the story. */
const SWIPE_STORY_PX = 60;

interface Gesture {
  pointerId: number;
  x: number;
  y: number;
  held: boolean;
  timer: ReturnType<typeof setTimeout>;
}

type TapHandlers = {
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
  onPointerDown: (event: PointerEvent<HTMLButtonElement>) => void;
  onPointerMove: (event: PointerEvent<HTMLButtonElement>) => void;
  onPointerUp: (event: PointerEvent<HTMLButtonElement>) => void;
  onPointerCancel: (event: PointerEvent<HTMLButtonElement>) => void;
  onContextMenu: (event: MouseEvent<HTMLButtonElement>) => void;
};

/**
 * What the shopper's hands do in the story viewer, turned into navigation
 * actions: tap a half to step, hold to pause, swipe down to close (the frame
 * follows the finger: `drag`), swipe sideways to change the story; ← → step
 * and the space bar pauses. `step` moves and drops any drag in progress.
 */
export function useStoryInput(dispatch: Dispatch<StoryNavAction>) {
  const gesture = useRef<Gesture | null>(null);
  const suppressClick = useRef(false);
  const [drag, setDrag] = useState(0);

  // A hold that began just before closing must not fire afterwards.
  useEffect(
    () => () => {
      if (gesture.current) clearTimeout(gesture.current.timer);
    },
    [],
  );

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

  /** The handlers of one tap half: `next` (right) or `prev` (left). */
  const tapHandlers = (direction: 'next' | 'prev'): TapHandlers => ({
    onClick: (event) => {
      event.stopPropagation();
      if (suppressClick.current) {
        suppressClick.current = false;
        return;
      }
      step({ type: direction });
    },
    onPointerDown,
    onPointerMove,
    onPointerUp: (event) => endGesture(event, false),
    onPointerCancel: (event) => endGesture(event, true),
    onContextMenu: (event) => event.preventDefault(),
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'ArrowRight') step({ type: 'next' });
    else if (event.key === 'ArrowLeft') step({ type: 'prev' });
    else if (event.key === ' ' && !(event.target instanceof Element && event.target.closest('button, a'))) {
      dispatch({ type: 'togglePause' });
    } else return;
    event.preventDefault();
  };

  return { drag, step, tapHandlers, onKeyDown };
}
