import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Password } from '../../../domain/contract/account';
import type { AdminStaffAnswer } from '../../../domain/contract/admin-staff';
import { STAFF_ROLES, type StaffShop } from '../../../domain/contract/staff';
import { Field } from '../../../shared/Field';
import { confirmToast, notify } from '../../toasts';
import { conflictAnswer, messageOf } from '../admin.api';
import { adminDeliveryApi } from '../admin-delivery.api';
import { differingFields } from '../conflict';
import {
  EditStaffFormValues,
  EMPTY_STAFF,
  fromStaffForm,
  ROLE_LABELS,
  STAFF_FIELD_LABELS,
  StaffFormValues,
  toStaffForm,
} from '../staff-form';
import { TheirValue } from './ConflictNote';
import { StaleChoice } from './StaleChoice';

const COMPARED = ['name', 'role', 'shopIds', 'disabled'] as const;

/** A new account (login and first password) or an existing one (name, role, shops, access; password and sessions). */
export function StaffEditor({
  initial,
  shops,
  onSaved,
  onCancel,
}: {
  initial: AdminStaffAnswer | null;
  shops: readonly StaffShop[];
  onSaved: (answer: AdminStaffAnswer) => void;
  onCancel: () => void;
}) {
  const [base, setBase] = useState(initial);
  const [theirs, setTheirs] = useState<AdminStaffAnswer | null>(null);
  const { register, handleSubmit, formState, reset, getValues, watch } = useForm<StaffFormValues>({
    resolver: zodResolver(initial ? EditStaffFormValues : StaffFormValues),
    defaultValues: initial ? toStaffForm(initial.account) : EMPTY_STAFF,
  });
  const errors = formState.errors;
  const role = watch('role');

  const save = handleSubmit(async (values) => {
    try {
      const answer = base
        ? await adminDeliveryApi.saveStaff(base.account.id, { account: fromStaffForm(values), version: base.version })
        : await adminDeliveryApi.createStaff({
            ...fromStaffForm(values),
            login: values.login,
            password: values.password,
          });
      notify.success(base ? 'Сотрудник сохранён' : 'Сотрудник добавлен');
      onSaved(answer);
    } catch (error) {
      const now = conflictAnswer<AdminStaffAnswer>(error);
      if (now) setTheirs(now);
      else notify.error(messageOf(error));
    }
  });

  const theirForm = theirs ? toStaffForm(theirs.account) : null;
  const differing = theirForm ? differingFields(getValues(), theirForm, COMPARED) : [];
  const their = (field: (typeof COMPARED)[number]) =>
    differing.includes(field) && theirForm ? String(theirForm[field]) : null;

  return (
    <section className="admin-card" aria-labelledby="staff-editor-title">
      <h2 id="staff-editor-title">{base ? base.account.login : 'Новый сотрудник'}</h2>
      <form className="admin-form" onSubmit={save} noValidate>
        <StaleChoice
          theirs={theirs}
          theirValues={theirForm}
          refill={reset}
          rebase={(answer) => {
            setBase(answer);
            setTheirs(null);
          }}
        />
        {!base && (
          <Field id="staff-login" label={STAFF_FIELD_LABELS.login} error={errors.login?.message}>
            {(props) => (
              <input {...props} autoComplete="off" {...register('login')} className="form-field__input staff-input" />
            )}
          </Field>
        )}
        <Field id="staff-name" label={STAFF_FIELD_LABELS.name} error={errors.name?.message}>
          {(props) => <input {...props} {...register('name')} className="form-field__input staff-input" />}
        </Field>
        <TheirValue text={their('name')} />
        <Field id="staff-role" label={STAFF_FIELD_LABELS.role} error={errors.role?.message}>
          {(props) => (
            <select {...props} {...register('role')} className="form-field__input staff-input">
              {STAFF_ROLES.map((each) => (
                <option key={each} value={each}>
                  {ROLE_LABELS[each]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <TheirValue text={their('role')} />
        {role !== 'admin' && (
          <fieldset className="admin-week">
            <legend>{STAFF_FIELD_LABELS.shopIds}</legend>
            {shops.map((shop) => (
              <label key={shop._id} className="admin-check">
                <input type="checkbox" value={shop._id} {...register('shopIds')} /> {shop.title}
              </label>
            ))}
            {errors.shopIds && <p role="alert">{errors.shopIds.message}</p>}
          </fieldset>
        )}
        <TheirValue text={their('shopIds')} />
        {base ? (
          <label className="admin-check">
            <input type="checkbox" {...register('disabled')} /> Отключить доступ (все входы завершатся)
          </label>
        ) : (
          <Field id="staff-password" label="Пароль для первого входа" error={errors.password?.message}>
            {(props) => (
              <input
                {...props}
                type="password"
                autoComplete="new-password"
                {...register('password')}
                className="form-field__input staff-input"
              />
            )}
          </Field>
        )}
        <TheirValue text={their('disabled')} />
        <div className="admin-actions">
          <button type="submit" className="button button--primary staff-button" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? 'Сохраняем…' : 'Сохранить'}
          </button>
          <button type="button" className="button button--ghost staff-button" onClick={onCancel}>
            Закрыть
          </button>
        </div>
      </form>
      {base && <SessionTools account={base} onDone={onSaved} />}
    </section>
  );
}

/** Reset the password and sign out everywhere: each asks with the confirm toast first (as the staff board does). */
function SessionTools({ account, onDone }: { account: AdminStaffAnswer; onDone: (answer: AdminStaffAnswer) => void }) {
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { login, id } = account.account;
  const run = async (question: string, call: () => Promise<AdminStaffAnswer & { message: string }>) => {
    if (!(await confirmToast(question))) return;
    try {
      const answer = await call();
      notify.success(answer.message);
      setPassword('');
      onDone(answer);
    } catch (error) {
      notify.error(messageOf(error));
    }
  };
  const reset = () => {
    const checked = Password.safeParse(password);
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? 'Введите пароль');
      return;
    }
    setProblem(null);
    void run(`Сменить пароль ${login}? Все входы сотрудника завершатся.`, () =>
      adminDeliveryApi.resetPassword(id, password),
    );
  };
  return (
    <div className="admin-form">
      <p>Входов сейчас: {account.activeSessions}</p>
      <Field id="staff-new-password" label="Новый пароль" error={problem ?? undefined}>
        {(props) => (
          <input
            {...props}
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            className="form-field__input staff-input"
          />
        )}
      </Field>
      <div className="admin-actions">
        <button type="button" className="button button--primary staff-button" onClick={reset}>
          Сбросить пароль
        </button>
        <button
          type="button"
          className="button button--ghost staff-button"
          onClick={() => void run(`Завершить все входы ${login}?`, () => adminDeliveryApi.signOutEverywhere(id))}
        >
          Выйти на всех устройствах
        </button>
      </div>
    </div>
  );
}
