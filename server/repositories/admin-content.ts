import { and, asc, desc, eq } from 'drizzle-orm';
import type { AdminPost, AdminPostDraft, AdminStory, AdminStoryDraft } from '../../src/domain/contract/admin-content';
import { posts, stories } from '../db/schema';
import type { Executor } from '../db/transaction';
import { postFromRow, storyFromRow } from './rows';
import type { Versioned } from './versioned';

/** A post with the shoppers' counters, which the back office shows but never writes. */
export type VersionedPost = Versioned<AdminPost> & { like: number; views: number };
export type VersionedStory = Versioned<AdminStory>;

const versionedPost = (row: typeof posts.$inferSelect): VersionedPost => {
  const { like, views, ...post } = postFromRow(row);
  return { record: { ...post, hidden: row.hidden }, version: row.version, like, views };
};

const postColumns = (post: AdminPostDraft) => ({
  slug: post.slug,
  title: post.title,
  excerpt: post.excerpt,
  body: post.body,
  cover: post.cover,
  publishedAt: new Date(post.publishedAt),
  hidden: post.hidden,
});

const versionedStory = (row: typeof stories.$inferSelect): VersionedStory => ({
  record: {
    ...storyFromRow(row),
    sortOrder: row.sortOrder,
    publishedAt: row.publishedAt.toISOString(),
    hidden: row.hidden,
  },
  version: row.version,
});

const storyColumns = (story: AdminStoryDraft) => ({
  title: story.title,
  cover: story.cover,
  slides: story.slides,
  action: story.action,
  sortOrder: story.sortOrder,
  publishedAt: new Date(story.publishedAt),
  hidden: story.hidden,
});

/** News posts as the back office reads and writes them (issue 29); shoppers get them through the read model. */
export function createAdminPostsRepository(db: Executor) {
  return {
    async list(): Promise<VersionedPost[]> {
      const rows = await db.select().from(posts).orderBy(desc(posts.publishedAt), desc(posts.id));
      return rows.map(versionedPost);
    },
    async find(id: string, lock: 'lock' | 'no-lock' = 'no-lock'): Promise<VersionedPost | null> {
      const query = db.select().from(posts).where(eq(posts.id, id));
      const [row] = lock === 'lock' ? await query.for('update') : await query;
      return row ? versionedPost(row) : null;
    },
    async slugTaken(slug: string, exceptId: string | null): Promise<boolean> {
      const [row] = await db.select({ id: posts.id }).from(posts).where(eq(posts.slug, slug));
      return row !== undefined && row.id !== exceptId;
    },
    async insert(id: string, draft: AdminPostDraft): Promise<VersionedPost> {
      const [row] = await db
        .insert(posts)
        .values({ id, ...postColumns(draft) })
        .returning();
      if (!row) throw new Error('the new post was not returned');
      return versionedPost(row);
    },
    async update(id: string, edited: AdminPost, version: number): Promise<VersionedPost | null> {
      const [row] = await db
        .update(posts)
        .set({ ...postColumns(edited), version: version + 1 })
        .where(and(eq(posts.id, id), eq(posts.version, version)))
        .returning();
      return row ? versionedPost(row) : null;
    },
    async remove(id: string, version: number): Promise<boolean> {
      const rows = await db
        .delete(posts)
        .where(and(eq(posts.id, id), eq(posts.version, version)))
        .returning({ id: posts.id });
      return rows.length > 0;
    },
  };
}

/** Stories as the back office reads and writes them (issue 29). */
export function createAdminStoriesRepository(db: Executor) {
  return {
    async list(): Promise<VersionedStory[]> {
      const rows = await db.select().from(stories).orderBy(asc(stories.sortOrder), asc(stories.id));
      return rows.map(versionedStory);
    },
    async find(id: string, lock: 'lock' | 'no-lock' = 'no-lock'): Promise<VersionedStory | null> {
      const query = db.select().from(stories).where(eq(stories.id, id));
      const [row] = lock === 'lock' ? await query.for('update') : await query;
      return row ? versionedStory(row) : null;
    },
    async insert(id: string, draft: AdminStoryDraft): Promise<VersionedStory> {
      const [row] = await db
        .insert(stories)
        .values({ id, ...storyColumns(draft) })
        .returning();
      if (!row) throw new Error('the new story was not returned');
      return versionedStory(row);
    },
    async update(id: string, edited: AdminStory, version: number): Promise<VersionedStory | null> {
      const [row] = await db
        .update(stories)
        .set({ ...storyColumns(edited), version: version + 1 })
        .where(and(eq(stories.id, id), eq(stories.version, version)))
        .returning();
      return row ? versionedStory(row) : null;
    },
    async remove(id: string, version: number): Promise<boolean> {
      const rows = await db
        .delete(stories)
        .where(and(eq(stories.id, id), eq(stories.version, version)))
        .returning({ id: stories.id });
      return rows.length > 0;
    },
  };
}
