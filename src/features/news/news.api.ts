import { FetchError, ofetch } from 'ofetch';
import type { PostLikeAnswer, PostViewAnswer } from '../../domain/contract/engagement';

/*
 * The post engagement calls of SPEC §7. They change counters, so they are
 * never answered from a cache; the device is the server's httpOnly cookie.
 */

/** `GET /api/post/like/{_id}/{true|false}`: this device likes the post, or takes its like back. */
export function likePost(postId: string, value: boolean): Promise<PostLikeAnswer> {
  return ofetch<PostLikeAnswer>(`/api/post/like/${encodeURIComponent(postId)}/${value}`, {
    cache: 'no-store',
    credentials: 'same-origin',
    timeout: 15_000,
    // Idempotent per device: one retry cannot count twice.
    retry: 1,
  });
}

/** `GET /api/post/view/{_id}`: counts one view. Never retried, so a view is never counted twice. */
export function viewPost(postId: string): Promise<PostViewAnswer> {
  return ofetch<PostViewAnswer>(`/api/post/view/${encodeURIComponent(postId)}`, {
    cache: 'no-store',
    credentials: 'same-origin',
    timeout: 15_000,
    retry: 0,
  });
}

/** A 4xx answer is final (unknown post, bad value): the change did not happen and retrying would not help. */
export function isDefiniteRefusal(error: unknown): boolean {
  return error instanceof FetchError && typeof error.status === 'number' && error.status >= 400 && error.status < 500;
}
