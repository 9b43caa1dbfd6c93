import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { Picture } from '../../src/domain/contract/common';
import type { DayHours, Story } from '../../src/domain/contract/index';
import type { StoredAllergens, StoredNutrition } from './food-values';

type StorySlide = Story['slides'][number];
type StoryAction = Story['action'];
type AlertLink = { label: string; href: string } | null;
type Hours = (typeof DayHours)['_output'][];

/** Courier hours until the shop enters its own: every day 09:00–21:00. */
const DEFAULT_DELIVERY_HOURS: Hours = Array.from({ length: 7 }, () => ({ opens: '09:00', closes: '21:00' }));

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Money is stored as integer kopecks; the wire format (BYN) is derived at the edge. */
export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    category: text('category').notNull(),
    costKopecks: integer('cost_kopecks').notNull(),
    discountPercent: integer('discount_percent').notNull().default(0),
    weight: integer('weight').notNull(),
    unit: text('unit').notNull().default('г'),
    composition: text('composition').notNull(),
    description: text('description').notNull(),
    image: jsonb('image').$type<Picture>().notNull(),
    popular: boolean('popular').notNull().default(false),
    /** КБЖУ per 100 g and the weight of one piece; null = not entered (issue 30). */
    nutrition: jsonb('nutrition').$type<StoredNutrition>(),
    /** Annex II groups contained and possibly traced; null = not entered, which never passes a «Без …» filter. */
    allergens: jsonb('allergens').$type<StoredAllergens>(),
    vegetarian: boolean('vegetarian').notNull().default(false),
    lean: boolean('lean').notNull().default(false),
    /** Withdrawn products stay for order history but leave the catalogue and carts. */
    withdrawn: boolean('withdrawn').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Raised by every back-office edit: an edit made on an older version is refused (409), never lost. */
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('products_category_idx').on(table.category, table.sortOrder),
    check('products_cost_nonnegative', sql`${table.costKopecks} >= 0`),
    check('products_discount_percent_range', sql`${table.discountPercent} between 0 and 100`),
  ],
);

/** One rating per device and product; a later rating from the same device replaces it. */
export const productRatings = pgTable(
  'product_ratings',
  {
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    deviceId: text('device_id').notNull(),
    stars: integer('stars').notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.deviceId] }),
    check('product_ratings_stars_range', sql`${table.stars} between 1 and 5`),
  ],
);

export const stories = pgTable('stories', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  cover: jsonb('cover').$type<Picture>().notNull(),
  slides: jsonb('slides').$type<StorySlide[]>().notNull(),
  action: jsonb('action').$type<StoryAction>(),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
  /** Shown to shoppers from this moment (the back office can schedule a story). */
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  /** Taken down by the back office without deleting it. */
  hidden: boolean('hidden').notNull().default(false),
  /** Raised by every back-office edit (issue 29): an edit made on an older version is refused. */
  version: integer('version').notNull().default(0),
});

export const subSlides = pgTable('sub_slides', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  subtitle: text('subtitle').notNull(),
  image: jsonb('image').$type<Picture>().notNull(),
  href: text('href').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  /** Raised by every back-office edit (issue 29): an edit made on an older version is refused. */
  version: integer('version').notNull().default(0),
});

export const posts = pgTable(
  'posts',
  {
    id: text('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    body: jsonb('body').$type<string[]>().notNull(),
    cover: jsonb('cover').$type<Picture>().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    likeCount: integer('like_count').notNull().default(0),
    viewCount: integer('view_count').notNull().default(0),
    /** Taken down by the back office without deleting it (likes and views stay). */
    hidden: boolean('hidden').notNull().default(false),
    /** Raised by every back-office edit (issue 29): an edit made on an older version is refused. */
    version: integer('version').notNull().default(0),
  },
  (table) => [index('posts_published_at_idx').on(table.publishedAt, table.id)],
);

export const shops = pgTable('shops', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  address: text('address').notNull(),
  city: text('city').notNull(),
  phone: text('phone').notNull(),
  hours: jsonb('hours').$type<Hours>().notNull(),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  /** Raised by every back-office edit (issue 29): an edit made on an older version is refused. */
  version: integer('version').notNull().default(0),
});

