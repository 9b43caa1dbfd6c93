import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { AdminZoneAnswer } from '../../../domain/contract/admin-delivery';
import type { StaffShop } from '../../../domain/contract/staff';
import { Field } from '../../../shared/Field';
import { notify } from '../../toasts';
import { conflictAnswer, messageOf } from '../admin.api';
import { adminDeliveryApi } from '../admin-delivery.api';
import { differingFields } from '../conflict';
import { DELIVERY_FIELD_LABELS, fromZoneForm, toZoneForm, ZoneFormValues } from '../delivery-form';
import { TheirValue } from './ConflictNote';
import { StaleChoice } from './StaleChoice';

const TEXT_FIELDS = [
  ['title', 'Название района', 'text'],
  ['minOrder', `${DELIVERY_FIELD_LABELS.minOrder}, руб.`, 'text'],
  ['fee', `${DELIVERY_FIELD_LABELS.fee}, руб.`, 'text'],
  ['freeFrom', `${DELIVERY_FIELD_LABELS.freeFrom}, руб.`, 'text'],
  ['leadMinutes', DELIVERY_FIELD_LABELS.leadMinutes, 'number'],
] as const;
const COMPARED = ['title', 'minOrder', 'fee', 'freeFrom', 'leadMinutes', 'shopId', 'slotCapacity'] as const;

/** One zone's form: an admin edits everything, a manager the window capacity only (the server checks it too). */
export function ZoneEditor({
  initial,
  isNew,
  admin,
  shops,
  onSaved,
  onCancel,
}: {
  initial: AdminZoneAnswer;
  isNew: boolean;
  admin: boolean;
  shops: readonly StaffShop[];
  onSaved: (answer: AdminZoneAnswer) => void;
  onCancel: () => void;
}) {
  const [base, setBase] = useState(initial);
  const [theirs, setTheirs] = useState<AdminZoneAnswer | null>(null);
  const { register, handleSubmit, formState, reset, getValues } = useForm<ZoneFormValues>({
    resolver: zodResolver(ZoneFormValues),
    defaultValues: toZoneForm(initial.zone),
  });
  const errors = formState.errors;

  const save = handleSubmit(async (values) => {
    const zone = fromZoneForm(values, base.zone._id);
    try {
      const { _id: _, ...draft } = zone;
      const answer = isNew
        ? await adminDeliveryApi.createZone(draft)
        : await adminDeliveryApi.saveZone(base.zone._id, { zone, version: base.version });
      notify.success(isNew ? 'Район добавлен' : 'Район сохранён');
      onSaved(answer);
    } catch (error) {
      const now = conflictAnswer<Omit<AdminZoneAnswer, 'bookedMost'>>(error);
      if (now) setTheirs({ ...now, bookedMost: base.bookedMost });
      else notify.error(messageOf(error));
    }
  });

  const theirForm = theirs ? toZoneForm(theirs.zone) : null;
  const differing = theirForm ? differingFields(getValues(), theirForm, COMPARED) : [];
  const their = (field: (typeof COMPARED)[number]) =>
    differing.includes(field) && theirForm ? String(theirForm[field]) || '—' : null;

  return (
    <section className="admin-card" aria-labelledby="zone-editor-title">
      <h2 id="zone-editor-title">{isNew ? 'Новый район' : base.zone.title}</h2>
      <form className="admin-form" onSubmit={save} noValidate>
        <StaleChoice
          theirs={theirs}
          theirValues={theirForm}
          refill={reset}
          rebase={(answer) => {
            setBase(answer);
            setTheirs(null);
          }}
        />
        {TEXT_FIELDS.map(([field, label, type]) => (
          <div key={field}>
            <Field id={`zone-${field}`} label={label} error={errors[field]?.message}>
              {(props) => (
                <input
                  {...props}
                  type={type}
                  inputMode={type === 'number' ? 'numeric' : 'decimal'}
                  {...register(field, type === 'number' ? { valueAsNumber: true } : {})}
                  readOnly={!admin}
                  className="form-field__input staff-input"
                />
              )}
            </Field>
            <TheirValue text={their(field)} />
          </div>
        ))}
        <Field id="zone-shop" label={DELIVERY_FIELD_LABELS.shopId} error={errors.shopId?.message}>
          {(props) =>
            // A manager reads the shop; a select cannot be read-only, and a disabled one would send no value.
            admin ? (
              <select {...props} {...register('shopId')} className="form-field__input staff-input">
                <option value="">Первая по списку пекарен</option>
                {shops.map((shop) => (
                  <option key={shop._id} value={shop._id}>
                    {shop.title}
                  </option>
                ))}
              </select>
            ) : (
              <input
                {...props}
                readOnly
                value={shops.find((shop) => shop._id === base.zone.shopId)?.title ?? 'Первая по списку пекарен'}
                className="form-field__input staff-input"
              />
            )
          }
        </Field>
        <TheirValue text={their('shopId')} />
        <Field
          id="zone-capacity"
          label={DELIVERY_FIELD_LABELS.slotCapacity}
          hint={`Пусто — как в настройках доставки. Сейчас занято в самом загруженном окне: ${base.bookedMost}; уменьшение не отменяет оформленные заказы.`}
          error={errors.slotCapacity?.message}
        >
          {(props) => (
            <input
              {...props}
              inputMode="numeric"
              {...register('slotCapacity')}
              className="form-field__input staff-input"
            />
          )}
        </Field>
        <TheirValue text={their('slotCapacity')} />
        <div className="admin-actions">
          <button type="submit" className="button button--primary staff-button" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? 'Сохраняем…' : 'Сохранить'}
          </button>
          <button type="button" className="button button--ghost staff-button" onClick={onCancel}>
            Закрыть
          </button>
        </div>
      </form>
    </section>
  );
}
