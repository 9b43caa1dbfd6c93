import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import { ALLERGEN_SLUGS, ALLERGEN_TITLES } from '../../../domain/catalog/nutrition';
import { Field } from '../../../shared/Field';
import { NUTRITION_KEYS, NUTRITION_LABELS, PIECE_WEIGHT_LABEL } from '../food-form';
import { PRODUCT_FIELD_LABELS, type ProductFormValues } from '../product-form';

type Input = z.input<typeof ProductFormValues>;

/**
 * КБЖУ, the weight of the piece the shop counts them for, allergens and the
 * vegetarian/lean flags (issue 30). Empty numbers mean «не указано» (an empty
 * piece weight: the product's); «Аллергены не указаны» keeps the product out of every «Без …»
 * filter and hides the two checkbox groups, so unknown is never saved as «none».
 */
export function FoodFieldset({
  register,
  errors,
  allergensUnknown,
}: {
  register: UseFormRegister<Input>;
  errors: FieldErrors<Input>;
  allergensUnknown: boolean;
}) {
  const group = (name: 'contains' | 'mayContain') => (
    <fieldset className="admin-fieldset">
      <legend>{PRODUCT_FIELD_LABELS[name]}</legend>
      <div className="admin-allergens">
        {ALLERGEN_SLUGS.map((slug) => (
          <label key={slug} className="admin-check">
            <input type="checkbox" value={slug} {...register(name)} /> {ALLERGEN_TITLES[slug]}
          </label>
        ))}
      </div>
    </fieldset>
  );
  return (
    <fieldset className="admin-fieldset">
      <legend>Пищевая ценность и аллергены</legend>
      <p className="admin-hint">
        {PRODUCT_FIELD_LABELS.nutrition}; пустые поля — «не указано». Вес 1 шт. — для колонки «на 1 шт.»; пусто — как
        вес товара.
      </p>
      <div className="admin-row">
        {NUTRITION_KEYS.map((key) => (
          <Field
            key={key}
            id={`product-nutrition-${key}`}
            label={NUTRITION_LABELS[key]}
            error={errors.nutrition?.[key]?.message}
          >
            {(props) => (
              <input
                {...props}
                {...register(`nutrition.${key}`)}
                inputMode="decimal"
                autoComplete="off"
                placeholder="не указано"
                className="form-field__input staff-input"
              />
            )}
          </Field>
        ))}
        <Field id="product-nutrition-weight" label={PIECE_WEIGHT_LABEL} error={errors.nutrition?.weight?.message}>
          {(props) => (
            <input
              {...props}
              {...register('nutrition.weight')}
              inputMode="decimal"
              autoComplete="off"
              placeholder="как вес товара"
              className="form-field__input staff-input"
            />
          )}
        </Field>
      </div>
      <label className="admin-check">
        <input type="checkbox" {...register('allergensUnknown')} /> {PRODUCT_FIELD_LABELS.allergensUnknown}
      </label>
      {!allergensUnknown && group('contains')}
      {!allergensUnknown && group('mayContain')}
      <label className="admin-check">
        <input type="checkbox" {...register('vegetarian')} /> {PRODUCT_FIELD_LABELS.vegetarian}
      </label>
      <label className="admin-check">
        <input type="checkbox" {...register('lean')} /> {PRODUCT_FIELD_LABELS.lean}
      </label>
    </fieldset>
  );
}
