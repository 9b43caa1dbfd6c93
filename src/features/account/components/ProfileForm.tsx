import { type FormEvent, useId, useState } from 'react';
import { type Snapshot, useSnapshot } from 'valtio';
import type { UserData } from '../../../domain/contract/account';
import { UpdateDataBody } from '../../../domain/contract/account-phone';
import { formatPhone } from '../../../domain/phone';
import { notify } from '../../toasts';
import { accountApi } from '../account.api';
import { useAccount } from '../account.context';
import { checkForm, type FormErrors } from '../auth-forms';
import { type ProfileForm as Form, saveProfile } from '../profile.actions';
import { ContactFields, PasswordField, useFormValues } from './AccountFields';

const DATA_FIELDS = ['name', 'phone', 'email', 'address'] as const;

function formOf(userData: Pick<UserData, 'name' | 'phone' | 'email' | 'address'>): Form {
  return {
    name: userData.name,
    phone: formatPhone(userData.phone),
    email: userData.email ?? '',
    address: userData.address ?? '',
    currentPassword: '',
    newPassword: '',
  };
}

/** Name, phone, e-mail, address, and a password change sent after them only when both fields are filled (SPEC §5). */
export function ProfileForm({ userData }: { userData: Snapshot<UserData> }) {
  const { state, runtime } = useAccount();
  const { prevent } = useSnapshot(state.user);
  const id = useId();
  const { values: form, setValues: setForm, set } = useFormValues<Form>(() => formOf(userData));
  const [errors, setErrors] = useState<FormErrors<(typeof DATA_FIELDS)[number]>>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const check = checkForm(UpdateDataBody, DATA_FIELDS, form);
    setErrors(check.ok ? {} : check.errors);
    if (!check.ok) return;
    const outcome = await saveProfile(state, form, {
      updateData: () => accountApi.updateData(check.body),
      updatePassword: accountApi.updatePassword,
      notify,
    });
    if (outcome === 'saved') {
      setForm((current) => ({ ...current, currentPassword: '', newPassword: '' }));
      await (await runtime()).session.reload();
    }
  };

  return (
    <form className="profile-form" noValidate onSubmit={submit} aria-busy={prevent} data-profile-form>
      <ContactFields id={id} fields={DATA_FIELDS} values={form} set={set} errors={errors} />
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
