import { onFirstUse } from './on-first-use';

/**
 * Russian plural forms chosen by `Intl.PluralRules('ru')`, so "1 пирог,
 * 2 пирога, 5 пирогов, 21 пирог" follows the language's own rules everywhere
 * (cart nudges, rating counts, delivery days) instead of a hand-written modulo.
 */
export interface RussianNoun {
  /** 1, 21, 101: «пирог». */
  one: string;
  /** 2–4, 22–24: «пирога». */
  few: string;
  /** 0, 5–20, 25–30, 111: «пирогов». */
  many: string;
  /** Nominative plural, with no number: «пироги». */
  plural: string;
}

const rules = onFirstUse(() => new Intl.PluralRules('ru'));

/** The form of `noun` that goes with `count`: `pluralForm(5, PIE)` is «пирогов». */
export function pluralForm(count: number, noun: RussianNoun): string {
  switch (rules().select(count)) {
    case 'one':
      return noun.one;
    case 'few':
      return noun.few;
    case 'many':
      return noun.many;
    default:
      // 'other' is for fractions (1,5 пирога), which take the genitive singular like «few».
      return noun.few;
  }
}

/** The number and its noun: `countOf(2, PIE)` is «2 пирога». */
export function countOf(count: number, noun: RussianNoun): string {
  return `${count} ${pluralForm(count, noun)}`;
}

export const NOUNS = {
  pie: { one: 'пирог', few: 'пирога', many: 'пирогов', plural: 'пироги' },
  miniPie: { one: 'пирожок', few: 'пирожка', many: 'пирожков', plural: 'пирожки' },
  set: { one: 'набор', few: 'набора', many: 'наборов', plural: 'наборы' },
  dessert: { one: 'десерт', few: 'десерта', many: 'десертов', plural: 'десерты' },
  semiFinished: { one: 'полуфабрикат', few: 'полуфабриката', many: 'полуфабрикатов', plural: 'полуфабрикаты' },
  drink: { one: 'напиток', few: 'напитка', many: 'напитков', plural: 'напитки' },
  item: { one: 'товар', few: 'товара', many: 'товаров', plural: 'товары' },
  rating: { one: 'оценка', few: 'оценки', many: 'оценок', plural: 'оценки' },
  day: { one: 'день', few: 'дня', many: 'дней', plural: 'дни' },
  minute: { one: 'минута', few: 'минуты', many: 'минут', plural: 'минуты' },
  point: { one: 'балл', few: 'балла', many: 'баллов', plural: 'баллы' },
  order: { one: 'заказ', few: 'заказа', many: 'заказов', plural: 'заказы' },
} as const satisfies Record<string, RussianNoun>;
