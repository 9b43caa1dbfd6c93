import { z } from 'zod';
import type { AdminPromo, PromoStatus } from '../../domain/contract/admin-promos';
import type { CartItem } from '../../domain/contract/cart';
import type { Promo } from '../../domain/contract/promo';
import { type Kopecks, moneyInputValue, parseMoneyInput } from '../../domain/money';
import { isPricingInputError, type PricedCart, priceCart, selectPromo, validatePromoRules } from '../../domain/pricing';
import { isoInShopTime, shopInstant } from '../../domain/shop-time';

/*
 * The promo form as the operator fills it: amounts as typed («1,50» BYN),
 * the window as date-time inputs on the shop's clock (Europe/Minsk), one kind
 * of discount chosen from three. The same values feed the live preview, which
 * prices a sample cart with the pricing engine itself, so what the preview
 * says is what the quote and checkout will charge.
 */

export const DISCOUNT_KINDS = {
  percent: 'Скидка в процентах',
  fiat: 'Скидка в рублях с единицы',
  cost: 'Цена единицы по акции, руб.',
} as const;
export type DiscountKind = keyof typeof DISCOUNT_KINDS;

const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/;

export const PromoFormValues = z
  .object({
    title: z.string().trim().min(1, 'Введите название').max(120, 'Не длиннее 120 символов'),
    from: z.string().regex(LOCAL_DATE_TIME, 'Укажите дату и время начала'),
    to: z.string().regex(LOCAL_DATE_TIME, 'Укажите дату и время окончания'),
    discountKind: z.enum(['percent', 'fiat', 'cost']),
    discountValue: z.string(),
    every: z.string().regex(/^\d{1,4}$/, 'Целое число от 1'),
    costThreshold: z
      .string()
      .refine((text) => text.trim() === '' || parseMoneyInput(text) !== null, 'Сумма в рублях: например, 20,00'),
    costFromItems: z.boolean(),
    countThreshold: z.string().regex(/^\d{0,5}$/, 'Целое число штук'),
    countFromItems: z.boolean(),
    items: z.array(z.string()),
  })
  .superRefine((values, context) => {
    const value = values.discountValue.trim();
    const fine =
      values.discountKind === 'percent'
        ? /^\d{1,3}$/.test(value) && Number(value) >= 1 && Number(value) <= 100
        : (parseMoneyInput(value) ?? 0) > 0;
    if (!fine) {
      const message =
        values.discountKind === 'percent'
          ? 'Целое число процентов от 1 до 100'
          : 'Сумма в рублях больше нуля: например, 1,50';
      context.addIssue({ code: 'custom', path: ['discountValue'], message });
    }
  });
export type PromoFormValues = z.infer<typeof PromoFormValues>;

/** A `datetime-local` value («2026-11-27T10:00») read on the shop's clock; null when incomplete. */
export function shopLocalToIso(value: string): string | null {
  const match = LOCAL_DATE_TIME.exec(value);
  if (!match) return null;
  const [, date = '', hours = '0', minutes = '0'] = match;
  return isoInShopTime(shopInstant(date, Number(hours) * 60 + Number(minutes)));
}

/** An instant as a `datetime-local` value on the shop's clock. */
export function isoToShopLocal(iso: string): string {
  return isoInShopTime(new Date(iso)).slice(0, 16);
}

function discountOf(promo: Pick<Promo, 'discountCost' | 'discountFiat' | 'discountPercent'>): {
  discountKind: DiscountKind;
  discountValue: string;
} {
  if (promo.discountCost !== undefined)
    return { discountKind: 'cost', discountValue: moneyInputValue(promo.discountCost) };
  if (promo.discountFiat !== undefined)
    return { discountKind: 'fiat', discountValue: moneyInputValue(promo.discountFiat) };
  return { discountKind: 'percent', discountValue: String(promo.discountPercent ?? '') };
}

export function toFormValues(promo: Omit<AdminPromo, '_id' | 'status'>): PromoFormValues {
  return {
    title: promo.title,
    from: isoToShopLocal(promo.dateTimeFrom),
    to: isoToShopLocal(promo.dateTimeTo),
    ...discountOf(promo),
    every: String(promo.discountForEvery ?? 1),
    costThreshold: promo.fromTheCost ? moneyInputValue(promo.fromTheCost.value) : '',
    costFromItems: promo.fromTheCost?.fromItems ?? false,
    countThreshold: promo.fromTheCount ? String(promo.fromTheCount.value) : '',
    countFromItems: promo.fromTheCount?.fromItems ?? false,
    items: promo.items.map((item) => item._id),
  };
}

/** A new promo's form: from the next hour for a week, 10 % off. */
export function blankFormValues(now: Date): PromoFormValues {
  const HOUR = 3600_000;
  const start = new Date((Math.floor(now.getTime() / HOUR) + 1) * HOUR);
  return toFormValues({
    title: '',
    dateTimeFrom: start.toISOString(),
    dateTimeTo: new Date(start.getTime() + 7 * 24 * HOUR).toISOString(),
    discountPercent: 10,
    discountForEvery: 1,
    items: [],
  });
}

