import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Story } from '../../domain/contract/catalog';
import { Picture } from '../../shared/Picture';
import { useStoriesView } from './stories.context';
import { orderStories } from './stories.store';
import { preloadStoryViewer, StoryViewer } from './story-viewer.lazy';

/**
 * The row of story circles (unviewed first, viewed ones greyed) and, once one
 * is chosen, the full-screen viewer.
 *
 * The server renders the stories in their own order. Right after hydration the
 * device's viewed list sorts them once; after that the order holds while the
 * shopper is on the page (a circle just watched turns grey in place rather than
 * jumping to the end under the finger) and is sorted again on the next visit.
 *
 * `preview` is the back office's: stories being edited, shown as a shopper will
 * see them, in their own order, none greyed or marked viewed.
 */
export function StoriesStrip({ stories, preview = false }: { stories: readonly Story[]; preview?: boolean }) {
  const { state, snapshot, loaded } = useStoriesView();
  const { viewed } = snapshot;
  const [viewedAtLoad, setViewedAtLoad] = useState<readonly string[] | null>(null);
  useEffect(() => {
    if (loaded && viewedAtLoad === null) setViewedAtLoad([...state.viewed]);
  }, [loaded, viewedAtLoad, state]);
  const byViewed = useMemo(() => orderStories(stories, viewedAtLoad ?? []), [stories, viewedAtLoad]);
  // A preview keeps its own order: the device's viewed list does not apply to it.
  const ordered = preview ? stories : byViewed;
  const [openAt, setOpenAt] = useState<number | null>(null);
  const close = useCallback(() => setOpenAt(null), []);
  if (stories.length === 0) return null;
  return (
    <section className="stories" aria-label="Истории">
      <ul
        className="stories__list"
        onPointerEnter={preloadStoryViewer}
        onTouchStart={preloadStoryViewer}
        onFocus={preloadStoryViewer}
      >
        {ordered.map((story, index) => {
          const isViewed = !preview && loaded && viewed.includes(story._id);
          return (
            <li key={story._id} className="stories__item">
              <button
                type="button"
                className="story-cover"
                data-story-id={story._id}
                data-viewed={isViewed}
                aria-haspopup="dialog"
                onClick={() => setOpenAt(index)}
              >
                <span className="story-cover__ring">
                  <Picture picture={story.cover} sizes="76px" className="story-cover__picture" priority="low" />
                </span>
                <span className="story-cover__title">
                  {story.title}
                  {isViewed && <span className="visually-hidden"> (просмотрено)</span>}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      {openAt !== null && <StoryViewer stories={ordered} startIndex={openAt} onClose={close} preview={preview} />}
    </section>
  );
}
