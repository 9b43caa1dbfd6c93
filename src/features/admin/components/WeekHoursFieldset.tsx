import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { Field } from '../../../shared/Field';
import { type DayRow, WEEKDAY_NAMES } from '../week-hours';
import { TheirValue } from './ConflictNote';

type WeekForm = FieldValues & { days: DayRow[] };

/** The seven-row week editor of a form whose `days` field is `weekRows(...)`: shop hours, couriers' hours. */
export function WeekHoursFieldset<T extends WeekForm>({
  legend,
  ends,
  idPrefix,
  register,
  days,
  errors,
  theirDay,
}: {
  legend: string;
  /** The labels of a day's start and end. */
  ends: readonly [string, string];
  /** Keeps the inputs' ids apart from another week on the same page. */
  idPrefix: string;
  register: UseFormRegister<T>;
  days: readonly DayRow[] | undefined;
  errors: FieldErrors<WeekForm>['days'];
  /** The other editor's value of a day after a conflict, or null when it is the same. */
  theirDay: (index: number) => string | null;
}) {
  return (
    <fieldset className="admin-week">
      <legend>{legend}</legend>
      {WEEKDAY_NAMES.map((name, index) => {
        const closed = days?.[index]?.closed ?? false;
        const dayErrors = Array.isArray(errors) ? errors[index] : undefined;
        const time = (end: 'opens' | 'closes', label: string) => (
          <Field id={`${idPrefix}-${index}-${end}`} label={label} error={dayErrors?.[end]?.message}>
            {(props) => (
              <input
                {...props}
                type="time"
                readOnly={closed}
                {...register(`days.${index}.${end}` as Path<T>)}
                className="form-field__input staff-input"
              />
            )}
          </Field>
        );
        return (
          <div key={name} className="admin-day">
            <span className="admin-day__name">{name}</span>
            <label className="admin-check">
              <input type="checkbox" {...register(`days.${index}.closed` as Path<T>)} /> Выходной
            </label>
            {time('opens', ends[0])}
            {time('closes', ends[1])}
            <TheirValue text={theirDay(index)} />
          </div>
        );
      })}
    </fieldset>
  );
}