export const promos = pgTable(
  'promos',
  {
    id: text('id').primaryKey(),
    title: text('title'),
    dateTimeFrom: timestamp('date_time_from', { withTimezone: true }).notNull(),
    dateTimeTo: timestamp('date_time_to', { withTimezone: true }).notNull(),
    discountPercent: integer('discount_percent'),
    discountFiatKopecks: integer('discount_fiat_kopecks'),
    discountCostKopecks: integer('discount_cost_kopecks'),
    discountForEvery: integer('discount_for_every').notNull().default(1),
    fromTheCostKopecks: integer('from_the_cost_kopecks'),
    fromTheCostFromItems: boolean('from_the_cost_from_items'),
    fromTheCount: integer('from_the_count'),
    fromTheCountFromItems: boolean('from_the_count_from_items'),
    /** `draft` is never applied; `published` applies within its window (so it may be scheduled); `archived` is kept for history. */
    status: text('status').$type<'draft' | 'published' | 'archived'>().notNull().default('published'),
    /** Raised by every back-office edit (issue 29): an edit made on an older version is refused. */
    version: integer('version').notNull().default(0),
  },
  (table) => [
    check('promos_window', sql`${table.dateTimeFrom} <= ${table.dateTimeTo}`),
    check('promos_status_known', sql`${table.status} in ('draft', 'published', 'archived')`),
    check('promos_every_positive', sql`${table.discountForEvery} >= 1`),
    check(
      'promos_one_discount_kind',
      sql`num_nonnulls(${table.discountPercent}, ${table.discountFiatKopecks}, ${table.discountCostKopecks}) = 1`,
    ),
  ],
);

export const promoItems = pgTable(
  'promo_items',
  {
    promoId: text('promo_id')
      .notNull()
      .references(() => promos.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.promoId, table.productId] })],
);

export const alerts = pgTable('alerts', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  text: text('text').notNull(),
  link: jsonb('link').$type<AlertLink>(),
  dateTimeFrom: timestamp('date_time_from', { withTimezone: true }).notNull(),
  dateTimeTo: timestamp('date_time_to', { withTimezone: true }).notNull(),
  /** Raised by every back-office edit (issue 29): an edit made on an older version is refused. */
  version: integer('version').notNull().default(0),
  /** null: every shopper; a shop: that shop's shoppers and kiosks (a shop's manager may post these). */
  shopId: text('shop_id').references(() => shops.id, { onDelete: 'cascade' }),
});

/** A per-device mark on a post; the post's counter moves only when such a row is inserted or deleted. */
const perDevicePostMark = (name: string) =>
  pgTable(
    name,
    {
      postId: text('post_id')
        .notNull()
        .references(() => posts.id, { onDelete: 'cascade' }),
      deviceId: text('device_id').notNull(),
      createdAt: createdAt(),
    },
    (table) => [primaryKey({ columns: [table.postId, table.deviceId] })],
  );

/**
 * One like per device and post (the device is the httpOnly cookie of `server/http/device.ts`).
 * `posts.like_count` is kept in step with these rows in the same transaction, so a repeated
 * like counts once and an unlike only takes back this device's own like.
 */
export const postLikes = perDevicePostMark('post_likes');

/** One counted view per device and post; `posts.view_count` grows only when a row is inserted here. */
export const postViews = perDevicePostMark('post_views');

/** Messages from the feedback form. A closed shop must not take its customers' messages with it: set null. */
export const feedback = pgTable(
  'feedback',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    /** A Belarusian phone number in E.164 (`+375291234567`) or an e-mail address (trimmed). */
    contact: text('contact').notNull(),
    message: text('message').notNull(),
    shopId: text('shop_id').references(() => shops.id, { onDelete: 'set null' }),
    deviceId: text('device_id').notNull(),
    /** The client address the rate limit keyed on, kept to trace abuse. */
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (table) => [index('feedback_created_at_idx').on(table.createdAt)],
);

/**
 * The seven categories of SPEC §2 as the back office names and orders them;
 * their slugs (`CATEGORY_IDS`) stay the URLs, so rows are only ever updated.
 * The migration writes the seven with the titles of `CATEGORY_TITLES`.
 */
export const categories = pgTable('categories', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  /** Raised by every back-office edit (issue 29): an edit made on an older version is refused. */
  version: integer('version').notNull().default(0),
});

