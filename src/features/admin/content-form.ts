import { z } from 'zod';
import { type AdminAlert, AdminAlertDraft } from '../../domain/contract/admin';
import { type AdminPost, AdminPostDraft } from '../../domain/contract/admin-content';

/*
 * The news and alert forms' values: the contract's own schemas (the same
 * Russian messages as the server) with moments as a `datetime-local` input
 * gives them (this device's time) and a post's paragraphs as one text.
 */

export const LocalMoment = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/, 'Укажите дату и время')
  .refine((value) => !Number.isNaN(new Date(value).getTime()), 'Укажите дату и время');

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO moment as a `datetime-local` value on this device's clock. */
export function toLocalMoment(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export const fromLocalMoment = (value: string): string => new Date(value).toISOString();

/** Paragraphs are separated by an empty line. */
export const paragraphsOf = (text: string): string[] =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');

export const PostFormValues = AdminPostDraft.extend({
  body: z.string().refine((text) => paragraphsOf(text).length > 0, 'Напишите текст новости'),
  publishedAt: LocalMoment,
});
export type PostFormValues = z.infer<typeof PostFormValues>;

export const postFormValues = (post: Omit<AdminPost, '_id'>): PostFormValues => ({
  ...post,
  body: post.body.join('\n\n'),
  publishedAt: toLocalMoment(post.publishedAt),
});

export const postFromForm = (values: PostFormValues) => ({
  ...values,
  body: paragraphsOf(values.body),
  publishedAt: fromLocalMoment(values.publishedAt),
});

export const POST_FIELD_LABELS = {
  title: 'Заголовок',
  slug: 'Адрес страницы (латиницей)',
  excerpt: 'Анонс',
  body: 'Текст (абзацы — через пустую строку)',
  publishedAt: 'Опубликовать',
  hidden: 'Скрыта от покупателей',
} as const;
export const POST_FIELDS = Object.keys(POST_FIELD_LABELS) as (keyof typeof POST_FIELD_LABELS)[];

/** Said before saving an alert whose window holds the present moment. */
export const LIVE_ALERT_WARNING = 'Все покупатели увидят окно, которое нельзя закрыть';

/** The alert form: a button is optional, so its two texts may both stay empty. */
export const AlertFormValues = z
  .object({
    title: z.string(),
    text: z.string(),
    linkLabel: z.string(),
    linkHref: z.string(),
    dateTimeFrom: LocalMoment,
    dateTimeTo: LocalMoment,
    shopId: z.string(),
  })
  .superRefine((values, context) => {
    const parsed = AdminAlertDraft.safeParse(alertFromForm(values));
    if (parsed.success) return;
    for (const issue of parsed.error.issues) {
      const [first, second] = issue.path;
      const field = first === 'link' ? (second === 'href' ? 'linkHref' : 'linkLabel') : first;
      context.addIssue({ code: 'custom', message: issue.message, path: [String(field)] });
    }
  });
export type AlertFormValues = z.infer<typeof AlertFormValues>;

export function alertFromForm(values: AlertFormValues) {
  const moment = (value: string) => (Number.isNaN(new Date(value).getTime()) ? value : fromLocalMoment(value));
  return {
    title: values.title,
    text: values.text,
    link:
      values.linkLabel.trim() === '' && values.linkHref.trim() === ''
        ? null
        : { label: values.linkLabel, href: values.linkHref },
    dateTimeFrom: moment(values.dateTimeFrom),
    dateTimeTo: moment(values.dateTimeTo),
    shopId: values.shopId === '' ? null : values.shopId,
  };
}

export const alertFormValues = (alert: Omit<AdminAlert, '_id'>): AlertFormValues => ({
  title: alert.title,
  text: alert.text,
  linkLabel: alert.link?.label ?? '',
  linkHref: alert.link?.href ?? '',
  dateTimeFrom: toLocalMoment(alert.dateTimeFrom),
  dateTimeTo: toLocalMoment(alert.dateTimeTo),
  shopId: alert.shopId ?? '',
});
