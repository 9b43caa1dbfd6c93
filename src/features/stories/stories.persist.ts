import { EntityId } from '../../domain/contract/common';
import { listSlice } from '../../shared/list-slice';
import type { StoriesState } from './stories.store';

export const viewedStoriesBinding = listSlice<'viewed', string, StoriesState>('stories', 'viewed', EntityId);
