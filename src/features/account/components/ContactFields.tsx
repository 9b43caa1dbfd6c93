import { PHONE_EXAMPLE } from '../../../domain/phone';
import { TextField } from './TextField';

type ContactField = 'name' | 'phone' | 'email';

interface Props {
  /** The form's `useId()`: the fields' ids are built from it. */
  id: string;
  values: Record<ContactField, string>;
  set: (field: ContactField) => (value: string) => void;
  errors: Partial<Record<ContactField, string>>;
}

/** Name, phone and optional e-mail, as sign-up and the profile ask for them. */
export function ContactFields({ id, values, set, errors }: Props) {
  return (
    <>
      <TextField
        id={`${id}-name`}
        label="Имя"
        name="name"
        autoComplete="name"
        value={values.name}
        onChange={set('name')}
        error={errors.name}
      />
      <TextField
        id={`${id}-phone`}
        label="Телефон"
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        hint={`Например, ${PHONE_EXAMPLE}`}
        value={values.phone}
        onChange={set('phone')}
        error={errors.phone}
      />
      <TextField
        id={`${id}-email`}
        label="E-mail"
        name="email"
        type="email"
        autoComplete="email"
        optional
        value={values.email}
        onChange={set('email')}
        error={errors.email}
      />
    </>
  );
}
