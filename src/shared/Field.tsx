import type { ReactNode } from 'react';

/** What a field's control needs to be labelled and tied to its hint and message. */
export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** How long the text is and may be: the counter under a field whose length the contract limits. */
export interface FieldLength {
  length: number;
  max: number;
}

interface Props {
  id: string;
  label: ReactNode;
  optional?: boolean;
  hint?: ReactNode;
  error?: string | undefined;
  /**
   * Shown as «12 / 80» under the field. The input takes more than `max` (no
   * `maxLength`): a pasted text is never cut silently, the counter and the
   * contract's message say it is too long.
   */
  counter?: FieldLength | undefined;
  children: (control: ControlProps) => ReactNode;
}

/** Characters left at which the counter turns into a warning. */
const COUNTER_WARNING_SHARE = 0.1;

/** A labelled field with its hint and its inline message (the contract's own Russian text). */
export function Field({ id, label, optional = false, hint, error, counter, children }: Props) {
  const hintId = hint ? `${id}-hint` : null;
  const counterId = counter ? `${id}-counter` : null;
  const errorId = error ? `${id}-error` : null;
  const describedBy = [hintId, counterId, errorId].filter(Boolean).join(' ') || undefined;
  const hintText = hint && (
    <p id={hintId ?? undefined} className="form-field__hint">
      {hint}
    </p>
  );
  return (
    <div className="form-field">
      <label htmlFor={id} className="form-field__label">
        {label}
        {optional && <span className="form-field__optional"> (необязательно)</span>}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {counter ? (
        <div className="form-field__meta">
          {hintText || <span />}
          <Counter id={counterId ?? undefined} {...counter} />
        </div>
      ) : (
        hintText
      )}
      {error && (
        <p id={errorId ?? undefined} className="form-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

function Counter({ id, length, max }: FieldLength & { id: string | undefined }) {
  const left = max - length;
  const warning = left <= Math.ceil(max * COUNTER_WARNING_SHARE);
  return (
    <p
      id={id}
      className={warning ? 'form-field__counter form-field__counter--warning' : 'form-field__counter'}
      data-field-counter
    >
      <span aria-hidden="true">
        {length} / {max}
      </span>
      <span className="visually-hidden">{left >= 0 ? `Осталось символов: ${left}` : `Лишних символов: ${-left}`}</span>
    </p>
  );
}
