import { and, eq, sql } from 'drizzle-orm';
import { postLikes, posts, postViews } from '../db/schema';
import { type Executor, withTransaction } from '../db/transaction';

export interface LikeResult {
  like: number;
  /** Whether this device likes the post after the call. */
  liked: boolean;
}

export function createEngagementRepository(db: Executor) {
  return {
    /**
     * Sets this device's like of a post and answers the post's like count, or `null` for an unknown post.
     * The counter moves only when a like row was really inserted or deleted, in the same transaction,
     * so replays change nothing and an unlike cannot take back another device's like.
     */
    async setLike(postId: string, deviceId: string, liked: boolean): Promise<LikeResult | null> {
      return withTransaction(db, async (tx) => {
        // Locks the post row against deletion and orders concurrent counter updates; `no key update`
        // still lets other transactions insert like rows that reference this post.
        const [post] = await tx
          .select({ like: posts.likeCount })
          .from(posts)
          // A hidden post is as unknown to shoppers as a missing one (its counts stay as they were).
          .where(and(eq(posts.id, postId), eq(posts.hidden, false)))
          .for('no key update');
        if (!post) return null;

        const changed = liked
          ? await tx
              .insert(postLikes)
              .values({ postId, deviceId })
              .onConflictDoNothing()
              .returning({ postId: postLikes.postId })
          : await tx
              .delete(postLikes)
              .where(and(eq(postLikes.postId, postId), eq(postLikes.deviceId, deviceId)))
              .returning({ postId: postLikes.postId });
        if (changed.length === 0) return { like: post.like, liked };

        const [updated] = await tx
          .update(posts)
          // `greatest` keeps the answer valid (non-negative) even if the counter was ever reset by hand.
          .set({ likeCount: liked ? sql`${posts.likeCount} + 1` : sql`greatest(${posts.likeCount} - 1, 0)` })
          .where(eq(posts.id, postId))
          .returning({ like: posts.likeCount });
        return { like: updated?.like ?? post.like, liked };
      });
    },

    /** Counts one view per device and post; answers the post's view count, or `null` for an unknown post. */
    async countView(postId: string, deviceId: string): Promise<number | null> {
      return withTransaction(db, async (tx) => {
        const [post] = await tx
          .select({ views: posts.viewCount })
          .from(posts)
          // A hidden post is as unknown to shoppers as a missing one (its counts stay as they were).
          .where(and(eq(posts.id, postId), eq(posts.hidden, false)))
          .for('no key update');
        if (!post) return null;

        const inserted = await tx
          .insert(postViews)
          .values({ postId, deviceId })
          .onConflictDoNothing()
          .returning({ postId: postViews.postId });
        if (inserted.length === 0) return post.views;

        const [updated] = await tx
          .update(posts)
          .set({ viewCount: sql`${posts.viewCount} + 1` })
          .where(eq(posts.id, postId))
          .returning({ views: posts.viewCount });
        return updated?.views ?? post.views;
      });
    },
  };
}

export type EngagementRepository = ReturnType<typeof createEngagementRepository>;
