import { snapshot } from 'valtio/vanilla';
import type { SliceCodec } from '../../platform/persistence';
import { STORAGE_KEYS } from '../../platform/storage-keys';
import { loadedForReading } from '../../shared/load-once';
import { parseListLeniently } from '../../shared/parse-list';
import type { StoreBinding } from '../../shared/persisted-store';
import type { PostsLikesState } from './news.store';

export interface StoredPostsLikes {
  postsLikes: string[];
  viewedPosts: string[];
}

const KEY = STORAGE_KEYS.postsLikes;
const postId = loadedForReading(KEY, () => import('../../domain/contract/common').then(({ EntityId }) => EntityId));
const listOf = (data: unknown, field: keyof StoredPostsLikes) =>
  parseListLeniently(postId.get(), (data as Record<string, unknown> | null)?.[field], `${KEY}.${field}`);

/**
 * The liked posts (SPEC §3 postsLikes) and the posts this device has opened, in
 * one record. Version 1 held only the likes; it is carried over with no views.
 */
export const postsLikesCodec: SliceCodec<StoredPostsLikes> = {
  key: KEY,
  version: 2,
  defaults: () => ({ postsLikes: [], viewedPosts: [] }),
  prepare: postId.prepare,
  parse(data) {
    const postsLikes = listOf(data, 'postsLikes');
    const viewedPosts = listOf(data, 'viewedPosts');
    return postsLikes && viewedPosts ? { postsLikes, viewedPosts } : null;
  },
  migrate(data, fromVersion) {
    if (fromVersion !== 1) return null;
    const postsLikes = listOf(data, 'postsLikes');
    return postsLikes ? { postsLikes, viewedPosts: [] } : null;
  },
};

export const postsLikesBinding: StoreBinding<PostsLikesState, StoredPostsLikes> = {
  codec: postsLikesCodec,
  // A Valtio snapshot is plain data that IndexedDB can clone; the live proxy is not.
  select: (state) => {
    const { postsLikes, viewedPosts } = snapshot(state);
    return { postsLikes: [...postsLikes], viewedPosts: [...viewedPosts] };
  },
  apply: (state, data, savedAt) => {
    state.postsLikes = data.postsLikes;
    state.viewedPosts = data.viewedPosts;
    state.changedAt = savedAt;
  },
  changedAt: (state) => state.changedAt,
};
