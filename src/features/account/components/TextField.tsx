import type { HTMLInputAutoCompleteAttribute, HTMLInputTypeAttribute } from 'react';
import { Field, type FieldLength } from '../../../shared/Field';

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
  /** The counter of a field the contract limits (the text is never cut: see `Field`). */
  counter?: FieldLength | undefined;
}

/** A labelled text input with its hint and its inline message (the contract's or the server's Russian text). */
export function TextField({ id, label, optional = false, hint, error, counter, onChange, ...input }: Props) {
  return (
    <Field id={id} label={label} optional={optional} hint={hint} error={error} counter={counter}>
      {(control) => (
        <input
          {...input}
          {...control}
          className="form-field__input"
          spellCheck={false}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
