import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { AdminDeliverySettingsAnswer } from '../../../domain/contract/admin-delivery';
import { DELIVERY_SLOT_MINUTES } from '../../../domain/slots';
import { Field } from '../../../shared/Field';
import { notify } from '../../toasts';
import { conflictAnswer, messageOf } from '../admin.api';
import { adminDeliveryApi } from '../admin-delivery.api';
import { describeValue, differingFields, sameValue } from '../conflict';
import { DELIVERY_FIELD_LABELS, fromSettingsForm, SettingsFormValues, toSettingsForm } from '../delivery-form';
import { fromWeekRows } from '../week-hours';
import { TheirValue } from './ConflictNote';
import { StaleChoice } from './StaleChoice';
import { WeekHoursFieldset } from './WeekHoursFieldset';

const NUMBER_FIELDS = [
  'deliverySlotCapacity',
  'pickupSlotCapacity',
  'pickupLeadMinutes',
  'maxOrderUnits',
  'maxDaysAhead',
] as const;
const COMPARED = ['deliverySlotMinutes', ...NUMBER_FIELDS, 'maxOrderTotal'] as const;

/** The shop-wide delivery settings (admins): the next slots asked for follow them, booked orders keep theirs. */
export function DeliverySettingsForm() {
  const [loaded, setLoaded] = useState<AdminDeliverySettingsAnswer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    adminDeliveryApi.settings().then(setLoaded, (error: unknown) => setFailure(messageOf(error)));
  }, []);
  return (
    <section className="admin-card" aria-labelledby="delivery-settings-title">
      <h2 id="delivery-settings-title">Настройки доставки</h2>
      {failure && <p role="alert">{failure}</p>}
      {loaded ? <SettingsForm initial={loaded} /> : !failure && <p role="status">Загружаем…</p>}
    </section>
  );
}

function SettingsForm({ initial }: { initial: AdminDeliverySettingsAnswer }) {
  const [base, setBase] = useState(initial);
  const [theirs, setTheirs] = useState<AdminDeliverySettingsAnswer | null>(null);
  const { register, handleSubmit, formState, reset, getValues, watch } = useForm<SettingsFormValues>({
    resolver: zodResolver(SettingsFormValues),
    defaultValues: toSettingsForm(initial.settings),
  });
  const errors = formState.errors;
  const days = watch('days');

  const save = handleSubmit(async (values) => {
    try {
      const answer = await adminDeliveryApi.saveSettings({
        settings: fromSettingsForm(values, base.settings),
        version: base.version,
      });
      setBase(answer);
      setTheirs(null);
      reset(toSettingsForm(answer.settings));
      notify.success('Настройки доставки сохранены');
    } catch (error) {
      const now = conflictAnswer<AdminDeliverySettingsAnswer>(error);
      if (now) setTheirs(now);
      else notify.error(messageOf(error));
    }
  });

  const theirForm = theirs ? toSettingsForm(theirs.settings) : null;
  const mine = getValues();
  const differing = theirForm
    ? differingFields({ ...mine, deliverySlotMinutes: Number(mine.deliverySlotMinutes) }, theirForm, COMPARED)
    : [];
  const their = (field: (typeof COMPARED)[number]) =>
    differing.includes(field) && theirForm ? String(theirForm[field]) : null;
  const theirDay = (index: number): string | null => {
    if (!theirs) return null;
    const mine = fromWeekRows(getValues().days)[index];
    const other = theirs.settings.deliveryHours[index];
    return sameValue(mine, other) ? null : describeValue(other);
  };

  return (
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
      <Field
        id="settings-deliverySlotMinutes"
        label={DELIVERY_FIELD_LABELS.deliverySlotMinutes}
        hint="Оформленные заказы остаются в своих окнах."
        error={errors.deliverySlotMinutes?.message}
      >
        {(props) => (
          <select {...props} {...register('deliverySlotMinutes')} className="form-field__input staff-input">
            {DELIVERY_SLOT_MINUTES.map((minutes) => (
              <option key={minutes} value={minutes}>
                {minutes}
              </option>
            ))}
          </select>
        )}
      </Field>
      <TheirValue text={their('deliverySlotMinutes')} />
      {NUMBER_FIELDS.map((field) => (
        <div key={field}>
          <Field id={`settings-${field}`} label={DELIVERY_FIELD_LABELS[field]} error={errors[field]?.message}>
            {(props) => (
              <input
                {...props}
                type="number"
                inputMode="numeric"
                {...register(field, { valueAsNumber: true })}
                className="form-field__input staff-input"
              />
            )}
          </Field>
          <TheirValue text={their(field)} />
        </div>
      ))}
      <Field
        id="settings-maxOrderTotal"
        label={`${DELIVERY_FIELD_LABELS.maxOrderTotal}, руб.`}
        error={errors.maxOrderTotal?.message}
      >
        {(props) => (
          <input
            {...props}
            inputMode="decimal"
            {...register('maxOrderTotal')}
            className="form-field__input staff-input"
          />
        )}
      </Field>
      <TheirValue text={their('maxOrderTotal')} />
      <WeekHoursFieldset
        legend={DELIVERY_FIELD_LABELS.deliveryHours}
        ends={['Курьеры с', 'Курьеры до']}
        idPrefix="delivery-day"
        register={register}
        days={days}
        errors={errors.days}
        theirDay={theirDay}
      />
      <button type="submit" className="button button--primary staff-button" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Сохраняем…' : 'Сохранить настройки'}
      </button>
    </form>
  );
}
