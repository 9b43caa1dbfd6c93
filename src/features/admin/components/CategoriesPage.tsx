import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { AdminCategory, type AdminCategoryAnswer } from '../../../domain/contract/admin-categories';
import { Field } from '../../../shared/Field';
import { notify } from '../../toasts';
import { adminApi, conflictAnswer, messageOf } from '../admin.api';
import { ConflictBanner, TheirValue } from './ConflictNote';

/** «Категории»: the seven categories' titles and menu order; the slugs are the shop's URLs and stay. */
export function CategoriesPage() {
  const [loaded, setLoaded] = useState<AdminCategoryAnswer[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    adminApi.categories().then(
      (answer) => current && setLoaded(answer.categories),
      (error: unknown) => current && setFailure(messageOf(error)),
    );
    return () => {
      current = false;
    };
  }, []);
  return (
    <section className="admin-card">
      <h1>Категории</h1>
      <p>Адреса страниц категорий не меняются; меню магазина идёт по возрастанию порядка.</p>
      {failure && <p role="alert">{failure}</p>}
      {loaded ? (
        loaded.map((entry) => <CategoryForm key={entry.category.id} initial={entry} />)
      ) : (
        <p role="status">Загружаем…</p>
      )}
    </section>
  );
}

function CategoryForm({ initial }: { initial: AdminCategoryAnswer }) {
  const [base, setBase] = useState(initial);
  const [theirs, setTheirs] = useState<AdminCategoryAnswer | null>(null);
  const { register, handleSubmit, formState, reset, getValues } = useForm<AdminCategory>({
    resolver: zodResolver(AdminCategory),
    defaultValues: initial.category,
  });
  const errors = formState.errors;
  const id = base.category.id;

  const save = handleSubmit(async (values) => {
    try {
      const answer = await adminApi.saveCategory(id, { category: { ...values, id }, version: base.version });
      setBase(answer);
      setTheirs(null);
      reset(answer.category);
      notify.success(`Категория «${answer.category.title}» сохранена`);
    } catch (error) {
      const now = conflictAnswer<AdminCategoryAnswer>(error);
      if (now) setTheirs(now);
      else notify.error(messageOf(error));
    }
  });

  const mine = getValues();
  return (
    <form className="admin-form" onSubmit={save} noValidate aria-label={`Категория /pirogi/${id}`}>
      <h2>/pirogi/{id}</h2>
      {theirs && (
        <ConflictBanner
          onTakeTheirs={() => {
            reset(theirs.category);
            setBase(theirs);
            setTheirs(null);
          }}
          onKeepMine={() => {
            setBase(theirs);
            setTheirs(null);
          }}
        />
      )}
      <Field id={`category-${id}-title`} label="Название" error={errors.title?.message}>
        {(props) => <input {...props} {...register('title')} className="form-field__input staff-input" />}
      </Field>
      <TheirValue text={theirs && theirs.category.title !== mine.title ? theirs.category.title : null} />
      <Field id={`category-${id}-order`} label="Порядок в меню" error={errors.sortOrder?.message}>
        {(props) => (
          <input
            {...props}
            type="number"
            inputMode="numeric"
            {...register('sortOrder', { valueAsNumber: true })}
            className="form-field__input staff-input"
          />
        )}
      </Field>
      <TheirValue
        text={theirs && theirs.category.sortOrder !== mine.sortOrder ? String(theirs.category.sortOrder) : null}
      />
      <button type="submit" className="button button--primary staff-button" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Сохраняем…' : 'Сохранить'}
      </button>
    </form>
  );
}
