import { STORAGE_KEYS } from '../../platform/storage-keys';
import { listSlice } from '../../shared/list-slice';
import type { RatingEntry, RatingsState } from './ratings.store';

export const ratingsBinding = listSlice<'ratings', RatingEntry, RatingsState>(STORAGE_KEYS.ratings, 'ratings', 1, () =>
  import('./ratings.schemas').then(({ StoredRating }) => ({ current: StoredRating })),
);
