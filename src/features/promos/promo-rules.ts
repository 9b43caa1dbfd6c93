import type { CategoryCode } from '../../domain/catalog/categories';
import type { Product } from '../../domain/contract/catalog';
import type { Promo } from '../../domain/contract/promo';
import { decimalComma } from '../../domain/digits';
import { formatMoney, type Kopecks } from '../../domain/money';
import { formatDate, formatDayMonth, formatDayOfMonth, shopDay } from '../../shared/format';

/** What the rules text needs to know about a promo's product. */
export type PromoProduct = Pick<Product, 'title' | 'category'>;
export type ProductsById = ReadonlyMap<string, PromoProduct>;

interface Noun {
  /** «каждый пирог», «каждый 3-й пирог». */
  one: string;
  /** «при покупке пирогов». */
  manyGenitive: string;
}

const PIE: Noun = { one: 'пирог', manyGenitive: 'пирогов' };
const GOODS: Noun = { one: 'товар', manyGenitive: 'товаров' };

/** Every noun here is masculine, so «каждый N-й» agrees with all of them. */
const CATEGORY_NOUNS: Record<CategoryCode, Noun> = {
  sytnye: PIE,
  sladkie: PIE,
  mini: { one: 'мини-пирог', manyGenitive: 'мини-пирогов' },
  sets: { one: 'набор', manyGenitive: 'наборов' },
  deserty: { one: 'десерт', manyGenitive: 'десертов' },
  polufabrikaty: { one: 'полуфабрикат', manyGenitive: 'полуфабрикатов' },
  napitki: { one: 'напиток', manyGenitive: 'напитков' },
};

const PIE_CATEGORIES: ReadonlySet<CategoryCode> = new Set(['sytnye', 'sladkie', 'mini']);

/** The noun for the promo's products: their category's, «пирог» across pie categories, otherwise «товар». */
function nounOf(products: readonly (PromoProduct | undefined)[]): Noun {
  if (products.length === 0 || products.some((product) => product === undefined)) return GOODS;
  const categories = new Set(products.map((product) => product?.category as CategoryCode));
  const nouns = new Set([...categories].map((category) => CATEGORY_NOUNS[category] ?? GOODS));
  const [only] = nouns;
  if (nouns.size === 1 && only) return only;
  if ([...categories].every((category) => PIE_CATEGORIES.has(category))) return PIE;
  return GOODS;
}

type Deal =
  | { kind: 'percent'; percent: number }
  | { kind: 'amountOff'; amount: Kopecks }
  | { kind: 'fixedPrice'; price: Kopecks };

function dealOf(promo: Promo): Deal | null {
  if (promo.discountPercent !== undefined) return { kind: 'percent', percent: promo.discountPercent };
  if (promo.discountFiat !== undefined) return { kind: 'amountOff', amount: promo.discountFiat };
  if (promo.discountCost !== undefined) return { kind: 'fixedPrice', price: promo.discountCost };
  return null;
}

/** The reward after a dash: «со скидкой 50%», «в подарок», «дешевле на 0,50 руб.», «за 1,00 руб.». */
function rewardPhrase(deal: Deal): string {
  switch (deal.kind) {
    case 'percent':
      return deal.percent >= 100 ? 'в подарок' : `со скидкой ${decimalComma(deal.percent)}%`;
    case 'amountOff':
      return `дешевле на ${formatMoney(deal.amount)}`;
    case 'fixedPrice':
      return `за ${formatMoney(deal.price)}`;
  }
}

/** The discount itself, before any threshold. */
function dealSentence(deal: Deal, every: number, noun: Noun, single: PromoProduct | null): string {
  const subject = single ? `${noun.one} «${single.title}»` : `${noun.one} из акции`;
  if (every > 1) return `Каждый ${every}-й ${subject} — ${rewardPhrase(deal)}`;
  if (single) {
    switch (deal.kind) {
      case 'percent':
        return deal.percent >= 100
          ? `${single.title} — в подарок`
          : `Скидка ${decimalComma(deal.percent)}% на «${single.title}»`;
      case 'amountOff':
        return `Скидка ${formatMoney(deal.amount)} на «${single.title}»`;
      case 'fixedPrice':
        return `${single.title} за ${formatMoney(deal.price)}`;
    }
  }
  switch (deal.kind) {
    case 'percent':
      return deal.percent >= 100
        ? `Каждый ${subject} — в подарок`
        : `Скидка ${decimalComma(deal.percent)}% на каждый ${subject}`;
    case 'amountOff':
      return `Скидка ${formatMoney(deal.amount)} на каждый ${subject}`;
    case 'fixedPrice':
      return `Каждый ${subject} — за ${formatMoney(deal.price)}`;
  }
}

