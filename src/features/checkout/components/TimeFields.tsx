import { ASAP } from '../../../domain/contract/checkout';
import { Field } from '../../../shared/Field';
import type { CheckoutDraft, CheckoutField } from '../../cart';
import type { CheckoutErrors } from '../checkout-form';
import type { DayChoice } from '../schedule';
import { slotLabel } from '../schedule';
import type { SlotsState } from '../use-slots';

interface Props {
  draft: CheckoutDraft;
  days: readonly DayChoice[];
  slots: SlotsState;
  /** Delivery or pickup place chosen, so slots can be asked for. */
  placeChosen: boolean;
  errors: CheckoutErrors;
  idFor: (field: CheckoutField) => string;
  onChange: (field: 'deliveryDate' | 'deliveryTime', value: string) => void;
  onReloadSlots: () => void;
}

function slotsHint(slots: SlotsState, placeChosen: boolean, pickup: boolean): string | null {
  if (!placeChosen)
    return pickup ? 'Выберите пекарню — покажем свободное время' : 'Выберите район — покажем свободное время';
  switch (slots.status) {
    case 'loading':
      return 'Загружаем свободное время…';
    case 'failed':
      return 'Не удалось загрузить свободное время: оформим как можно скорее, или попробуйте ещё раз';
    case 'ready':
      return slots.slots.some((slot) => slot.capacityLeft > 0)
        ? null
        : 'На этот день свободного времени не осталось — выберите другой день';
    default:
      return null;
  }
}

/** The day (today by default, up to the shop's limit ahead) and a time slot or «Как можно скорее». */
export function TimeFields({ draft, days, slots, placeChosen, errors, idFor, onChange, onReloadSlots }: Props) {
  const pickup = draft.deliveryMethod === 'pickup';
  const hint = slotsHint(slots, placeChosen, pickup);
  return (
    <div className="checkout__row">
      <Field
        id={idFor('deliveryDate')}
        label={pickup ? 'День самовывоза' : 'День доставки'}
        error={errors.deliveryDate}
      >
        {(control) => (
          <select
            {...control}
            name="deliveryDate"
            className="form-field__input form-field__select"
            value={draft.deliveryDate}
            onChange={(event) => onChange('deliveryDate', event.target.value)}
          >
            {days.map((day) => (
              <option key={day.value} value={day.value}>
                {day.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        id={idFor('deliveryTime')}
        label="Время"
        hint={
          hint && (
            <>
              {hint}
              {slots.status === 'failed' && (
                <>
                  {' '}
                  <button type="button" className="link-button" onClick={onReloadSlots}>
                    Повторить
                  </button>
                </>
              )}
            </>
          )
        }
        error={errors.deliveryTime}
      >
        {(control) => (
          <select
            {...control}
            name="deliveryTime"
            className="form-field__input form-field__select"
            value={draft.deliveryTime}
            aria-busy={slots.status === 'loading' ? true : undefined}
            onChange={(event) => onChange('deliveryTime', event.target.value)}
          >
            <option value={ASAP}>Как можно скорее</option>
            {slots.status === 'ready' &&
              slots.slots.map((slot) => (
                <option key={slot._id} value={slot._id} disabled={slot.capacityLeft === 0}>
                  {slotLabel(slot)}
                  {slot.capacityLeft === 0 ? ' — мест нет' : ''}
                </option>
              ))}
          </select>
        )}
      </Field>
    </div>
  );
}
