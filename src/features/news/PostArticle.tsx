import { Link } from '@tanstack/react-router';
import type { Post } from '../../domain/contract/content';
import { formatDate } from '../../shared/format';
import { Picture } from '../../shared/Picture';
import { notify } from '../toasts';
import { ArrowLeftIcon, ShareIcon } from './icons';
import { usePostView } from './news.context';
import { PostCard } from './PostCard';
import { LikeButton, ViewsCount } from './PostStats';

/** Paragraph keys from their text (a repeated paragraph gets a counter), never from positions. */
function keyed(paragraphs: readonly string[]): { key: string; text: string }[] {
  const seen = new Map<string, number>();
  return paragraphs.map((text) => {
    const count = (seen.get(text) ?? 0) + 1;
    seen.set(text, count);
    return { key: `${count}:${text}`, text };
  });
}

/**
 * A news post on its own page: the full text, date, cover, likes and views.
 * Opening it counts one view, once per device.
 */
export function PostArticle({ post, more = [] }: { post: Post; more?: readonly Post[] }) {
  usePostView(post);
  return <PostArticleView post={post} more={more} live />;
}

/**
 * The back office's preview of a post being written (issue 29): the same page,
 * without counting a view or offering a like of a post that may not exist yet.
 */
export function PostPreview({ post }: { post: Post }) {
  return <PostArticleView post={post} more={[]} live={false} />;
}

function PostArticleView({ post, more, live }: { post: Post; more: readonly Post[]; live: boolean }) {
  return (
    <>
      <article className="post" data-post-id={post._id} aria-labelledby="post-title">
        <Link to="/news" className="post__back">
          <ArrowLeftIcon /> Все новости
        </Link>
        <header className="post__header">
          <h1 id="post-title" className="post__title">
            {post.title}
          </h1>
          <p className="post__meta">
            <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
            {live && <ViewsCount post={post} />}
          </p>
        </header>
        <Picture picture={post.cover} sizes="(max-width: 860px) 100vw, 820px" className="post__cover" load="lcp" />
        <div className="post__body">
          {keyed(post.body).map((paragraph) => (
            <p key={paragraph.key}>{paragraph.text}</p>
          ))}
        </div>
        {live && (
          <footer className="post__footer">
            <LikeButton post={post} size="large" />
            <ShareButton title={post.title} />
          </footer>
        )}
      </article>
      {more.length > 0 && (
        <section className="post-more" aria-labelledby="post-more-title">
          <h2 id="post-more-title" className="post-more__title">
            Ещё новости
          </h2>
          <div className="news-grid news-grid--compact">
            {more.map((item) => (
              <PostCard key={item._id} post={item} headingLevel={3} />
            ))}
          </div>
        </section>
      )}
    </>
  );
}

/** Shares the post through the device's share sheet, or copies its link. */
function ShareButton({ title }: { title: string }) {
  const share = async () => {
    const url = window.location.href.split('#')[0] ?? window.location.href;
    try {
      if (typeof navigator.share === 'function') {
        await navigator.share({ title, url });
        return;
      }
      await navigator.clipboard.writeText(url);
      notify.success('Ссылка на новость скопирована');
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      console.warn('[news] sharing failed', error);
      notify.error('Не удалось поделиться. Скопируйте адрес страницы.');
    }
  };
  return (
    <button type="button" className="button button--ghost post__share" onClick={() => void share()}>
      <ShareIcon /> Поделиться
    </button>
  );
}
