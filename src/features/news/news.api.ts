import { endpoints } from '../../domain/contract/endpoints';
import type { PostLikeAnswer, PostViewAnswer } from '../../domain/contract/engagement';
import { isQueuedAnswer } from '../../domain/contract/sync-queue';
import { api } from '../../platform/api-client';

/*
 * The post engagement calls of SPEC §7. They change counters, so they are
 * never answered from a cache; the device is the server's httpOnly cookie.
 */

/** This device likes the post, or takes its like back. Idempotent per device, so it may be retried. */
export async function likePost(postId: string, value: boolean): Promise<PostLikeAnswer | null> {
  const answer = await api(endpoints.postLike, { params: { _id: postId, value: String(value) } });
  return isQueuedAnswer(answer) ? null : answer;
}

/** Counts one view. Never retried, so a view is never counted twice. */
export function viewPost(postId: string): Promise<PostViewAnswer> {
  return api(endpoints.postView, { params: { _id: postId } });
}
