import { z } from 'zod';
import { AdminProduct, oneLine, paragraphs, RecordVersion, SitePath } from './admin';
import { Story, StorySlide } from './catalog';
import { EntityId, IsoDateTime } from './common';
import { Post } from './content';

/*
 * News posts and stories as the back office writes them (issue 29). Both are
 * the shop's own shapes (so the shop reads exactly what was saved) plus what
 * only staff see: `hidden` (taken down, likes and views kept) and
 * `publishedAt` (a later moment schedules it: shoppers get it from then on).
 */

/** A picture of the site itself, as the product editor takes it (a path; the upload fills it in). */
export const AdminPicture = AdminProduct.shape.image;

/** A post's fields as edited; its likes and views are the shoppers' and never travel back. */
const PostFields = Post.omit({ _id: true, like: true, views: true }).extend({
  slug: EntityId,
  title: oneLine(160, 'Введите заголовок'),
  excerpt: paragraphs(500),
  body: z
    .array(paragraphs(4000).min(1, 'Пустой абзац — удалите его'))
    .min(1, 'Напишите текст новости')
    .max(60, 'Не больше 60 абзацев'),
  cover: AdminPicture,
  publishedAt: IsoDateTime,
  hidden: z.boolean(),
});

/** `POST /api/admin/posts`: a new post; its id is made by the server. */
export const AdminPostDraft = PostFields;
export type AdminPostDraft = z.infer<typeof AdminPostDraft>;
export const AdminPost = PostFields.extend({ _id: EntityId });
export type AdminPost = z.infer<typeof AdminPost>;

export const AdminContentParams = z.object({ id: EntityId });
export const AdminPostAnswer = z.object({
  post: AdminPost,
  version: RecordVersion,
  /** The shoppers' counters, shown beside the form. */
  like: z.number().int().nonnegative(),
  views: z.number().int().nonnegative(),
});
export type AdminPostAnswer = z.infer<typeof AdminPostAnswer>;
export const AdminPostsAnswer = z.object({ posts: z.array(AdminPostAnswer) });
export type AdminPostsAnswer = z.infer<typeof AdminPostsAnswer>;
export const AdminPostBody = z.object({ post: AdminPost, version: RecordVersion });
export type AdminPostBody = z.infer<typeof AdminPostBody>;
export const AdminPostConflict = AdminPostAnswer.extend({ message: z.string() });

export const AdminContentDeleteBody = z.object({ version: RecordVersion });

const AdminStorySlide = StorySlide.extend({
  image: AdminPicture,
  text: paragraphs(500),
  durationMs: z
    .number({ message: 'Укажите длительность слайда' })
    .int('Длительность — целое число миллисекунд')
    .min(1000, 'Слайд показывается от 1 до 30 секунд')
    .max(30_000, 'Слайд показывается от 1 до 30 секунд'),
});

const StoryFields = Story.omit({ _id: true }).extend({
  title: oneLine(60, 'Введите название'),
  cover: AdminPicture,
  slides: z.array(AdminStorySlide).min(1, 'Нужен хотя бы один слайд').max(20, 'Не больше 20 слайдов'),
  action: z
    .object({
      label: oneLine(60, 'Введите текст кнопки'),
      productId: EntityId.optional(),
      href: SitePath.optional(),
    })
    .nullable(),
  /** Position among the home page's circles (smaller first). */
  sortOrder: z.number().int('Порядок — целое число').min(0).max(100_000),
  publishedAt: IsoDateTime,
  hidden: z.boolean(),
});

/** `POST /api/admin/stories`: a new story; its id is made by the server. */
export const AdminStoryDraft = StoryFields;
export type AdminStoryDraft = z.infer<typeof AdminStoryDraft>;
export const AdminStory = StoryFields.extend({ _id: EntityId });
export type AdminStory = z.infer<typeof AdminStory>;
export const AdminStoryAnswer = z.object({ story: AdminStory, version: RecordVersion });
export type AdminStoryAnswer = z.infer<typeof AdminStoryAnswer>;
export const AdminStoriesAnswer = z.object({ stories: z.array(AdminStoryAnswer) });
export type AdminStoriesAnswer = z.infer<typeof AdminStoriesAnswer>;
export const AdminStoryBody = z.object({ story: AdminStory, version: RecordVersion });
export const AdminStoryConflict = AdminStoryAnswer.extend({ message: z.string() });
