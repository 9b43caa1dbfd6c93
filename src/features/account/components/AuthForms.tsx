import { type FormEvent, type ReactNode, useId, useState } from 'react';
import type { z } from 'zod';
import type { SignedInAnswer } from '../../../domain/contract/account';
import { RecoveryBody, RecoveryConfirmBody, SigninBody, SignupBody } from '../../../domain/contract/account-phone';
import { accountApi } from '../account.api';
import { checkForm, type FormErrors } from '../auth-forms';
import { failureText } from '../profile.actions';
import { ContactFields, LoginField, PasswordField, useFormValues } from './AccountFields';
import { TextField } from './TextField';

interface FormProps {
  /** The server signed the shopper in: the modal hands the answer to the session. */
  onSignedIn: (answer: SignedInAnswer) => void;
}

/** The form frame: a general message (the server's, or the schema's) above the send button, busy while sending. */
function AuthForm({
  busy,
  general,
  submit,
  onSubmit,
  children,
}: {
  busy: boolean;
  general: string | null;
  submit: string;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <form
      className="auth-form"
      noValidate
      aria-busy={busy}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        if (!busy) onSubmit();
      }}
    >
      {children}
      {general && (
        <p className="auth-form__message" role="alert">
          {general}
        </p>
      )}
      <button type="submit" className="button button--primary auth-form__submit" disabled={busy}>
        {submit}
      </button>
    </form>
  );
}

/**
 * Checks a form with the contract's schema and sends the body only when it is
 * valid: the fields' messages go beside them, the rest (and the server's
 * answer to a refusal) above the button, busy while sending.
 */
function useCheckedSend<F extends string>(fields: readonly F[]) {
  const [busy, setBusy] = useState(false);
  const [general, setGeneral] = useState<string | null>(null);
  const [errors, setErrors] = useState<FormErrors<F>>({});
  const send = async <S extends z.ZodType, T>(
    schema: S,
    input: z.input<S>,
    request: (body: z.output<S>) => Promise<T>,
    done: (answer: T) => void,
  ) => {
    const check = checkForm(schema, fields, input);
    setErrors(check.ok ? {} : check.errors);
    setGeneral(check.ok ? null : check.general);
    if (!check.ok) return;
    setBusy(true);
    try {
      done(await request(check.body));
    } catch (error) {
      setGeneral(failureText(error));
    } finally {
      setBusy(false);
    }
  };
  return { busy, general, errors, send };
}

const SIGNIN_FIELDS = ['login', 'password'] as const;

export function SigninForm({ onSignedIn }: FormProps) {
  const id = useId();
  const { values, set } = useFormValues({ login: '', password: '' });
  const { busy, general, errors, send } = useCheckedSend(SIGNIN_FIELDS);
  const submit = () => void send(SigninBody, values, accountApi.signin, onSignedIn);
  return (
    <AuthForm busy={busy} general={general} submit="Войти" onSubmit={submit}>
      <LoginField id={`${id}-login`} value={values.login} onChange={set('login')} error={errors.login} />
      <PasswordField
        id={`${id}-password`}
        label="Пароль"
        purpose="current"
        value={values.password}
        onChange={set('password')}
        error={errors.password}
      />
    </AuthForm>
  );
}

const SIGNUP_FIELDS = ['name', 'phone', 'email', 'password'] as const;

export function SignupForm({ onSignedIn }: FormProps) {
  const id = useId();
  const { values, set } = useFormValues({ name: '', phone: '', email: '', password: '' });
  const { busy, general, errors, send } = useCheckedSend(SIGNUP_FIELDS);
  const submit = () => void send(SignupBody, values, accountApi.signup, onSignedIn);
  return (
    <AuthForm busy={busy} general={general} submit="Зарегистрироваться" onSubmit={submit}>
      <ContactFields id={id} fields={['name', 'phone', 'email']} values={values} set={set} errors={errors} />
      <PasswordField
        id={`${id}-password`}
        label="Пароль"
        purpose="new"
        value={values.password}
        onChange={set('password')}
        error={errors.password}
      />
    </AuthForm>
  );
}

const RECOVERY_FIELDS = ['login', 'code', 'password'] as const;

/** Recovery in two steps: the login gets a code; the code and a new password sign the shopper in. */
export function RecoveryForm({ onSignedIn }: FormProps) {
  const id = useId();
  const { values, set } = useFormValues({ login: '', code: '', password: '' });
  const [sent, setSent] = useState<string | null>(null);
  const { busy, general, errors, send } = useCheckedSend(RECOVERY_FIELDS);
  const ask = () => void send(RecoveryBody, { login: values.login }, accountApi.recovery, setSent);
  const confirm = () => void send(RecoveryConfirmBody, values, accountApi.recoveryConfirm, onSignedIn);
  const loginField = (
    <LoginField id={`${id}-login`} value={values.login} onChange={set('login')} error={errors.login} />
  );
  if (sent === null) {
    return (
      <AuthForm busy={busy} general={general} submit="Получить код" onSubmit={ask}>
        {loginField}
      </AuthForm>
    );
  }
  return (
    <AuthForm busy={busy} general={general} submit="Сменить пароль и войти" onSubmit={confirm}>
      <p className="auth-form__note" role="status">
        {sent}
      </p>
      {loginField}
      <TextField
        id={`${id}-code`}
        label="Код"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={values.code}
        onChange={set('code')}
        error={errors.code}
      />
      <PasswordField
        id={`${id}-password`}
        label="Новый пароль"
        purpose="new"
        value={values.password}
        onChange={set('password')}
        error={errors.password}
      />
    </AuthForm>
  );
}
