import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { type UseFormRegisterReturn, useController, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CATEGORY_IDS } from '../../../domain/catalog/categories';
import type { AdminProductAnswer } from '../../../domain/contract/admin';
import { Field } from '../../../shared/Field';
import { notify } from '../../toasts';
import { adminApi, conflictAnswer, messageOf } from '../admin.api';
import { describeValue, differingFields } from '../conflict';
import { describeFood } from '../food-form';
import {
  fromFormValues,
  PRODUCT_FIELD_LABELS,
  PRODUCT_FIELDS,
  type ProductField,
  ProductFormValues,
  toFormValues,
} from '../product-form';
import { ConflictBanner, TheirValue } from './ConflictNote';
import { FoodFieldset } from './FoodFieldset';
import { PhotoField } from './PhotoField';
import { useCategoryTitles } from './useCategoryTitles';

type Input = z.input<typeof ProductFormValues>;

/** A product's form: loads it with its version, saves `{product, version}`, and survives a stale save. */
export function ProductEditor({ id }: { id: string }) {
  const [loaded, setLoaded] = useState<AdminProductAnswer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    adminApi.product(id).then(setLoaded, (error: unknown) => setFailure(messageOf(error)));
  }, [id]);
  if (failure) return <p role="alert">{failure}</p>;
  // Another product opened meanwhile: wait for its own answer.
  if (!loaded || loaded.product._id !== id) return <p role="status">Загружаем товар…</p>;
  return <ProductForm key={id} id={id} initial={loaded} />;
}

function ProductForm({ id, initial }: { id: string; initial: AdminProductAnswer }) {
  const categoryTitles = useCategoryTitles();
  const [version, setVersion] = useState(initial.version);
  const [theirs, setTheirs] = useState<{ values: ProductFormValues; version: number } | null>(null);
  const form = useForm<Input, unknown, ProductFormValues>({
    resolver: zodResolver(ProductFormValues),
    defaultValues: toFormValues(initial.product),
  });
  const { register, handleSubmit, formState, reset, getValues, control, watch } = form;
  const photo = useController({ control, name: 'image' });
  const errors = formState.errors;

  const save = handleSubmit(async (values) => {
    try {
      const answer = await adminApi.saveProduct(id, { product: fromFormValues(values), version });
      setVersion(answer.version);
      setTheirs(null);
      reset(toFormValues(answer.product));
      notify.success('Товар сохранён');
    } catch (error) {
      const now = conflictAnswer<AdminProductAnswer>(error);
      if (now) setTheirs({ values: toFormValues(now.product), version: now.version });
      else notify.error(messageOf(error));
    }
  });

  const differing = theirs ? differingFields(getValues() as ProductFormValues, theirs.values, PRODUCT_FIELDS) : [];
  const theirText = (field: ProductField): string | null => {
    if (!theirs || !differing.includes(field)) return null;
    const value = theirs.values[field];
    const food = describeFood(field, value);
    if (food !== null) return `${PRODUCT_FIELD_LABELS[field]}: ${food}`;
    return field === 'category' ? categoryTitles[value as keyof typeof categoryTitles] : describeValue(value);
  };
  const text = (field: ProductField, control: UseFormRegisterReturn, type = 'text', extra = {}) => (
    <Field id={`product-${field}`} label={PRODUCT_FIELD_LABELS[field]} error={errors[field]?.message}>
      {(props) => <input {...props} {...control} {...extra} type={type} className="form-field__input staff-input" />}
    </Field>
  );
  const area = (field: 'composition' | 'description') => (
    <Field id={`product-${field}`} label={PRODUCT_FIELD_LABELS[field]} error={errors[field]?.message}>
      {(props) => <textarea {...props} {...register(field)} rows={4} className="form-field__input" />}
    </Field>
  );
  const flag = (field: 'popular' | 'visible') => (
    <label className="admin-check">
      <input type="checkbox" {...register(field)} /> {PRODUCT_FIELD_LABELS[field]}
    </label>
  );
  const number = { inputMode: 'numeric' };

  return (
    <section className="admin-card">
      <p>
        <Link to="/admin/products">← Все товары</Link>
      </p>
      <h1>{initial.product.title}</h1>
      <form className="admin-form" onSubmit={save} noValidate>
        {theirs && (
          <ConflictBanner
            onTakeTheirs={() => {
              reset(theirs.values);
              setVersion(theirs.version);
              setTheirs(null);
            }}
            onKeepMine={() => {
              setVersion(theirs.version);
              setTheirs(null);
            }}
          />
        )}
        <PhotoField
          kind="product"
          value={photo.field.value}
          onChange={photo.field.onChange}
          altError={errors.image?.alt?.message ?? errors.image?.base?.message}
        />
        {text('title', register('title'))}
        <TheirValue text={theirText('title')} />
        <Field id="product-category" label={PRODUCT_FIELD_LABELS.category} error={errors.category?.message}>
          {(props) => (
            <select {...props} {...register('category')} className="form-field__input staff-input">
              {CATEGORY_IDS.map((category) => (
                <option key={category} value={category}>
                  {categoryTitles[category]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <TheirValue text={theirText('category')} />
        {text('cost', register('cost'), 'text', { inputMode: 'decimal', autoComplete: 'off' })}
        <TheirValue text={theirText('cost')} />
        {text('discount', register('discount', { valueAsNumber: true }), 'number', number)}
        <TheirValue text={theirText('discount')} />
        <div className="admin-row">
          {text('weight', register('weight', { valueAsNumber: true }), 'number', number)}
          <Field id="product-unit" label={PRODUCT_FIELD_LABELS.unit} error={errors.unit?.message}>
            {(props) => (
              <select {...props} {...register('unit')} className="form-field__input staff-input">
                <option value="г">г</option>
                <option value="мл">мл</option>
              </select>
            )}
          </Field>
        </div>
        <TheirValue text={theirText('weight') ?? theirText('unit')} />
        {area('composition')}
        <TheirValue text={theirText('composition')} />
        {area('description')}
        <TheirValue text={theirText('description')} />
        <FoodFieldset register={register} errors={errors} allergensUnknown={watch('allergensUnknown')} />
        <TheirValue
          text={
            theirText('nutrition') ??
            theirText('allergensUnknown') ??
            theirText('contains') ??
            theirText('mayContain') ??
            theirText('vegetarian') ??
            theirText('lean')
          }
        />
        {text('sortOrder', register('sortOrder', { valueAsNumber: true }), 'number', number)}
        <TheirValue text={theirText('sortOrder')} />
        {flag('popular')}
        <TheirValue text={theirText('popular')} />
        {flag('visible')}
        <TheirValue text={theirText('visible')} />
        <button type="submit" className="button button--primary staff-button" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Сохраняем…' : 'Сохранить'}
        </button>
      </form>
    </section>
  );
}
