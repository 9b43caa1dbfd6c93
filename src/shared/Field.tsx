import type { ReactNode } from 'react';

/** What a field's control needs to be labelled and tied to its hint and message. */
export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface Props {
  id: string;
  label: ReactNode;
  optional?: boolean;
  hint?: ReactNode;
  error?: string | undefined;
  children: (control: ControlProps) => ReactNode;
}

/** A labelled field with its hint and its inline message (the contract's own Russian text). */
export function Field({ id, label, optional = false, hint, error, children }: Props) {
  const hintId = hint ? `${id}-hint` : null;
  const errorId = error ? `${id}-error` : null;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="form-field">
      <label htmlFor={id} className="form-field__label">
        {label}
        {optional && <span className="form-field__optional"> (необязательно)</span>}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId ?? undefined} className="form-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId ?? undefined} className="form-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
