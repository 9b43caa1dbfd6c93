import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Post } from '../../src/domain/contract/index';
import { posts } from '../db/schema';
import type { Executor } from '../db/transaction';
import { postFromRow } from './rows';

export type PostsDirection = -1 | 1;

export function createPostsRepository(db: Executor) {
  return {
    /**
     * The first `limit` posts in publication order, hidden ones left out (a hidden post keeps its likes
     * and views for when it is shown again); scheduled ones are in and left to the read model's clock.
     */
    async listPosts(direction: PostsDirection, limit: number): Promise<{ posts: Post[]; total: number }> {
      const order =
        direction === -1 ? [desc(posts.publishedAt), desc(posts.id)] : [asc(posts.publishedAt), asc(posts.id)];
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(posts)
          .where(eq(posts.hidden, false))
          .orderBy(...order)
          .limit(limit),
        db.select({ total: count() }).from(posts).where(eq(posts.hidden, false)),
      ]);
      return { posts: rows.map(postFromRow), total: totals[0]?.total ?? 0 };
    },

    async findBySlug(slug: string): Promise<Post | null> {
      const [row] = await db
        .select()
        .from(posts)
        .where(and(eq(posts.slug, slug), eq(posts.hidden, false)));
      return row ? postFromRow(row) : null;
    },
  };
}

export type PostsRepository = ReturnType<typeof createPostsRepository>;
