import { asc, eq } from 'drizzle-orm';
import type { Story, SubSlide } from '../../src/domain/contract/index';
import { stories, subSlides } from '../db/schema';
import type { Executor } from '../db/transaction';
import { storyFromRow, subSlideFromRow } from './rows';

/** The home page's story circles and banner slides, in their set order. */
export function createStoriesRepository(db: Executor) {
  return {
    /** Stories not hidden, each with the moment it is shown from (the read model's clock decides). */
    async listStories(): Promise<{ story: Story; publishedAt: Date }[]> {
      const rows = await db
        .select()
        .from(stories)
        .where(eq(stories.hidden, false))
        .orderBy(asc(stories.sortOrder), asc(stories.id));
      return rows.map((row) => ({ story: storyFromRow(row), publishedAt: row.publishedAt }));
    },

    async listSubSlides(): Promise<SubSlide[]> {
      const rows = await db.select().from(subSlides).orderBy(asc(subSlides.sortOrder), asc(subSlides.id));
      return rows.map(subSlideFromRow);
    },
  };
}

export type StoriesRepository = ReturnType<typeof createStoriesRepository>;
