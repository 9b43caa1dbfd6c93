import { z } from 'zod';
import { EntityId } from '../../domain/contract/common';
import { listSlice } from '../../shared/list-slice';
import type { RatingEntry, RatingsState } from './ratings.store';

const StoredRating = z.object({
  _id: EntityId,
  stars: z.number().int().min(1).max(5),
  ratedAt: z.number(),
  sent: z.boolean(),
});

export const ratingsBinding = listSlice<'ratings', RatingEntry, RatingsState>('ratings', 'ratings', StoredRating);
