import { type ComponentProps, useState } from 'react';
import { CHECKOUT_LIMITS } from '../../../domain/contract/checkout';
import { PHONE_EXAMPLE } from '../../../domain/phone';
import { TextField } from './TextField';

/*
 * The account's inputs as the sign-in modal and the profile ask for them: one
 * description per kind of field, so a login, a password or a phone reads and
 * autocompletes the same in every form.
 */

type FieldLook = Omit<ComponentProps<typeof TextField>, 'id' | 'value' | 'onChange' | 'error'>;

const CONTACT_LOOKS = {
  name: { label: 'Имя', name: 'name', autoComplete: 'name' },
  phone: {
    label: 'Телефон',
    name: 'phone',
    type: 'tel',
    inputMode: 'tel',
    autoComplete: 'tel',
    hint: `Например, ${PHONE_EXAMPLE}`,
  },
  email: { label: 'E-mail', name: 'email', type: 'email', autoComplete: 'email', optional: true },
} as const satisfies Record<string, FieldLook>;

type ContactField = keyof typeof CONTACT_LOOKS;

/** The fields of a form as text, with a setter per field (what every account form keeps). */
export function useFormValues<T extends { [K in keyof T]: string }>(initial: T | (() => T)) {
  const [values, setValues] = useState<T>(initial);
  const set = (field: keyof T) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  return { values, setValues, set };
}

interface ContactProps<F extends ContactField> {
  /** The form's `useId()`: the fields' ids are built from it. */
  id: string;
  fields: readonly F[];
  values: Record<F, string>;
  set: (field: F) => (value: string) => void;
  errors: Partial<Record<F, string>>;
}

/** Name, phone and optional e-mail, as sign-up and the profile ask for them; the name counts its characters. */
export function ContactFields<F extends ContactField>({ id, fields, values, set, errors }: ContactProps<F>) {
  return fields.map((field) => (
    <TextField
      key={field}
      {...CONTACT_LOOKS[field]}
      id={`${id}-${field}`}
      value={values[field]}
      onChange={set(field)}
      error={errors[field]}
      counter={field === 'name' ? { length: values[field].trim().length, max: CHECKOUT_LIMITS.name } : undefined}
    />
  ));
}

interface InputProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

/** The phone or e-mail an account signs in with (the browser offers the saved login). */
export function LoginField(props: InputProps) {
  return <TextField {...props} label="Телефон или e-mail" name="username" autoComplete="username" />;
}

/**
 * A password: the one the shopper has (`current`) or one they choose (`new`),
 * so the browser fills the saved one or offers a strong new one.
 */
export function PasswordField({
  purpose,
  label,
  ...props
}: InputProps & { purpose: 'current' | 'new'; label: string }) {
  return (
    <TextField
      {...props}
      label={label}
      name={`${purpose}-password`}
      type="password"
      autoComplete={`${purpose}-password`}
    />
  );
}
