import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { AdminShopAnswer } from '../../../domain/contract/admin';
import { Field } from '../../../shared/Field';
import { notify } from '../../toasts';
import { adminApi, conflictAnswer, messageOf } from '../admin.api';
import { describeValue, differingFields, sameValue } from '../conflict';
import { fromShopForm, ShopFormValues, toShopForm } from '../shop-form';
import { useAdminStaff } from './AdminShell';
import { ConflictBanner, TheirValue } from './ConflictNote';
import { ShopSelect } from './ShopSelect';
import { WeekHoursFieldset } from './WeekHoursFieldset';

/** «Пекарни»: pick a shop, edit its week; managers change the hours only, admins the contacts too. */
export function ShopHoursPage() {
  const staff = useAdminStaff();
  const [shop, setShop] = useState(staff.shops[0]?._id ?? '');
  const [loaded, setLoaded] = useState<AdminShopAnswer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    if (!shop) return;
    setLoaded(null);
    // A quick change of shop: only the answer for the shop now picked may fill the form.
    let current = true;
    adminApi.shop(shop).then(
      (answer) => current && setLoaded(answer),
      (error: unknown) => current && setFailure(messageOf(error)),
    );
    return () => {
      current = false;
    };
  }, [shop]);
  if (staff.shops.length === 0) return <p>За вами не закреплена ни одна пекарня.</p>;
  return (
    <section className="admin-card">
      <h1>Пекарни</h1>
      <ShopSelect shops={staff.shops} value={shop} onChange={setShop} />
      {failure && <p role="alert">{failure}</p>}
      {loaded ? (
        <ShopForm key={shop} initial={loaded} adminEdits={staff.role === 'admin'} />
      ) : (
        <p role="status">Загружаем…</p>
      )}
    </section>
  );
}

const CONTACTS = [
  ['title', 'Название'],
  ['address', 'Адрес'],
  ['city', 'Город'],
  ['phone', 'Телефон'],
] as const;

function ShopForm({ initial, adminEdits }: { initial: AdminShopAnswer; adminEdits: boolean }) {
  const [base, setBase] = useState(initial);
  const [theirs, setTheirs] = useState<AdminShopAnswer | null>(null);
  const { register, handleSubmit, formState, reset, getValues, watch } = useForm<ShopFormValues>({
    resolver: zodResolver(ShopFormValues),
    defaultValues: toShopForm(initial.shop),
  });
  const errors = formState.errors;
  const days = watch('days');

  const save = handleSubmit(async (values) => {
    try {
      const answer = await adminApi.saveShop(base.shop._id, {
        shop: fromShopForm(values, base.shop),
        version: base.version,
      });
      setBase(answer);
      setTheirs(null);
      reset(toShopForm(answer.shop));
      notify.success('Пекарня сохранена');
    } catch (error) {
      const now = conflictAnswer<AdminShopAnswer>(error);
      if (now) setTheirs(now);
      else notify.error(messageOf(error));
    }
  });

  const theirForm = theirs ? toShopForm(theirs.shop) : null;
  const differing = theirForm ? differingFields(getValues(), theirForm, ['title', 'address', 'city', 'phone']) : [];
  const theirDay = (index: number): string | null => {
    if (!theirs) return null;
    const mine = fromShopForm(getValues(), base.shop).hours[index];
    const other = theirs.shop.hours[index];
    return sameValue(mine, other) ? null : describeValue(other);
  };

  return (
    <form className="admin-form" onSubmit={save} noValidate>
      {theirs && theirForm && (
        <ConflictBanner
          onTakeTheirs={() => {
            reset(theirForm);
            setBase(theirs);
            setTheirs(null);
          }}
          onKeepMine={() => {
            setBase(theirs);
            setTheirs(null);
          }}
        />
      )}
      {CONTACTS.map(([field, label]) => (
        <div key={field}>
          <Field id={`shop-${field}`} label={label} error={errors[field]?.message}>
            {(props) => (
              <input {...props} {...register(field)} readOnly={!adminEdits} className="form-field__input staff-input" />
            )}
          </Field>
          <TheirValue text={differing.includes(field) && theirForm ? theirForm[field] : null} />
        </div>
      ))}
      <WeekHoursFieldset
        legend="Часы работы"
        ends={['Открывается', 'Закрывается']}
        idPrefix="day"
        register={register}
        days={days}
        errors={errors.days}
        theirDay={theirDay}
      />
      <button type="submit" className="button button--primary staff-button" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Сохраняем…' : 'Сохранить'}
      </button>
    </form>
  );
}
