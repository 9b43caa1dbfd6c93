import type {
  AdminPostAnswer,
  AdminPostBody,
  AdminPostDraft,
  AdminStory,
  AdminStoryAnswer,
  AdminStoryDraft,
} from '../../../src/domain/contract/admin-content';
import type { Executor } from '../../db/transaction';
import {
  createAdminPostsRepository,
  createAdminStoriesRepository,
  type VersionedPost,
  type VersionedStory,
} from '../../repositories/admin-content';
import { DomainError } from '../errors';
import { assertRole, type StaffActor } from '../staff/actor';
import { createJournaled, newRecordId, removeVersioned } from './lifecycle';
import type { CatalogChanged } from './products';
import { saveVersioned } from './versioned';

/*
 * News posts and stories (issue 29, admins only). Hiding and scheduling are
 * fields of the record (`hidden`, `publishedAt`): the shop's read model leaves
 * out hidden ones and shows scheduled ones from their moment by its own clock,
 * so nothing has to run at that moment.
 */

export const POST_NOT_FOUND = 'Такой новости нет';
export const POST_DELETED = 'Новость удалена';
export const POST_SLUG_TAKEN = 'Новость с таким адресом уже есть — выберите другой';
export const STORY_NOT_FOUND = 'Такой истории нет';
export const STORY_DELETED = 'История удалена';
export const CONTENT_ID_MISMATCH = 'Запись в запросе не совпадает с адресом';

const postAnswer = ({ record, version, like, views }: VersionedPost): AdminPostAnswer => ({
  post: record,
  version,
  like,
  views,
});
const storyAnswer = ({ record, version }: VersionedStory): AdminStoryAnswer => ({ story: record, version });

async function assertSlugFree(db: Executor, slug: string, exceptId: string | null): Promise<void> {
  if (await createAdminPostsRepository(db).slugTaken(slug, exceptId)) {
    throw new DomainError('conflict', POST_SLUG_TAKEN);
  }
}

export async function listAdminPosts(db: Executor, actor: StaffActor): Promise<AdminPostAnswer[]> {
  assertRole(actor, 'admin');
  return (await createAdminPostsRepository(db).list()).map(postAnswer);
}

export async function readAdminPost(db: Executor, actor: StaffActor, id: string): Promise<AdminPostAnswer> {
  assertRole(actor, 'admin');
  const found = await createAdminPostsRepository(db).find(id);
  if (!found) throw new DomainError('not_found', POST_NOT_FOUND);
  return postAnswer(found);
}

export async function createAdminPost(
  db: Executor,
  actor: StaffActor,
  draft: AdminPostDraft,
  now: Date,
  postsChanged: CatalogChanged,
): Promise<AdminPostAnswer> {
  assertRole(actor, 'admin');
  await assertSlugFree(db, draft.slug, null);
  const created = await createJournaled(db, { actor, entity: 'post', now }, (tx) =>
    createAdminPostsRepository(tx).insert(newRecordId('post'), draft),
  );
  postsChanged();
  return postAnswer(created);
}

export async function updateAdminPost(
  db: Executor,
  actor: StaffActor,
  id: string,
  { post, version }: AdminPostBody,
  now: Date,
  postsChanged: CatalogChanged,
): Promise<AdminPostAnswer> {
  assertRole(actor, 'admin');
  if (post._id !== id) throw new DomainError('invalid', CONTENT_ID_MISMATCH);
  await assertSlugFree(db, post.slug, id);
  const { saved, changed } = await saveVersioned(db, {
    actor,
    entity: 'post',
    id,
    edited: post,
    version,
    now,
    store: (tx) => {
      const repository = createAdminPostsRepository(tx);
      return { find: repository.find, update: repository.update };
    },
    notFound: POST_NOT_FOUND,
    conflictAnswer: (current) => postAnswer(current as VersionedPost),
  });
  if (changed) postsChanged();
  return postAnswer(saved as VersionedPost);
}

export async function deleteAdminPost(
  db: Executor,
  actor: StaffActor,
  id: string,
  version: number,
  now: Date,
  postsChanged: CatalogChanged,
): Promise<{ message: string }> {
  assertRole(actor, 'admin');
  await removeVersioned(db, {
    actor,
    entity: 'post',
    id,
    version,
    now,
    store: createAdminPostsRepository,
    notFound: POST_NOT_FOUND,
    conflictAnswer: postAnswer,
  });
  postsChanged();
  return { message: POST_DELETED };
}

export async function listAdminStories(db: Executor, actor: StaffActor): Promise<AdminStoryAnswer[]> {
  assertRole(actor, 'admin');
  return (await createAdminStoriesRepository(db).list()).map(storyAnswer);
}

export async function readAdminStory(db: Executor, actor: StaffActor, id: string): Promise<AdminStoryAnswer> {
  assertRole(actor, 'admin');
  const found = await createAdminStoriesRepository(db).find(id);
  if (!found) throw new DomainError('not_found', STORY_NOT_FOUND);
  return storyAnswer(found);
}

export async function createAdminStory(
  db: Executor,
  actor: StaffActor,
  draft: AdminStoryDraft,
  now: Date,
  storiesChanged: CatalogChanged,
): Promise<AdminStoryAnswer> {
  assertRole(actor, 'admin');
  const created = await createJournaled(db, { actor, entity: 'story', now }, (tx) =>
    createAdminStoriesRepository(tx).insert(newRecordId('story'), draft),
  );
  storiesChanged();
  return storyAnswer(created);
}

export async function updateAdminStory(
  db: Executor,
  actor: StaffActor,
  id: string,
  { story, version }: { story: AdminStory; version: number },
  now: Date,
  storiesChanged: CatalogChanged,
): Promise<AdminStoryAnswer> {
  assertRole(actor, 'admin');
  if (story._id !== id) throw new DomainError('invalid', CONTENT_ID_MISMATCH);
  const { saved, changed } = await saveVersioned(db, {
    actor,
    entity: 'story',
    id,
    edited: story,
    version,
    now,
    store: createAdminStoriesRepository,
    notFound: STORY_NOT_FOUND,
    conflictAnswer: storyAnswer,
  });
  if (changed) storiesChanged();
  return storyAnswer(saved);
}

export async function deleteAdminStory(
  db: Executor,
  actor: StaffActor,
  id: string,
  version: number,
  now: Date,
  storiesChanged: CatalogChanged,
): Promise<{ message: string }> {
  assertRole(actor, 'admin');
  await removeVersioned(db, {
    actor,
    entity: 'story',
    id,
    version,
    now,
    store: createAdminStoriesRepository,
    notFound: STORY_NOT_FOUND,
    conflictAnswer: storyAnswer,
  });
  storiesChanged();
  return { message: STORY_DELETED };
}
