import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { AdminProduct } from '../../../domain/contract/admin';
import type { AdminPromoAnswer, PromoStatus } from '../../../domain/contract/admin-promos';
import { Field } from '../../../shared/Field';
import { notify } from '../../toasts';
import { adminApi, conflictAnswer, messageOf } from '../admin.api';
import { describeValue, differingFields } from '../conflict';
import {
  blankFormValues,
  DISCOUNT_KINDS,
  fromFormValues,
  PROMO_FIELD_LABELS,
  PROMO_FIELDS,
  PromoFormValues,
  toFormValues,
} from '../promo-form';
import { ConflictBanner, TheirValue } from './ConflictNote';
import { PromoPreview } from './PromoPreview';
import { PromoProductPicker } from './PromoProductPicker';
import { PromoStageBadge } from './PromoStageBadge';
import { PromoStatusActions } from './PromoStatusActions';

interface Loaded {
  products: AdminProduct[];
  promos: AdminPromoAnswer[];
}

/** A promotion's page (`new` for a new one): the form, its state and its live preview. */
export function PromoEditor({ id }: { id: string }) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // Again for every promo opened (a new one saved moves here with its id): the list must hold it.
  useEffect(() => {
    if (!id) return;
    setLoaded(null);
    Promise.all([adminApi.products(), adminApi.promos()]).then(
      ([products, promos]) =>
        setLoaded({ products: products.products.map((entry) => entry.product), promos: promos.promos }),
      (error: unknown) => setFailure(messageOf(error)),
    );
  }, [id]);
  if (failure) return <p role="alert">{failure}</p>;
  if (!loaded) return <p role="status">Загружаем акцию…</p>;
  const initial = loaded.promos.find((entry) => entry.promo._id === id) ?? null;
  if (id !== 'new' && !initial) return <p role="alert">Такой акции нет</p>;
  return <PromoForm key={id} initial={initial} {...loaded} />;
}

function PromoForm({ initial, products, promos }: Loaded & { initial: AdminPromoAnswer | null }) {
  const navigate = useNavigate();
  const [current, setCurrent] = useState(initial);
  const [theirs, setTheirs] = useState<AdminPromoAnswer | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<PromoFormValues>({
    resolver: zodResolver(PromoFormValues),
    defaultValues: initial ? toFormValues(initial.promo) : blankFormValues(new Date()),
  });
  const { register, handleSubmit, formState, reset, getValues, watch } = form;
  const errors = formState.errors;
  const values = watch();
  const status: PromoStatus = current?.promo.status ?? 'draft';
  const edited = fromFormValues(values, current?.promo._id ?? 'new', status);
  const others = useMemo(
    () => promos.filter((entry) => entry.promo.status === 'published').map((entry) => entry.promo),
    [promos],
  );

  const refused = (error: unknown) => {
    const now = conflictAnswer<AdminPromoAnswer>(error);
    if (now) {
      setTheirs(now);
      return;
    }
    setRefusal(messageOf(error));
    notify.error(messageOf(error));
  };
  const saved = (answer: AdminPromoAnswer, message: string) => {
    setCurrent(answer);
    setTheirs(null);
    setRefusal(null);
    reset(toFormValues(answer.promo));
    notify.success(message);
  };

  const save = handleSubmit(async (typed) => {
    try {
      if (!current) {
        const { _id: _, ...draft } = fromFormValues(typed, 'new', 'draft');
        const answer = await adminApi.createPromo(draft);
        notify.success('Черновик акции сохранён');
        await navigate({ to: '/admin/promos/$id', params: { id: answer.promo._id }, replace: true });
        return;
      }
      const promo = fromFormValues(typed, current.promo._id, current.promo.status);
      saved(await adminApi.savePromo(current.promo._id, { promo, version: current.version }), 'Акция сохранена');
    } catch (error) {
      refused(error);
    }
  });

  const differing = theirs ? differingFields(getValues(), toFormValues(theirs.promo), PROMO_FIELDS) : [];
  const theirValues = theirs ? toFormValues(theirs.promo) : null;
  const text = (field: 'title' | 'discountValue' | 'costThreshold' | 'countThreshold' | 'every', hint?: string) => (
    <Field id={`promo-${field}`} label={PROMO_FIELD_LABELS[field]} hint={hint} error={errors[field]?.message}>
      {(props) => (
        <input {...props} {...register(field)} autoComplete="off" className="form-field__input staff-input" />
      )}
    </Field>
  );
  const when = (field: 'from' | 'to') => (
    <Field
      id={`promo-${field}`}
      label={PROMO_FIELD_LABELS[field]}
      hint="Время пекарни (Минск)"
      error={errors[field]?.message}
    >
      {(props) => (
        <input {...props} {...register(field)} type="datetime-local" className="form-field__input staff-input" />
      )}
    </Field>
  );
  const flag = (field: 'costFromItems' | 'countFromItems') => (
    <label className="admin-check">
      <input type="checkbox" {...register(field)} /> {PROMO_FIELD_LABELS[field]}
    </label>
  );

  return (
    <section className="admin-card">
      <p>
        <Link to="/admin/promos">← Все акции</Link>
      </p>
      <h1>{current ? current.promo.title : 'Новая акция'}</h1>
      {current && (
        <>
          <p>
            Состояние: <PromoStageBadge promo={current.promo} now={new Date()} />
          </p>
          <PromoStatusActions
            answer={current}
            onChanged={(answer, message) => saved(answer, message)}
            onDeleted={() => void navigate({ to: '/admin/promos' })}
            onRefused={refused}
          />
        </>
      )}
      <div className="promo-layout">
        <form className="admin-form" onSubmit={save} noValidate>
          {theirs && theirValues && (
            <>
              <ConflictBanner
                onTakeTheirs={() => saved(theirs, 'Взяты значения другого сотрудника')}
                onKeepMine={() => {
                  setCurrent(theirs);
                  setTheirs(null);
                }}
              />
              {differing.map((field) => (
                <TheirValue key={field} text={`${PROMO_FIELD_LABELS[field]}: ${describeValue(theirValues[field])}`} />
              ))}
            </>
          )}
          {refusal && (
            <p role="alert" className="promo-preview__problem">
              {refusal}
            </p>
          )}
          {text('title')}
          <div className="admin-row">
            {when('from')}
            {when('to')}
          </div>
          <div className="admin-row">
            <Field id="promo-discountKind" label={PROMO_FIELD_LABELS.discountKind}>
              {(props) => (
                <select {...props} {...register('discountKind')} className="form-field__input staff-input">
                  {Object.entries(DISCOUNT_KINDS).map(([kind, label]) => (
                    <option key={kind} value={kind}>
                      {label}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            {text(
              'discountValue',
              values.discountKind === 'percent' ? 'Процентов, от 1 до 100' : 'Рублей: например, 1,50',
            )}
          </div>
          {text('every', '1 — скидка на каждую единицу, 3 — на каждую третью')}
          <fieldset className="promo-fieldset">
            <legend>Условия (пусто — без условия)</legend>
            {text('costThreshold')}
            {flag('costFromItems')}
            {text('countThreshold')}
            {flag('countFromItems')}
          </fieldset>
          <PromoProductPicker products={products} register={register('items')} chosen={values.items} />
          <button type="submit" className="button button--primary staff-button" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? 'Сохраняем…' : current ? 'Сохранить' : 'Сохранить черновик'}
          </button>
        </form>
        <PromoPreview promo={edited} others={others} products={products.filter((product) => product.visible)} />
      </div>
    </section>
  );
}
