import { z } from 'zod';
import { imageSize } from '../../domain/catalog/images';
import { type AdminStory, AdminStoryDraft } from '../../domain/contract/admin-content';
import type { Story } from '../../domain/contract/catalog';
import type { Picture } from '../../domain/contract/common';
import { sameValue } from './conflict';
import { fromLocalMoment, LocalMoment, toLocalMoment } from './content-form';

/*
 * The story form's values (issue 29): the contract's story with a slide's time
 * in seconds, the button as a choice of three (none, a product, a page of the
 * site) and the moment as «now» or a `datetime-local` time. Whatever the
 * contract refuses is refused here with its own Russian message, on the field
 * the operator sees.
 */

export const STORY_ACTION_KINDS = ['none', 'product', 'link'] as const;
export type StoryActionKind = (typeof STORY_ACTION_KINDS)[number];
export const STORY_PUBLISH = ['now', 'at'] as const;

const FormPicture = z.object({ base: z.string(), width: z.number(), height: z.number(), alt: z.string() });
const FormSlide = z.object({
  image: FormPicture,
  text: z.string(),
  seconds: z.number({ message: 'Укажите длительность слайда' }),
});
export type StorySlideValues = z.infer<typeof FormSlide>;

const StoryFields = z.object({
  title: z.string(),
  cover: FormPicture,
  slides: z.array(FormSlide),
  actionKind: z.enum(STORY_ACTION_KINDS),
  actionLabel: z.string(),
  actionProductId: z.string(),
  actionHref: z.string(),
  sortOrder: z.number({ message: 'Укажите порядок' }),
  publish: z.enum(STORY_PUBLISH),
  publishedAt: z.string(),
  hidden: z.boolean(),
});
type Fields = z.infer<typeof StoryFields>;

export const STORY_NO_COVER = 'Загрузите обложку';
export const STORY_NO_SLIDE_PHOTO = 'Загрузите фото слайда';
export const STORY_NO_PRODUCT = 'Выберите товар';
export const STORY_NO_HREF = 'Укажите страницу сайта, например /akcii';

/** Where a contract issue's path shows in the form. */
function formPath(path: readonly PropertyKey[]): PropertyKey[] {
  const [first, second, third] = path;
  if (first === 'action') {
    if (second === 'href') return ['actionHref'];
    if (second === 'productId') return ['actionProductId'];
    return ['actionLabel'];
  }
  if (first === 'slides' && third === 'durationMs') return ['slides', second as number, 'seconds'];
  return [...path];
}

export const StoryFormValues = StoryFields.superRefine((values, context) => {
  const said = new Set<string>();
  const add = (path: PropertyKey[], message: string) => {
    const key = path.join('.');
    if (said.has(key)) return;
    said.add(key);
    context.addIssue({ code: 'custom', message, path });
  };
  // The operator's words first: «upload a photo» rather than the path rule it breaks.
  if (values.cover.base === '') add(['cover', 'base'], STORY_NO_COVER);
  values.slides.forEach((slide, index) => {
    if (slide.image.base === '') add(['slides', index, 'image', 'base'], STORY_NO_SLIDE_PHOTO);
  });
  if (values.actionKind === 'product' && values.actionProductId === '') add(['actionProductId'], STORY_NO_PRODUCT);
  if (values.actionKind === 'link' && values.actionHref.trim() === '') add(['actionHref'], STORY_NO_HREF);
  if (values.publish === 'at') {
    const moment = LocalMoment.safeParse(values.publishedAt);
    if (!moment.success) add(['publishedAt'], moment.error.issues[0]?.message ?? 'Укажите дату и время');
  }
  const parsed = AdminStoryDraft.safeParse(storyFromForm(values, Date.now()));
  for (const issue of parsed.error?.issues ?? []) add(formPath(issue.path), issue.message);
});
export type StoryFormValues = z.infer<typeof StoryFormValues>;

function actionOf(values: Fields): AdminStory['action'] {
  if (values.actionKind === 'product') return { label: values.actionLabel, productId: values.actionProductId };
  if (values.actionKind === 'link') return { label: values.actionLabel, href: values.actionHref.trim() };
  return null;
}

/**
 * The story to send. «Now» keeps a moment already past (saving a live story
 * does not move it) and is this moment otherwise; a typed time is this
 * device's clock, sent as UTC.
 */
export function storyFromForm(values: Fields, now: number, current?: string): Omit<AdminStory, '_id'> {
  const keep = current !== undefined && Date.parse(current) <= now;
  const at = Number.isNaN(new Date(values.publishedAt).getTime())
    ? values.publishedAt
    : fromLocalMoment(values.publishedAt);
  return {
    title: values.title,
    cover: values.cover,
    slides: values.slides.map((slide) => ({
      image: slide.image,
      text: slide.text,
      durationMs: Math.round(slide.seconds * 1000),
    })),
    action: actionOf(values),
    sortOrder: values.sortOrder,
    publishedAt: values.publish === 'now' ? (keep ? current : new Date(now).toISOString()) : at,
    hidden: values.hidden,
  };
}

