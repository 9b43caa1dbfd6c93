// biome-ignore lint/style/noRestrictedImports: React.lazy with the failed load caught and answered by a fallback that says so and lets the next opening try again.
import { type ComponentProps, type ComponentType, lazy, Suspense, useEffect } from 'react';
import { notify } from '../toasts';
import type { StoryViewer as LoadedStoryViewer } from './StoryViewer';

type ViewerProps = ComponentProps<typeof LoadedStoryViewer>;

/*
 * The viewer is only needed once a story is chosen, so its code stays out of
 * the page's first JavaScript: it loads on the first hover, touch or focus of
 * the strip, or on the first opening.
 */
const load = () => import('./StoryViewer');

export function preloadStoryViewer(): void {
  load().catch((error: unknown) => console.warn('[stories] the viewer did not load yet', error));
}

const createViewer = () =>
  lazy<ComponentType<ViewerProps>>(() =>
    load().then(
      (module) => ({ default: module.StoryViewer }),
      (error: unknown) => {
        console.warn('[stories] the viewer did not load', error);
        return { default: ViewerUnavailable };
      },
    ),
  );

let Viewer = createViewer();

/** Offline with the code not cached yet: say so and close, and try loading again next time. */
function ViewerUnavailable({ onClose }: ViewerProps) {
  useEffect(() => {
    Viewer = createViewer();
    notify.error('Не удалось открыть истории. Проверьте соединение и попробуйте ещё раз.');
    onClose();
  }, [onClose]);
  return null;
}

/** The full-screen story viewer (see `StoryViewer.tsx`), its code loaded on demand. */
export function StoryViewer(props: ViewerProps) {
  return (
    <Suspense fallback={null}>
      <Viewer {...props} />
    </Suspense>
  );
}
