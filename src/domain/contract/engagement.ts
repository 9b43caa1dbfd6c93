import { z } from 'zod';
import { EntityId } from './common';
import { Post } from './content';

/** `GET /api/post/{slug}`: one news post for its own page (SPEC §3 `postData`). */
export const PostParams = z.object({ slug: EntityId });
export const PostAnswer = z.object({ postData: Post });
export type PostAnswer = z.infer<typeof PostAnswer>;

/**
 * `GET /api/post/like/{_id}/{value}` (SPEC §7): `true` likes, `false` takes this
 * device's like back. Idempotent per device: a repeat changes nothing.
 */
export const PostLikeParams = z.object({
  _id: EntityId,
  value: z.enum(['true', 'false'], { message: 'Значение должно быть true или false' }),
});
export const PostLikeAnswer = z.object({ _id: EntityId, like: z.number().int().nonnegative(), liked: z.boolean() });
export type PostLikeAnswer = z.infer<typeof PostLikeAnswer>;

/** `GET /api/post/view/{_id}`: counts one view of the post. */
export const PostViewParams = z.object({ _id: EntityId });
export const PostViewAnswer = z.object({ _id: EntityId, views: z.number().int().nonnegative() });
export type PostViewAnswer = z.infer<typeof PostViewAnswer>;
