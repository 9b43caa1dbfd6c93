import { z } from 'zod';
import { MAX_PIECE_WEIGHT, nutritionProblems, PIECE_HEAVIER_THAN_PRODUCT_MESSAGE } from '../catalog/nutrition';
import { Allergens, Product } from './catalog';
import { ShopDate } from './checkout';
import { EntityId, IsoDateTime, Picture, safeText } from './common';
import { Alert, DayHours, Shop } from './content';

/*
 * The back office (issue 29): staff with the `admin` role (and, for their
 * shops' day-to-day settings, `manager`) change what the shop sells. Every
 * record travels with its `version`: an edit made on an older version is
 * refused with `409` and the record as it is now, so nothing typed is lost
 * silently and nothing is overwritten blindly.
 */

export const STALE_VERSION_MESSAGE = 'Запись изменил другой сотрудник — обновите';

/** The version an edit was made on: raised by every saved change. */
export const RecordVersion = z.number().int().nonnegative();

export const oneLine = (max: number, empty: string) =>
  safeText({ trim: true }).min(1, empty).max(max, `Не длиннее ${max} символов`);
export const paragraphs = (max: number) =>
  safeText({ multiline: true, trim: true }).max(max, `Не длиннее ${max} символов`);

const grams = (name: string) =>
  z
    .number({ message: `Укажите ${name}` })
    .min(0, 'Не меньше нуля')
    .max(100, 'Не больше 100 г на 100 г');

/**
 * КБЖУ as staff enter it: each number in range, the macros fitting in 100 g,
 * the energy agreeing with them (4/9/4 kcal per gram, within 15 %), and the
 * weight of one piece the shop counts «на 1 шт.» from.
 */
export const AdminNutrition = z
  .object({
    kcal: z.number({ message: 'Укажите калорийность' }).min(0, 'Не меньше нуля').max(900, 'Не больше 900 ккал'),
    proteins: grams('белки'),
    fats: grams('жиры'),
    carbs: grams('углеводы'),
    weight: z
      .number({ message: 'Укажите вес 1 шт.' })
      .positive('Вес 1 шт. должен быть больше нуля')
      .max(MAX_PIECE_WEIGHT, 'Слишком большой вес'),
  })
  .superRefine((nutrition, context) => {
    for (const problem of nutritionProblems(nutrition)) {
      context.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
    }
  });

/** Allergens as staff enter them; the store keeps them normalised (what is ticked under «не указаны» is not kept). */
const AdminAllergens = Allergens.extend({ known: z.boolean({ message: 'Укажите, известны ли аллергены' }) });

/**
 * A product as the back office edits it: the shop's own `Product` (so the
 * shop reads exactly what was saved), without what shoppers make (ratings),
 * with what only staff see (visibility, order within the category), and with
 * the limits a form needs.
 */
export const AdminProduct = Product.omit({ rating: true }).extend({
  title: oneLine(120, 'Введите название'),
  composition: paragraphs(2000),
  description: paragraphs(4000),
  weight: z
    .number({ message: 'Укажите вес' })
    .int('Вес — целое число')
    .positive('Вес должен быть больше нуля')
    .max(100_000, 'Слишком большой вес'),
  discount: z
    .number({ message: 'Укажите скидку' })
    .int('Скидка — целое число процентов')
    .min(0, 'Скидка от 0 до 100 %')
    .max(100, 'Скидка от 0 до 100 %'),
  image: Picture.extend({
    base: safeText()
      .startsWith('/', 'Путь к фото начинается с /')
      .max(300, 'Слишком длинный путь к фото')
      .refine((base) => !base.startsWith('//'), 'Фото берётся только с сайта пекарни'),
    alt: safeText({ trim: true }).max(200, 'Не длиннее 200 символов'),
  }),
  // Required and in today's form only (no defaults, no older forms): a back office from before must not wipe what was entered.
  nutrition: AdminNutrition.nullable(),
  allergens: AdminAllergens,
  vegetarian: z.boolean(),
  lean: z.boolean(),
  /** Shown in the catalogue; a hidden product stays for order history and leaves carts. */
  visible: z.boolean(),
  /** Position within its category (smaller first). */
  sortOrder: z.number().int('Порядок — целое число').min(0).max(100_000),
});
export type AdminProduct = z.infer<typeof AdminProduct>;

export const AdminProductParams = z.object({ id: EntityId });

/** `GET /api/admin/products/{id}` and a saved `PUT`: the product and the version to edit next. */
export const AdminProductAnswer = z.object({ product: AdminProduct, version: RecordVersion });
export type AdminProductAnswer = z.infer<typeof AdminProductAnswer>;

/** `PUT /api/admin/products/{id}`: the whole product as edited and the version it was read at. */
export const AdminProductBody = z
  .object({ product: AdminProduct, version: RecordVersion })
  .superRefine(({ product }, context) => {
    if (product.nutrition && product.nutrition.weight > product.weight) {
      context.addIssue({
        code: 'custom',
        path: ['product', 'nutrition', 'weight'],
        message: PIECE_HEAVIER_THAN_PRODUCT_MESSAGE,
      });
    }
  });
export type AdminProductBody = z.infer<typeof AdminProductBody>;

/** `409`: someone saved first; the answer carries the product as it is now. */
export const AdminProductConflict = z.object({
  message: z.string(),
  product: AdminProduct,
  version: RecordVersion,
});

export const AdminProductsAnswer = z.object({ products: z.array(AdminProductAnswer) });
export type AdminProductsAnswer = z.infer<typeof AdminProductsAnswer>;

