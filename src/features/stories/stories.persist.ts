import { STORAGE_KEYS } from '../../platform/storage-keys';
import { listSlice } from '../../shared/list-slice';
import type { StoriesState } from './stories.store';

export const viewedStoriesBinding = listSlice<'viewed', string, StoriesState>(
  STORAGE_KEYS.viewedStories,
  'viewed',
  1,
  () => import('../../domain/contract/common').then(({ EntityId }) => ({ current: EntityId })),
);
