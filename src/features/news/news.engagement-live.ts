import { isRefusal } from '../../platform/api-client';
import { notify } from '../toasts';
import { likePost, viewPost } from './news.api';
import { createPostEngagement, type EngagementDeps } from './news.engagement';
import type { Counted } from './news.store';

/** The app's engagement with its server calls; fetched by news.context.tsx when a post's likes or views are first needed. */
export function createLiveEngagement(
  deps: Pick<EngagementDeps, 'state' | 'actions'> & { counts: Record<string, Counted> },
) {
  return createPostEngagement({
    ...deps,
    api: { like: likePost, view: viewPost },
    isRefusal,
    onLikeRefused: () => notify.error('Не удалось отметить новость. Попробуйте позже.'),
  });
}
