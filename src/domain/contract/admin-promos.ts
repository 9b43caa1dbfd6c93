import { z } from 'zod';
import { RecordVersion } from './admin';
import { Byn, EntityId, IsoDateTime, safeText } from './common';
import { Promo } from './promo';

/*
 * Promotions in the back office (issue 29). A promo is a `draft` (never
 * applied), `published` (applied within its window, so it may be scheduled)
 * or `archived` (kept for history). The shop's own `Promo` is the shape, so
 * what is saved is exactly what the pricing engine prices with; the engine's
 * own rules are checked by the server before anything is stored.
 */

export const PROMO_STATUSES = ['draft', 'published', 'archived'] as const;
export const PromoStatus = z.enum(PROMO_STATUSES, { message: 'Неизвестный статус акции' });
export type PromoStatus = z.infer<typeof PromoStatus>;

/** Whole units: the stored threshold is an integer count. */
const Count = z
  .number({ message: 'Укажите количество' })
  .int('Количество — целое число')
  .min(0, 'Количество не может быть отрицательным')
  .max(10_000, 'Слишком большое количество');

/** The fields an operator edits; exactly one kind of discount (percent, amount off or fixed price). */
export const AdminPromoFields = Promo.omit({ _id: true }).extend({
  title: safeText({ trim: true }).min(1, 'Введите название').max(120, 'Не длиннее 120 символов'),
  dateTimeFrom: IsoDateTime,
  dateTimeTo: IsoDateTime,
  discountPercent: z
    .number({ message: 'Укажите процент' })
    .int('Процент — целое число')
    .min(0, 'Скидка от 0 до 100 %')
    .max(100, 'Скидка от 0 до 100 %')
    .optional(),
  discountFiat: Byn.optional(),
  discountCost: Byn.optional(),
  discountForEvery: z
    .number({ message: 'Укажите N' })
    .int('«Каждый N-й» — целое число')
    .min(1, '«Каждый N-й» — не меньше 1')
    .max(1000, 'Слишком большое N')
    .optional(),
  fromTheCost: z.object({ value: Byn, fromItems: z.boolean() }).optional(),
  fromTheCount: z.object({ value: Count, fromItems: z.boolean() }).optional(),
  items: z
    .array(z.object({ _id: EntityId }))
    .min(1, 'Выберите хотя бы один товар акции')
    .max(500, 'Слишком много товаров в акции'),
});
export type AdminPromoFields = z.infer<typeof AdminPromoFields>;

/** `POST /api/admin/promos`: a new promo, a draft unless said otherwise; its id is made by the server. */
export const AdminPromoDraft = AdminPromoFields.extend({ status: PromoStatus.default('draft') });
export type AdminPromoDraft = z.infer<typeof AdminPromoDraft>;

export const AdminPromo = AdminPromoFields.extend({ _id: EntityId, status: PromoStatus });
export type AdminPromo = z.infer<typeof AdminPromo>;

export const AdminPromoParams = z.object({ id: EntityId });
export const AdminPromoAnswer = z.object({ promo: AdminPromo, version: RecordVersion });
export type AdminPromoAnswer = z.infer<typeof AdminPromoAnswer>;
export const AdminPromosAnswer = z.object({ promos: z.array(AdminPromoAnswer) });
export type AdminPromosAnswer = z.infer<typeof AdminPromosAnswer>;

/** `PUT /api/admin/promos/{id}`: the promo as edited at `version`; its status changes only through `…/status`. */
export const AdminPromoBody = z.object({ promo: AdminPromo, version: RecordVersion });
export type AdminPromoBody = z.infer<typeof AdminPromoBody>;

/** `PUT /api/admin/promos/{id}/status`: publish (it applies within its window), archive, or back to a draft. */
export const AdminPromoStatusBody = z.object({ status: PromoStatus, version: RecordVersion });
export type AdminPromoStatusBody = z.infer<typeof AdminPromoStatusBody>;

export const AdminPromoDeleteBody = z.object({ version: RecordVersion });
export const AdminPromoConflict = z.object({ message: z.string(), promo: AdminPromo, version: RecordVersion });

/** How the list names a promo's state at a moment: its status, and for a published one where `now` is in its window. */
export type PromoStage = 'draft' | 'scheduled' | 'active' | 'ended' | 'archived';

export const PROMO_STAGE_TITLES: Record<PromoStage, string> = {
  draft: 'Черновик',
  scheduled: 'Запланирована',
  active: 'Действует',
  ended: 'Завершена',
  archived: 'В архиве',
};

/** Both ends of the window included, as the shop applies promos. */
export function promoStage(promo: Pick<AdminPromo, 'status' | 'dateTimeFrom' | 'dateTimeTo'>, now: Date): PromoStage {
  if (promo.status !== 'published') return promo.status;
  const time = now.getTime();
  if (time < Date.parse(promo.dateTimeFrom)) return 'scheduled';
  if (time > Date.parse(promo.dateTimeTo)) return 'ended';
  return 'active';
}