/** `GET /api/admin/stoplist?shop=&date=`: a shop's sold-out products on a shop day (today when no date is given). */
export const AdminStoplistQuery = z.object({ shop: EntityId, date: ShopDate.optional() });

export const AdminStoplistAnswer = z.object({ shop: EntityId, date: ShopDate, soldOut: z.array(EntityId) });
export type AdminStoplistAnswer = z.infer<typeof AdminStoplistAnswer>;

/** `PUT /api/admin/stoplist`: mark a product sold out at a shop for a day (today by default), or back on sale. */
export const AdminStoplistBody = z.object({
  shop: EntityId,
  product: EntityId,
  date: ShopDate.optional(),
  soldOut: z.boolean({ message: 'Укажите, есть ли товар в наличии' }),
});
export type AdminStoplistBody = z.infer<typeof AdminStoplistBody>;

/** What the journal records changes of. */
export const ADMIN_ENTITIES = [
  'product',
  'stoplist',
  'shop',
  'alert',
  'zone',
  'delivery_settings',
  'staff',
  'promo',
  'category',
  'post',
  'story',
] as const;
export const AdminEntity = z.enum(ADMIN_ENTITIES);
export type AdminEntity = z.infer<typeof AdminEntity>;

/** `GET /api/admin/audit`: the newest changes first, filtered by record and by person. */
export const AdminAuditQuery = z.object({
  entity: AdminEntity.optional(),
  /** A record's id within `entity` (a product id; `shop/product/date` for a stop-list entry). */
  entityId: safeText().max(200).optional(),
  staff: z.string().uuid('Некорректный идентификатор сотрудника').optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

export const AdminAuditEntry = z.object({
  at: IsoDateTime,
  staff: z.object({ id: z.string(), name: z.string() }),
  entity: AdminEntity,
  entityId: z.string(),
  before: z.record(z.string(), z.unknown()),
  after: z.record(z.string(), z.unknown()),
});
export const AdminAuditAnswer = z.object({ entries: z.array(AdminAuditEntry) });
export type AdminAuditAnswer = z.infer<typeof AdminAuditAnswer>;

/** A weekday's hours as a form sends them: closed (`null`), or opening before closing. */
const EditedDayHours = DayHours.refine((day) => day === null || day.opens < day.closes, {
  message: 'Пекарня должна открываться раньше, чем закрывается',
});

/** A shop as the back office edits it: managers change its hours, admins everything. */
export const AdminShop = Shop.extend({
  title: oneLine(120, 'Введите название'),
  address: oneLine(200, 'Введите адрес'),
  city: oneLine(80, 'Введите город'),
  phone: oneLine(40, 'Введите телефон'),
  hours: z.array(EditedDayHours).length(7, 'Часы работы — на каждый день недели'),
});
export type AdminShop = z.infer<typeof AdminShop>;

export const AdminShopParams = z.object({ id: EntityId });
export const AdminShopAnswer = z.object({ shop: AdminShop, version: RecordVersion });
export type AdminShopAnswer = z.infer<typeof AdminShopAnswer>;
export const AdminShopBody = z.object({ shop: AdminShop, version: RecordVersion });
export type AdminShopBody = z.infer<typeof AdminShopBody>;
export const AdminShopConflict = z.object({ message: z.string(), shop: AdminShop, version: RecordVersion });

/** Where an alert's button leads: a page of the shop itself, never another site. */
export const SitePath = safeText()
  .startsWith('/', 'Ссылка ведёт на страницу сайта и начинается с /')
  .max(300, 'Слишком длинная ссылка')
  .refine((href) => !href.startsWith('//'), 'Ссылка ведёт на страницу сайта и начинается с /');

const windowInOrder = (alert: { dateTimeFrom: string; dateTimeTo: string }) =>
  Date.parse(alert.dateTimeFrom) < Date.parse(alert.dateTimeTo);
const WINDOW_ORDER = {
  message: 'Окно показа должно заканчиваться позже, чем начинается',
  path: ['dateTimeTo'],
};

/** The fields of an alert (SPEC §2's non-closable modal) as the back office writes them. */
const AlertFields = Alert.omit({ _id: true }).extend({
  title: oneLine(120, 'Введите заголовок'),
  text: paragraphs(2000).min(1, 'Введите текст'),
  link: z.object({ label: oneLine(60, 'Введите текст кнопки'), href: SitePath }).nullable(),
});

/** `POST /api/admin/alerts`: a new alert; its id is made by the server. */
export const AdminAlertDraft = AlertFields.refine(windowInOrder, WINDOW_ORDER);
export type AdminAlertDraft = z.infer<typeof AdminAlertDraft>;

export const AdminAlert = AlertFields.extend({ _id: EntityId }).refine(windowInOrder, WINDOW_ORDER);
export type AdminAlert = z.infer<typeof AdminAlert>;

export const AdminAlertParams = z.object({ id: EntityId });
export const AdminAlertAnswer = z.object({ alert: AdminAlert, version: RecordVersion });
export type AdminAlertAnswer = z.infer<typeof AdminAlertAnswer>;
export const AdminAlertsAnswer = z.object({ alerts: z.array(AdminAlertAnswer) });
export const AdminAlertBody = z.object({ alert: AdminAlert, version: RecordVersion });
export const AdminAlertDeleteBody = z.object({ version: RecordVersion });
export const AdminAlertConflict = z.object({ message: z.string(), alert: AdminAlert, version: RecordVersion });
export const AdminDeletedAnswer = z.object({ message: z.string() });
