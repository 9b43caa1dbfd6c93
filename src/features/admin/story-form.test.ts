import { describe, expect, it } from 'vitest';
import type { AdminStory } from '../../domain/contract/admin-content';
import { toLocalMoment } from './content-form';
import {
  blankSlide,
  blankStory,
  previewStory,
  STORY_NO_COVER,
  STORY_NO_HREF,
  STORY_NO_PRODUCT,
  STORY_NO_SLIDE_PHOTO,
  StoryFormValues,
  storyFormValues,
  storyFromForm,
  theirStoryParts,
} from './story-form';

const NOW = Date.parse('2026-11-27T09:00:00.000Z');
const picture = (base: string) => ({ base, width: 720, height: 1280, alt: 'Пирог' });

const story: Omit<AdminStory, '_id'> = {
  title: 'Закваска',
  cover: { ...picture('/images/uploaded/cover'), width: 320, height: 320 },
  slides: [
    { image: picture('/images/uploaded/one'), text: 'Кормим закваску.', durationMs: 5000 },
    { image: picture('/images/uploaded/two'), text: 'Печём.', durationMs: 7500 },
  ],
  action: { label: 'К адресам', href: '/adresa' },
  sortOrder: 20,
  publishedAt: '2026-11-20T08:00:00.000Z',
  hidden: false,
};

/** The messages the form shows, by field path. */
const messagesOf = (values: unknown) =>
  Object.fromEntries(
    (StoryFormValues.safeParse(values).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );

describe('the story form', () => {
  it('turns a saved story into values and back unchanged (a live story keeps its moment)', () => {
    const values = storyFormValues(story, NOW);
    expect(values).toMatchObject({ actionKind: 'link', actionHref: '/adresa', publish: 'now' });
    expect(values.slides.map((slide) => slide.seconds)).toEqual([5, 7.5]);
    expect(StoryFormValues.parse(values)).toEqual(values);
    expect(storyFromForm(values, NOW, story.publishedAt)).toEqual(story);
  });

  it('publishes «now» at the moment of saving when the story was scheduled or is new', () => {
    const scheduled = { ...story, publishedAt: '2026-11-28T08:00:00.000Z' };
    const values = storyFormValues(scheduled, NOW);
    expect(values.publish).toBe('at');
    expect(storyFromForm(values, NOW, scheduled.publishedAt).publishedAt).toBe(scheduled.publishedAt);
    const now = storyFromForm({ ...values, publish: 'now' }, NOW, scheduled.publishedAt);
    expect(now.publishedAt).toBe(new Date(NOW).toISOString());
    expect(storyFromForm(blankStory(NOW), NOW).publishedAt).toBe(new Date(NOW).toISOString());
  });

  it('schedules at the typed time of this device’s clock', () => {
    const at = new Date(NOW + 3_600_000).toISOString();
    const values = { ...storyFormValues(story, NOW), publish: 'at' as const, publishedAt: toLocalMoment(at) };
    expect(storyFromForm(values, NOW, story.publishedAt).publishedAt).toBe(at);
    expect(messagesOf({ ...values, publishedAt: '' })).toEqual({ publishedAt: 'Укажите дату и время' });
  });

  it('makes the button a product, a page of the site or none', () => {
    const values = storyFormValues(story, NOW);
    const product = { ...values, actionKind: 'product' as const, actionProductId: 'grusha-shokolad' };
    expect(storyFromForm(product, NOW).action).toEqual({ label: 'К адресам', productId: 'grusha-shokolad' });
    expect(storyFromForm({ ...values, actionKind: 'none' }, NOW).action).toBeNull();
    expect(storyFormValues({ ...story, action: { label: 'Купить', productId: 'medovik' } }, NOW)).toMatchObject({
      actionKind: 'product',
      actionProductId: 'medovik',
      actionHref: '',
    });
    // A button left out is not checked at all.
    expect(messagesOf({ ...values, actionKind: 'none', actionLabel: '', actionHref: 'где-то' })).toEqual({});
  });

  it('says what is missing on the field the operator sees, with the contract’s own words', () => {
    expect(messagesOf(blankStory(NOW))).toEqual({
      'cover.base': STORY_NO_COVER,
      'slides.0.image.base': STORY_NO_SLIDE_PHOTO,
      title: 'Введите название',
    });
    const values = storyFormValues(story, NOW);
    expect(messagesOf({ ...values, actionKind: 'product', actionProductId: '' })).toEqual({
      actionProductId: STORY_NO_PRODUCT,
    });
    expect(messagesOf({ ...values, actionHref: '' })).toEqual({ actionHref: STORY_NO_HREF });
    expect(messagesOf({ ...values, actionHref: 'https://evil.example/' })).toEqual({
      actionHref: 'Ссылка ведёт на страницу сайта и начинается с /',
    });
    expect(messagesOf({ ...values, actionLabel: ' ' })).toEqual({ actionLabel: 'Введите текст кнопки' });
    const slides = [{ ...values.slides[0], seconds: 0.5 }];
    expect(messagesOf({ ...values, slides })).toEqual({ 'slides.0.seconds': 'Слайд показывается от 1 до 30 секунд' });
    expect(messagesOf({ ...values, slides: [] })).toEqual({ slides: 'Нужен хотя бы один слайд' });
    expect(messagesOf({ ...values, title: 'История\u0007' })).toHaveProperty('title');
  });

  it('previews what is typed, once the cover and a slide have photos', () => {
    expect(previewStory(blankStory(NOW), 'new')).toBeNull();
    const values = { ...storyFormValues(story, NOW), title: ' ', slides: [...storyFormValues(story, NOW).slides] };
    values.slides.push({ ...blankSlide(), text: 'Ещё без фото' });
    values.slides[0] = { ...values.slides[0], seconds: Number.NaN } as (typeof values.slides)[number];
    const preview = previewStory(values, 'zakvaska');
    expect(preview).toMatchObject({ _id: 'zakvaska', title: 'Без названия', action: story.action });
    expect(preview?.slides.map((slide) => slide.durationMs)).toEqual([5000, 7500]);
  });

  it('names the parts another person saved differently, in words', () => {
    const mine = storyFormValues(story, NOW);
    expect(theirStoryParts(mine, mine)).toEqual({});
    const theirs = {
      ...mine,
      title: 'Хлеб на закваске',
      slides: mine.slides.slice(0, 1),
      actionKind: 'none' as const,
      hidden: true,
      // Both «now»: the hidden time field may differ without meaning anything.
      publishedAt: '2030-01-01T00:00',
    };
    expect(theirStoryParts(mine, theirs)).toEqual({
      title: 'Хлеб на закваске',
      slides: '1 слайд: «Кормим закваску.» (5 с)',
      action: 'без кнопки',
      hidden: 'да',
    });
  });
});
