import { asc } from 'drizzle-orm';
import type { Story, SubSlide } from '../../src/domain/contract/index';
import { stories, subSlides } from '../db/schema';
import type { Executor } from '../db/transaction';
import { storyFromRow, subSlideFromRow } from './rows';

/** The home page's story circles and banner slides, in their set order. */
export function createStoriesRepository(db: Executor) {
  return {
    async listStories(): Promise<Story[]> {
      const rows = await db.select().from(stories).orderBy(asc(stories.sortOrder), asc(stories.id));
      return rows.map(storyFromRow);
    },

    async listSubSlides(): Promise<SubSlide[]> {
      const rows = await db.select().from(subSlides).orderBy(asc(subSlides.sortOrder), asc(subSlides.id));
      return rows.map(subSlideFromRow);
    },
  };
}

export type StoriesRepository = ReturnType<typeof createStoriesRepository>;
