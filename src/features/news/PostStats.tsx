import { groupDigits } from '../../domain/digits';
import { HeartIcon } from '../../shared/HeartIcon';
import { EyeIcon } from './icons';
import { usePostCounts, usePostLike } from './news.context';
import type { Counted } from './news.store';

/**
 * The heart: likes or takes back the like of this device, with the count.
 * Enabled once the device's likes are known, so it never shows the wrong state.
 */
export function LikeButton({ post, size = 'small' }: { post: Counted; size?: 'small' | 'large' }) {
  const { liked, ready, setLike } = usePostLike(post);
  const { like } = usePostCounts(post);
  return (
    <button
      type="button"
      className={`like-button like-button--${size}`}
      aria-pressed={liked}
      disabled={!ready}
      onClick={() => setLike(!liked)}
    >
      <HeartIcon filled={liked} size={20} className="news-icon news-icon--heart" />
      <span className="visually-hidden">Нравится, </span>
      <span className="like-button__count" data-testid="like-count">
        {groupDigits(like)}
      </span>
    </button>
  );
}

export function ViewsCount({ post }: { post: Counted }) {
  const { views } = usePostCounts(post);
  return (
    <span className="post-views">
      <EyeIcon />
      <span className="visually-hidden">Просмотры: </span>
      <span data-testid="views-count">{groupDigits(views)}</span>
    </span>
  );
}