export function storyFormValues(story: Omit<AdminStory, '_id'>, now: number): StoryFormValues {
  const { action } = story;
  return {
    title: story.title,
    cover: story.cover,
    slides: story.slides.map((slide) => ({ image: slide.image, text: slide.text, seconds: slide.durationMs / 1000 })),
    actionKind: action === null ? 'none' : action.productId ? 'product' : 'link',
    actionLabel: action?.label ?? '',
    actionProductId: action?.productId ?? '',
    actionHref: action?.href ?? '',
    sortOrder: story.sortOrder,
    publish: Date.parse(story.publishedAt) > now ? 'at' : 'now',
    publishedAt: toLocalMoment(story.publishedAt),
    hidden: story.hidden,
  };
}

const noPicture = (kind: 'story' | 'storyCover'): Picture => ({ base: '', ...imageSize(kind), alt: '' });

/** A new slide: no photo yet, five seconds as the shop's own stories. */
export const blankSlide = (): StorySlideValues => ({ image: noPicture('story'), text: '', seconds: 5 });

/** A new story: first in the strip, published on save, no button. */
export const blankStory = (now: number): StoryFormValues => ({
  title: '',
  cover: noPicture('storyCover'),
  slides: [blankSlide()],
  actionKind: 'none',
  actionLabel: '',
  actionProductId: '',
  actionHref: '',
  sortOrder: 0,
  publish: 'now',
  publishedAt: toLocalMoment(new Date(now).toISOString()),
  hidden: false,
});

/**
 * The story as the shop's strip and viewer will draw it, from what is typed so
 * far; `null` until the cover and a slide have photos (there is nothing to draw).
 */
export function previewStory(values: Fields, id: string): Story | null {
  const slides = values.slides
    .filter((slide) => slide.image.base !== '')
    .map((slide) => ({
      image: slide.image,
      text: slide.text,
      durationMs: Number.isFinite(slide.seconds) ? Math.min(30_000, Math.max(1000, slide.seconds * 1000)) : 5000,
    }));
  if (values.cover.base === '' || slides.length === 0) return null;
  const action = actionOf(values);
  return {
    _id: id,
    title: values.title.trim() || 'Без названия',
    cover: values.cover,
    slides,
    action: action && { ...action, label: action.label.trim() || 'Кнопка' },
  };
}

export const STORY_FIELD_LABELS = {
  title: 'Название',
  cover: 'Обложка (кружок на главной)',
  slides: 'Слайды',
  action: 'Кнопка',
  sortOrder: 'Место в ленте (меньше — левее)',
  publish: 'Публикация',
  hidden: 'Скрыта от покупателей',
} as const;
export type StoryPart = keyof typeof STORY_FIELD_LABELS;

const slidesWord = (count: number) => {
  const tens = count % 100;
  const ones = count % 10;
  if (tens >= 11 && tens <= 14) return 'слайдов';
  if (ones === 1) return 'слайд';
  return ones >= 2 && ones <= 4 ? 'слайда' : 'слайдов';
};

/** A part of the story as words, to show beside the field what another person saved. */
function describePart(part: StoryPart, values: StoryFormValues): string {
  switch (part) {
    case 'title':
      return values.title;
    case 'cover':
      return values.cover.alt ? `другое фото («${values.cover.alt}»)` : 'другое фото';
    case 'slides':
      return `${values.slides.length} ${slidesWord(values.slides.length)}: ${values.slides
        .map((slide) => `«${slide.text}» (${slide.seconds} с)`)
        .join(', ')}`;
    case 'action':
      if (values.actionKind === 'none') return 'без кнопки';
      return values.actionKind === 'product'
        ? `«${values.actionLabel}» → товар ${values.actionProductId}`
        : `«${values.actionLabel}» → ${values.actionHref}`;
    case 'sortOrder':
      return String(values.sortOrder);
    case 'publish':
      return values.publish === 'now' ? 'сразу' : values.publishedAt.replace('T', ' ');
    case 'hidden':
      return values.hidden ? 'да' : 'нет';
  }
}

const PART_FIELDS: Record<StoryPart, readonly (keyof StoryFormValues)[]> = {
  title: ['title'],
  cover: ['cover'],
  slides: ['slides'],
  action: ['actionKind', 'actionLabel', 'actionProductId', 'actionHref'],
  sortOrder: ['sortOrder'],
  publish: ['publish', 'publishedAt'],
  hidden: ['hidden'],
};

/**
 * A stale save: what the other person saved, in words, for each part of the
 * story that differs from what the operator typed (an absent part is the same).
 */
export function theirStoryParts(mine: StoryFormValues, theirs: StoryFormValues): Partial<Record<StoryPart, string>> {
  const parts: Partial<Record<StoryPart, string>> = {};
  for (const part of Object.keys(PART_FIELDS) as StoryPart[]) {
    // «Now» against «now» is the same whatever the clock shows in the hidden time field.
    const fields = part === 'publish' && mine.publish === 'now' && theirs.publish === 'now' ? [] : PART_FIELDS[part];
    if (fields.some((field) => !sameValue(mine[field], theirs[field]))) parts[part] = describePart(part, theirs);
  }
  return parts;
}