/**
 * The promo the values describe, leniently: whatever is not filled in is left
 * out or kept as it is, so the engine itself says what is wrong (in Russian)
 * and the server refuses the same promo with the same words.
 */
export function fromFormValues(values: PromoFormValues, _id: string, status: PromoStatus): AdminPromo {
  const money = (text: string) => parseMoneyInput(text) ?? undefined;
  const value = values.discountValue.trim();
  const promo: AdminPromo = {
    _id,
    status,
    title: values.title.trim(),
    dateTimeFrom: shopLocalToIso(values.from) ?? values.from,
    dateTimeTo: shopLocalToIso(values.to) ?? values.to,
    discountForEvery: Number(values.every),
    items: values.items.map((item) => ({ _id: item })),
  };
  if (values.discountKind === 'percent')
    promo.discountPercent = value === '' ? undefined : Number(value.replace(',', '.'));
  if (values.discountKind === 'fiat') promo.discountFiat = money(value);
  if (values.discountKind === 'cost') promo.discountCost = money(value);
  const costThreshold = money(values.costThreshold);
  if (costThreshold !== undefined) promo.fromTheCost = { value: costThreshold, fromItems: values.costFromItems };
  if (values.countThreshold !== '') {
    promo.fromTheCount = { value: Number(values.countThreshold), fromItems: values.countFromItems };
  }
  for (const key of ['discountPercent', 'discountFiat', 'discountCost'] as const) {
    if (promo[key] === undefined) delete promo[key];
  }
  return promo;
}

/** What the preview knows of a product: its price and own discount as the shop sells it. */
export interface PreviewProduct {
  _id: string;
  title: string;
  cost: Kopecks;
  discount: number;
}

export interface PreviewInput {
  promo: Promo;
  /** The shop's other published promos: the shopper gets the best of all that apply (rule 8). */
  others: readonly Promo[];
  sample: readonly { _id: string; count: number }[];
  products: ReadonlyMap<string, PreviewProduct>;
  now: Date;
}

export type Preview =
  | { kind: 'problem'; message: string }
  | { kind: 'empty' }
  | {
      kind: 'priced';
      /** When the cart is priced: now, or the nearest moment of the promo's window. */
      at: Date;
      priced: PricedCart;
      titles: string[];
      /** Another promo gives this cart a lower total, so the shopper would get that one instead. */
      beatenBy: Promo | null;
    };

/** Within the window (both ends included), so a scheduled or ended promo still shows what it does. */
function momentWithin(promo: Promo, now: Date): Date {
  const time = now.getTime();
  const from = Date.parse(promo.dateTimeFrom);
  const to = Date.parse(promo.dateTimeTo);
  if (time < from) return new Date(from);
  if (time > to) return new Date(to);
  return now;
}

/** The sample cart priced by the engine with the edited promo, or the engine's message about it. */
export function previewPromo({ promo, others, sample, products, now }: PreviewInput): Preview {
  try {
    validatePromoRules(promo);
    const lines = sample.flatMap((line) => {
      const product = products.get(line._id);
      return product && line.count > 0 ? [{ product, count: line.count }] : [];
    });
    if (lines.length === 0) return { kind: 'empty' };
    const items: CartItem[] = lines.map(({ product, count }) => ({
      _id: product._id,
      title: product.title,
      cost: product.cost,
      discount: product.discount,
      count,
    }));
    const at = momentWithin(promo, now);
    const best = selectPromo({ items, promos: [promo, ...others.filter((other) => other._id !== promo._id)], now: at });
    const beatenBy = best !== null && best._id !== promo._id ? best : null;
    const priced = priceCart({ items, promo: beatenBy ?? promo, now: at });
    return { kind: 'priced', at, priced, titles: lines.map(({ product }) => product.title), beatenBy };
  } catch (error) {
    if (isPricingInputError(error)) return { kind: 'problem', message: error.message };
    throw error;
  }
}

/** The form's fields as labelled (and as a `409` note names them). */
export const PROMO_FIELD_LABELS = {
  title: 'Название',
  from: 'Начало',
  to: 'Окончание',
  discountKind: 'Вид скидки',
  discountValue: 'Размер скидки',
  every: 'Скидка на каждый N-й товар акции',
  costThreshold: 'От суммы заказа, руб.',
  costFromItems: 'Сумма только по товарам акции',
  countThreshold: 'От количества, шт.',
  countFromItems: 'Количество только товаров акции',
  items: 'Товары акции',
} as const satisfies Record<keyof PromoFormValues, string>;
export type PromoField = keyof typeof PROMO_FIELD_LABELS;
export const PROMO_FIELDS = Object.keys(PROMO_FIELD_LABELS) as PromoField[];
