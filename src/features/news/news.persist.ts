import { EntityId } from '../../domain/contract/common';
import { listSlice } from '../../shared/list-slice';
import type { PostsLikesState } from './news.store';

export const postsLikesBinding = listSlice<'postsLikes', string, PostsLikesState>('postsLikes', 'postsLikes', EntityId);