/**
 * The thresholds: a whole-order threshold reads «при заказе от …», one counted
 * over the promo's own items «при покупке …».
 */
function thresholdPhrases(promo: Promo, noun: Noun, single: boolean): string[] {
  const phrases: string[] = [];
  const cost = promo.fromTheCost;
  if (cost && cost.value > 0) {
    if (!cost.fromItems) phrases.push(`при заказе от ${formatMoney(cost.value)}`);
    else if (single) phrases.push(`при покупке на сумму от ${formatMoney(cost.value)}`);
    else phrases.push(`при покупке ${noun.manyGenitive} из акции на сумму от ${formatMoney(cost.value)}`);
  }
  const count = promo.fromTheCount;
  if (count && count.value > 0) {
    if (count.fromItems) phrases.push(`при покупке от ${count.value} шт.`);
    else phrases.push(`при заказе от ${count.value} шт. любых товаров`);
  }
  return phrases;
}

/**
 * The promo's rules in plain Russian, generated from its fields, e.g.
 * «Каждый 3-й пирог из акции — со скидкой 50%»,
 * «Морс клюквенный за 1,00 руб. при заказе от 40,00 руб.»,
 * «Скидка 0,50 руб. на каждый мини-пирог из акции при покупке от 5 шт.».
 */
export function describePromo(promo: Promo, productsById: ProductsById): string {
  const products = promo.items.map((item) => productsById.get(item._id));
  const noun = nounOf(products);
  const [first] = products;
  const single = products.length === 1 && first ? first : null;
  const deal = dealOf(promo);
  const every = promo.discountForEvery ?? 1;
  const main = deal
    ? dealSentence(deal, every, noun, single)
    : `Особые условия для ${single ? `«${single.title}»` : `${noun.manyGenitive} из акции`}`;
  const thresholds = thresholdPhrases(promo, noun, single !== null);
  return thresholds.length === 0 ? main : `${main} ${thresholds.join(' и ')}`;
}

/** Fine print for «every N-th» promos (SPEC §9: the cheapest units go first), or null. */
export function promoFinePrint(promo: Promo): string | null {
  const every = promo.discountForEvery ?? 1;
  if (every <= 1) return null;
  return 'Если товары акции в заказе разной цены, скидка достаётся самым недорогим.';
}

const yearOf = (ms: number) => shopDay(ms).slice(0, 4);

function formatDay(ms: number, nowMs: number): string {
  return yearOf(ms) === yearOf(nowMs) ? formatDayMonth(ms) : formatDate(ms);
}

/** Whether the promo's window has ended by `now`. */
export function isPromoOver(promo: Promo, now: number): boolean {
  return Date.parse(promo.dateTimeTo) < now;
}

/** The promos still running or yet to start at `now`, soonest ending first. */
export function visiblePromos<T extends Promo>(promos: readonly T[], now: number): T[] {
  return promos
    .filter((promo) => !isPromoOver(promo, now))
    .sort((a, b) => Date.parse(a.dateTimeTo) - Date.parse(b.dateTimeTo));
}

/** The promo's period for a badge, in Minsk days: «до 30 ноября», «только сегодня», «с 1 по 30 декабря». */
export function promoPeriod(promo: Promo, now: number): string {
  const from = Date.parse(promo.dateTimeFrom);
  const to = Date.parse(promo.dateTimeTo);
  if (from > now) {
    const sameMonth = shopDay(from).slice(0, 7) === shopDay(to).slice(0, 7);
    const start = sameMonth ? formatDayOfMonth(from) : null;
    return `с ${start ?? formatDay(from, now)} по ${formatDay(to, now)}`;
  }
  if (shopDay(to) === shopDay(now)) return 'только сегодня';
  return `до ${formatDay(to, now)}`;
}
