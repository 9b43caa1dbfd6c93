import { Link } from '@tanstack/react-router';
import type { Post } from '../../domain/contract/content';
import { formatDate } from '../../shared/format';
import { Picture } from '../../shared/Picture';
import { LikeButton, ViewsCount } from './PostStats';

interface Props {
  post: Post;
  /** The first cards load their covers eagerly: they are above the fold. */
  eager?: boolean;
  /** The lead post of the list: wider, with a larger title. */
  featured?: boolean;
  headingLevel?: 2 | 3;
}

/** A post in a list: the whole card opens the post; the heart likes it in place. */
export function PostCard({ post, eager = false, featured = false, headingLevel = 2 }: Props) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={`news-card${featured ? ' news-card--featured' : ''}`} data-post-id={post._id}>
      <Picture
        picture={post.cover}
        sizes={
          featured ? '(max-width: 700px) 100vw, (max-width: 1200px) 66vw, 820px' : '(max-width: 700px) 100vw, 420px'
        }
        className="news-card__cover"
        load={eager ? 'eager' : 'lazy'}
      />
      <div className="news-card__body">
        <time dateTime={post.publishedAt} className="news-card__date">
          {formatDate(post.publishedAt)}
        </time>
        <Heading className="news-card__title">
          <Link to="/news/$slug" params={{ slug: post.slug }} className="news-card__link">
            {post.title}
          </Link>
        </Heading>
        <p className="news-card__excerpt">{post.excerpt}</p>
        <div className="news-card__stats">
          <LikeButton post={post} />
          <ViewsCount post={post} />
        </div>
      </div>
    </article>
  );
}
