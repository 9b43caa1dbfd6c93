import { useCallback, useEffect, useRef, useState } from 'react';
import type { Post } from '../../domain/contract/content';
import { hasMorePosts, nextNewsLimit, shownLabel } from './news.paging';
import { PostCard } from './PostCard';
import { useInfiniteScroll } from './use-infinite-scroll';

interface Props {
  posts: readonly Post[];
  /** All posts there are (`postsCount`). */
  total: number;
  /** How many were asked for: `posts` is the first `limit` of them. */
  limit: number;
  /** Shows the first `limit` posts (the route puts it in the URL and loads them); resolves when shown. */
  onShowMore: (limit: number) => Promise<unknown>;
}

const EAGER_CARDS = 2;

/**
 * The news feed: the first page comes with the page; «Показать ещё» and
 * scrolling to the end ask for one page more, until every post is shown.
 */
export function NewsList({ posts, total, limit, onShowMore }: Props) {
  const [loading, setLoading] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const sentinel = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const focusFrom = useRef<number | null>(null);
  const more = hasMorePosts(posts.length, total, limit);

  const showMore = useCallback(
    (fromButton: boolean) => {
      if (loading) return;
      focusFrom.current = fromButton ? posts.length : null;
      setLoading(true);
      onShowMore(nextNewsLimit(limit))
        .catch((error: unknown) => {
          focusFrom.current = null;
          console.warn('[news] more posts did not load', error);
        })
        .finally(() => setLoading(false));
    },
    [loading, posts.length, limit, onShowMore],
  );

  // New posts are announced; after «Показать ещё» the keyboard continues from the first new one.
  const shownBefore = useRef(posts.length);
  useEffect(() => {
    if (posts.length <= shownBefore.current) {
      shownBefore.current = posts.length;
      return;
    }
    shownBefore.current = posts.length;
    setAnnouncement(shownLabel(posts.length, total));
    const from = focusFrom.current;
    focusFrom.current = null;
    if (from !== null) {
      list.current?.querySelectorAll<HTMLAnchorElement>('.news-card__link')[from]?.focus({ preventScroll: true });
    }
  }, [posts.length, total]);

  useInfiniteScroll(sentinel, more && !loading, () => showMore(false));

  if (posts.length === 0) {
    return (
      <div className="empty-state">
        <p>Новостей пока нет — загляните позже.</p>
      </div>
    );
  }

  return (
    <div className="news-feed">
      <div className="news-grid" ref={list} aria-busy={loading}>
        {posts.map((post, index) => (
          <PostCard key={post._id} post={post} eager={index < EAGER_CARDS} featured={index === 0} />
        ))}
      </div>
      <div ref={sentinel} className="news-feed__sentinel" aria-hidden="true" />
      <div className="news-feed__more">
        <p className="news-feed__count">{shownLabel(posts.length, total)}</p>
        {more && (
          <button
            type="button"
            className="button button--ghost news-feed__button"
            onClick={() => showMore(true)}
            aria-disabled={loading}
          >
            {loading ? (
              <>
                <span className="news-feed__spinner" aria-hidden="true" /> Загружаем…
              </>
            ) : (
              'Показать ещё'
            )}
          </button>
        )}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
