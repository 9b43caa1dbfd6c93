import type { HTMLInputAutoCompleteAttribute, HTMLInputTypeAttribute } from 'react';

interface Props {
  id: string;
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  type?: HTMLInputTypeAttribute;
  autoComplete: HTMLInputAutoCompleteAttribute;
  inputMode?: 'text' | 'tel' | 'email' | 'numeric';
  optional?: boolean;
  hint?: string;
  error?: string | undefined;
  maxLength?: number;
}

/** A labelled input with its hint and its inline message (the contract's or the server's Russian text). */
export function TextField({ id, label, optional, hint, error, onChange, ...input }: Props) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="form-field">
      <label htmlFor={id} className="form-field__label">
        {label}
        {optional && <span className="form-field__optional"> (необязательно)</span>}
      </label>
      <input
        {...input}
        id={id}
        className="form-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        spellCheck={false}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint && (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="form-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
