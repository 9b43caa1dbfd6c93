import { type FormEvent, useId, useState } from 'react';
import { type Snapshot, useSnapshot } from 'valtio';
import {
  ADDRESS_PARTS,
  type AddressDraft,
  addressDraftOf,
  compactAddress,
  isBlankAddress,
} from '../../../domain/address-draft';
import type { UserData } from '../../../domain/contract/account';
import { UpdateDataBody } from '../../../domain/contract/account-phone';
import { formatPhone } from '../../../domain/phone';
import { AddressFields } from '../../../shared/AddressFields';
import { notify } from '../../toasts';
import { accountApi } from '../account.api';
import { useAccount } from '../account.context';
import { checkForm, type FormErrors } from '../auth-forms';
import { type ProfileForm as Form, saveProfile } from '../profile.actions';
import { ContactFields, PasswordField, useFormValues } from './AccountFields';

const DATA_FIELDS = ['name', 'phone', 'email'] as const;
const ADDRESS_FIELDS = ADDRESS_PARTS.map((part) => `address.${part}` as const);
const CHECKED_FIELDS = [...DATA_FIELDS, 'address', ...ADDRESS_FIELDS] as const;

/** The form's text fields; the address, in parts, is kept beside them. */
type TextForm = Omit<Form, 'address'>;

function formOf(userData: Pick<UserData, 'name' | 'phone' | 'email'>): TextForm {
  return {
    name: userData.name,
    phone: formatPhone(userData.phone),
    email: userData.email ?? '',
    currentPassword: '',
    newPassword: '',
  };
}

/** The address as the profile sends it: none when every part is blank (that clears it). */
const addressBody = (address: AddressDraft) => (isBlankAddress(address) ? {} : { address: compactAddress(address) });

/** Name, phone, e-mail, address, and a password change sent after them only when both fields are filled (SPEC §5). */
export function ProfileForm({ userData }: { userData: Snapshot<UserData> }) {
  const { state, runtime } = useAccount();
  const { prevent } = useSnapshot(state.user);
  const id = useId();
  const { values: form, setValues: setForm, set } = useFormValues<TextForm>(() => formOf(userData));
  // An old single-line address shows as the note until the shopper fills street and house.
  const [address, setAddress] = useState<AddressDraft>(() => addressDraftOf(userData.address));
  const [errors, setErrors] = useState<FormErrors<(typeof CHECKED_FIELDS)[number]>>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { name, phone, email } = form;
    const check = checkForm(UpdateDataBody, CHECKED_FIELDS, { name, phone, email, ...addressBody(address) });
    setErrors(check.ok ? {} : check.errors);
    if (!check.ok) return;
    const outcome = await saveProfile(
      state,
      { ...form, address },
      {
        updateData: () => accountApi.updateData(check.body),
        updatePassword: accountApi.updatePassword,
        notify,
      },
    );
    if (outcome === 'saved') {
      setForm((current) => ({ ...current, currentPassword: '', newPassword: '' }));
      await (await runtime()).session.reload();
    }
  };

  return (
    <form className="profile-form" noValidate onSubmit={submit} aria-busy={prevent} data-profile-form>
      <ContactFields id={id} fields={DATA_FIELDS} values={form} set={set} errors={errors} />
      <AddressFields
        legend="Адрес доставки"
        place="Доставляем только по Минску"
        value={address}
        errors={Object.fromEntries(ADDRESS_PARTS.map((part) => [part, errors[`address.${part}`]]))}
        error={errors.address}
        required={false}
        idFor={(part) => `${id}-address-${part}`}
        onChange={setAddress}
      />
      <fieldset className="profile-form__password">
        <legend className="form-field__label">Сменить пароль</legend>
        <p className="form-field__hint">Заполните оба поля, чтобы сменить пароль; иначе он останется прежним.</p>
        <PasswordField
          id={`${id}-current-password`}
          label="Текущий пароль"
          purpose="current"
          value={form.currentPassword}
          onChange={set('currentPassword')}
        />
        <PasswordField
          id={`${id}-new-password`}
          label="Новый пароль"
          purpose="new"
          value={form.newPassword}
          onChange={set('newPassword')}
        />
      </fieldset>
      <button type="submit" className="button button--primary" disabled={prevent}>
        Сохранить
      </button>
    </form>
  );
}
