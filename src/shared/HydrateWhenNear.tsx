import { type ReactNode, use, useEffect, useSyncExternalStore } from 'react';

/** How near the viewport a waiting part hydrates: one screen above or below it. */
const NEAR = '100% 0px';
/** What counts as the shopper reaching into a waiting part before it came near (a keyboard, a quick tap). */
const REACH = ['pointerdown', 'focusin', 'keydown'] as const;

interface Gate {
  opened: Promise<void>;
  /** The part has hydrated: replays the clicks that came while it waited. */
  hydrated(): void;
}

const gates = new Map<string, Gate>();

/**
 * Listeners sit on the window's capture phase: React's own listener on the root stops the propagation of an
 * event that lands on a part it has not hydrated, so the part itself would never hear of it.
 */
function createGate(element: HTMLElement): Gate {
  let resolve = () => {};
  const opened = new Promise<void>((done) => {
    resolve = done;
  });
  const waitingClicks: HTMLElement[] = [];
  const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && open(), {
    rootMargin: NEAR,
  });
  const inside = (event: Event) => event.target instanceof Node && element.contains(event.target);
  const onReach = (event: Event) => {
    if (inside(event)) open();
  };
  let isOpen = false;
  function open() {
    if (isOpen) return;
    isOpen = true;
    observer.disconnect();
    for (const type of REACH) window.removeEventListener(type, onReach, true);
    resolve();
  }
  // A click on server HTML that React has not hydrated yet would find no handlers (and a link would leave the
  // app): it is held and replayed on the same element once the part has hydrated.
  const holdClick = (event: MouseEvent) => {
    if (!inside(event) || !(event.target instanceof HTMLElement)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    waitingClicks.push(event.target);
    open();
  };
  observer.observe(element);
  for (const type of REACH) window.addEventListener(type, onReach, true);
  window.addEventListener('click', holdClick, true);
  return {
    opened,
    hydrated() {
      window.removeEventListener('click', holdClick, true);
      for (const target of waitingClicks.splice(0)) target.click();
    },
  };
}

function gateFor(id: string): Gate | null {
  const existing = gates.get(id);
  if (existing) return existing;
  const element = document.getElementById(id);
  if (!element) return null;
  const gate = createGate(element);
  gates.set(id, gate);
  return gate;
}

const subscribeToNothing = () => () => {};

/**
 * Progressive hydration of a part of the server's HTML below the fold (the home page's catalogue sections):
 * while the page hydrates, the part keeps its server HTML and waits until the shopper comes near it (or
 * reaches into it), so starting the app costs only what the first screen shows. Must sit directly inside its
 * own Suspense boundary; `id` is the id of the part's root element. On the server and in pages rendered by the
 * client it renders at once.
 */
export function HydrateWhenNear({ id, children }: { id: string; children: ReactNode }) {
  // True only while hydrating: React reads the server snapshot then.
  const hydrating = useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
  const gate = hydrating && typeof document !== 'undefined' ? gateFor(id) : null;
  if (gate) use(gate.opened);
  useEffect(() => gate?.hydrated(), [gate]);
  return children;
}
