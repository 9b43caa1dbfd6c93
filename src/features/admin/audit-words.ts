import type { AdminEntity } from '../../domain/contract/admin';
import { formatMoney, type Kopecks } from '../../domain/money';
import { describeValue } from './conflict';
import { DELIVERY_FIELD_LABELS } from './delivery-form';
import { describeFood } from './food-form';
import { PRODUCT_FIELD_LABELS } from './product-form';
import { STAFF_FIELD_LABELS } from './staff-form';

/** The journal's sections, as the filter names them. */
export const ENTITY_LABELS = {
  product: 'Товары',
  stoplist: 'Нет в наличии',
  shop: 'Пекарни',
  alert: 'Оповещения',
  zone: 'Районы доставки',
  delivery_settings: 'Настройки доставки',
  staff: 'Сотрудники',
  promo: 'Акции',
  category: 'Категории',
  post: 'Новости',
  story: 'Истории',
} as const satisfies Record<AdminEntity, string>;

const FIELD_LABELS: Record<string, string> = {
  ...PRODUCT_FIELD_LABELS,
  // The value reads «5,00 руб.» already.
  cost: 'Цена',
  soldOut: 'Нет в наличии',
  address: 'Адрес',
  city: 'Город',
  phone: 'Телефон',
  hours: 'Часы работы',
  location: 'Координаты',
  image: 'Фото',
  allergens: 'Аллергены',
  text: 'Текст',
  link: 'Кнопка',
  dateTimeFrom: 'Показывать с',
  dateTimeTo: 'Показывать до',
  status: 'Статус',
  discountPercent: 'Скидка, %',
  discountFiat: 'Скидка, руб.',
  discountCost: 'Цена по акции',
  discountForEvery: 'Каждый N-й',
  fromTheCost: 'Порог суммы',
  fromTheCount: 'Порог количества',
  items: 'Товары акции',
  ...DELIVERY_FIELD_LABELS,
  ...STAFF_FIELD_LABELS,
  excerpt: 'Анонс',
  body: 'Текст новости',
  cover: 'Обложка',
  publishedAt: 'Опубликовать',
  hidden: 'Скрыто',
  slides: 'Слайды',
  action: 'Кнопка',
};

/** Fields the journal keeps in kopecks, as the database does. */
const MONEY_FIELDS = new Set(['cost', 'minOrder', 'fee', 'freeFrom', 'maxOrderTotal', 'discountFiat', 'discountCost']);
const HOURS_FIELDS = new Set(['hours', 'deliveryHours']);

const WEEKDAYS = ['пн', 'вт', 'ср', 'чт', 'пт', 'сб', 'вс'];

/** One changed field of a journal entry, in words: «Цена, руб.: 5,00 руб. → 9,99 руб.». */
export interface ChangeLine {
  field: string;
  before: string;
  after: string;
}

function valueInWords(field: string, value: unknown): string {
  // The journal keeps what the database keeps: prices in kopecks.
  if (MONEY_FIELDS.has(field) && typeof value === 'number') return formatMoney(value as Kopecks);
  const food = describeFood(field, value);
  if (food !== null) return food;
  if (HOURS_FIELDS.has(field) && Array.isArray(value)) {
    return value.map((day, index) => `${WEEKDAYS[index] ?? index + 1} ${describeValue(day)}`).join(', ');
  }
  return describeValue(value);
}

export function changeLines(before: Record<string, unknown>, after: Record<string, unknown>): ChangeLine[] {
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields.map((field) => ({
    field: FIELD_LABELS[field] ?? field,
    before: valueInWords(field, before[field]),
    after: valueInWords(field, after[field]),
  }));
}
