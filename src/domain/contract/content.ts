import { z } from 'zod';
import { EntityId, IsoDateTime, Picture } from './common';

export const Post = z.object({
  _id: EntityId,
  slug: EntityId,
  title: z.string().min(1),
  excerpt: z.string(),
  /** Paragraphs of plain text. */
  body: z.array(z.string()),
  cover: Picture,
  publishedAt: IsoDateTime,
  like: z.number().int().nonnegative(),
  views: z.number().int().nonnegative(),
});
export type Post = z.infer<typeof Post>;

const ClockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

/** Opening hours of one weekday; `null` means closed that day. */
export const DayHours = z.object({ opens: ClockTime, closes: ClockTime }).nullable();

export const Shop = z.object({
  _id: EntityId,
  title: z.string().min(1),
  address: z.string().min(1),
  city: z.string().min(1),
  phone: z.string().min(1),
  /** Monday first, seven entries, times in Europe/Minsk. */
  hours: z.array(DayHours).length(7),
  location: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }),
});
export type Shop = z.infer<typeof Shop>;

export const Alert = z.object({
  _id: EntityId,
  title: z.string().min(1),
  text: z.string().min(1),
  link: z.object({ label: z.string(), href: z.string() }).nullable(),
  dateTimeFrom: IsoDateTime,
  dateTimeTo: IsoDateTime,
  /**
   * `null`: every shopper. A shop: that shop's kiosks and the shoppers who chose it for pickup
   * (the device decides, from its kiosk enrolment or its cart's pickup point).
   */
  shopId: EntityId.nullable().default(null),
});
export type Alert = z.infer<typeof Alert>;

/** `GET /api/alerts`. */
export const AlertsAnswer = z.object({ alertsData: z.array(Alert) });
export type AlertsAnswer = z.infer<typeof AlertsAnswer>;
