import { z } from 'zod';
import { AdminProduct } from '../../domain/contract/admin';
import { type Kopecks, moneyInputValue, parseMoneyInput } from '../../domain/money';
import { FoodFormFields, fromFoodForm, pieceWeightProblem, toFoodForm } from './food-form';

/**
 * The product form's values: the contract's `AdminProduct` with the price as
 * the operator types it («12,50» BYN), so the same zod rules give the same
 * Russian messages as the server, and the price is read by the one money parser.
 */
export const ProductFormValues = AdminProduct.omit({ cost: true, nutrition: true, allergens: true })
  .extend({
    ...FoodFormFields,
    cost: z
      .string()
      .refine((text) => parseMoneyInput(text) !== null, 'Цена в рублях: например, 12,50')
      .refine((text) => (parseMoneyInput(text) ?? 0) > 0, 'Цена должна быть больше нуля'),
  })
  .superRefine((values, context) => {
    const problem = pieceWeightProblem(values, values.weight);
    if (problem) context.addIssue({ code: 'custom', path: ['nutrition', 'weight'], message: problem });
  });
export type ProductFormValues = z.infer<typeof ProductFormValues>;

export function toFormValues(product: AdminProduct): ProductFormValues {
  const { nutrition: _nutrition, allergens: _allergens, ...rest } = product;
  return { ...rest, ...toFoodForm(product), cost: moneyInputValue(product.cost) };
}

/** Only called on values the form's resolver accepted, so the price and the food values parse. */
export function fromFormValues(values: ProductFormValues): AdminProduct {
  const { allergensUnknown: _unknown, contains: _contains, mayContain: _mayContain, nutrition: _n, ...rest } = values;
  return { ...rest, ...fromFoodForm(values, values.weight), cost: parseMoneyInput(values.cost) as Kopecks };
}

/** The fields the form edits, in the order it shows them (and the 409 note lists them). */
export const PRODUCT_FIELD_LABELS = {
  title: 'Название',
  category: 'Категория',
  cost: 'Цена, руб.',
  discount: 'Скидка, %',
  weight: 'Вес (объём)',
  unit: 'Единица',
  composition: 'Состав',
  description: 'Описание',
  nutrition: 'КБЖУ на 100 г',
  allergensUnknown: 'Аллергены не указаны',
  contains: 'Содержит',
  mayContain: 'Может содержать следы',
  vegetarian: 'Вегетарианское',
  lean: 'Постное',
  sortOrder: 'Порядок в категории',
  popular: 'Популярный',
  visible: 'Виден покупателям',
} as const;
export type ProductField = keyof typeof PRODUCT_FIELD_LABELS;
export const PRODUCT_FIELDS = Object.keys(PRODUCT_FIELD_LABELS) as ProductField[];