/** One row per data set the seed has written, so the seed runs once per database. */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Delivery zones (Minsk's districts): the one place delivery amounts live.
 * Served by `GET /api/delivery/options`; pages, the cart and the checkout read them there.
 */
export const deliveryZones = pgTable(
  'delivery_zones',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    minOrderKopecks: integer('min_order_kopecks').notNull(),
    feeKopecks: integer('fee_kopecks').notNull(),
    /** From this order sum (goods after promotions) delivery is free. */
    freeFromKopecks: integer('free_from_kopecks').notNull(),
    /** The shortest time from ordering to the start of a delivery window. */
    leadMinutes: integer('lead_minutes').notNull(),
    /** The shop that bakes and sends this zone's orders; null: the first shop in `/adresa` order. */
    shopId: text('shop_id'),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Orders one delivery window of this zone takes; null: `delivery_settings.delivery_slot_capacity`. */
    slotCapacity: integer('slot_capacity'),
    /** Raised by every back-office edit (issue 29): an edit made on an older version is refused. */
    version: integer('version').notNull().default(0),
  },
  (table) => [
    check('delivery_zones_amounts_nonnegative', sql`${table.minOrderKopecks} >= 0 and ${table.feeKopecks} >= 0`),
    check('delivery_zones_free_from_nonnegative', sql`${table.freeFromKopecks} >= 0`),
    check('delivery_zones_lead_positive', sql`${table.leadMinutes} > 0`),
    check('delivery_zones_slot_capacity_positive', sql`${table.slotCapacity} is null or ${table.slotCapacity} >= 1`),
  ],
);

/** Delivery settings of the whole shop: one row (id 1), made by the migration. */
export const deliverySettings = pgTable(
  'delivery_settings',
  {
    id: integer('id').primaryKey().default(1),
    /** How many days after today an order may be placed for. */
    maxDaysAhead: integer('max_days_ahead').notNull().default(7),
    /** When couriers deliver, Monday first, times in Europe/Minsk (like a shop's hours), cut into windows of `delivery_slot_minutes`. */
    deliveryHours: jsonb('delivery_hours').$type<Hours>().notNull().default(DEFAULT_DELIVERY_HOURS),
    /** How long a delivery window lasts (and how often one starts), in minutes. */
    deliverySlotMinutes: integer('delivery_slot_minutes').notNull().default(30),
    /** How many orders one delivery window of one zone takes. */
    deliverySlotCapacity: integer('delivery_slot_capacity').notNull().default(4),
    /** How many orders one pickup time of one shop takes. */
    pickupSlotCapacity: integer('pickup_slot_capacity').notNull().default(6),
    /** The shortest time from ordering to a pickup time (zones have their own lead for delivery). */
    pickupLeadMinutes: integer('pickup_lead_minutes').notNull().default(30),
    /** The most units one order may hold: bigger orders are arranged by phone with the shop. */
    maxOrderUnits: integer('max_order_units').notNull().default(200),
    /** The most one order may cost (goods after discounts, before delivery): bigger orders go by phone too. */
    maxOrderTotalKopecks: integer('max_order_total_kopecks').notNull().default(200_000),
    /** Raised by every back-office edit (issue 29): an edit made on an older version is refused. */
    version: integer('version').notNull().default(0),
  },
  (table) => [
    check('delivery_settings_single_row', sql`${table.id} = 1`),
    check('delivery_settings_days_range', sql`${table.maxDaysAhead} between 0 and 60`),
    check(
      'delivery_settings_capacity_positive',
      sql`${table.deliverySlotCapacity} >= 1 and ${table.pickupSlotCapacity} >= 1`,
    ),
    check('delivery_settings_slot_minutes_known', sql`${table.deliverySlotMinutes} in (15, 20, 30, 60, 90, 120)`),
    check('delivery_settings_pickup_lead_nonnegative', sql`${table.pickupLeadMinutes} >= 0`),
    check(
      'delivery_settings_order_caps_positive',
      sql`${table.maxOrderUnits} >= 1 and ${table.maxOrderTotalKopecks} >= 1`,
    ),
  ],
);

/**
 * «Нет в наличии сегодня» (issue 29): a product sold out at one shop for one
 * shop day (Europe/Minsk). It is back by itself the next day; the catalogue
 * shows it, the cart marks it for that shop and date, and checkout refuses it.
 */
export const productStoplist = pgTable(
  'product_stoplist',
  {
    shopId: text('shop_id').notNull(),
    productId: text('product_id').notNull(),
    shopDate: date('shop_date', { mode: 'string' }).notNull(),
    /** Who marked it (a staff id), for the journal. */
    staffId: text('staff_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.shopId, table.productId, table.shopDate] })],
);
