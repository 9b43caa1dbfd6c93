import { type FormEvent, type ReactNode, useId, useState } from 'react';
import type { SignedInAnswer } from '../../../domain/contract/account';
import { RecoveryBody, RecoveryConfirmBody, SigninBody, SignupBody } from '../../../domain/contract/account-phone';
import { GENERIC_REQUEST_ERROR, isApiError } from '../../../platform/api-client';
import { accountApi } from '../account.api';
import { checkForm, type FormErrors } from '../auth-forms';
import { ContactFields } from './ContactFields';
import { TextField } from './TextField';

interface FormProps {
  /** The server signed the shopper in: the modal hands the answer to the session. */
  onSignedIn: (answer: SignedInAnswer) => void;
}

function messageOf(error: unknown): string {
  return isApiError(error) ? error.message : GENERIC_REQUEST_ERROR;
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

/** Sends a checked body; the server's message (or the generic one) lands above the button. */
function useSend() {
  const [busy, setBusy] = useState(false);
  const [general, setGeneral] = useState<string | null>(null);
  const send = async <T,>(request: () => Promise<T>, done: (answer: T) => void) => {
    setBusy(true);
    setGeneral(null);
    try {
      done(await request());
    } catch (error) {
      setGeneral(messageOf(error));
    } finally {
      setBusy(false);
    }
  };
  return { busy, general, setGeneral, send };
}

const SIGNIN_FIELDS = ['login', 'password'] as const;

export function SigninForm({ onSignedIn }: FormProps) {
  const id = useId();
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FormErrors<(typeof SIGNIN_FIELDS)[number]>>({});
  const { busy, general, setGeneral, send } = useSend();
  const submit = () => {
    const check = checkForm(SigninBody, SIGNIN_FIELDS, { login, password });
    setErrors(check.ok ? {} : check.errors);
    setGeneral(check.ok ? null : check.general);
    if (check.ok) void send(() => accountApi.signin(check.body), onSignedIn);
  };
  return (
    <AuthForm busy={busy} general={general} submit="Войти" onSubmit={submit}>
      <TextField
        id={`${id}-login`}
        label="Телефон или e-mail"
        name="username"
        autoComplete="username"
        value={login}
        onChange={setLogin}
        error={errors.login}
      />
      <TextField
        id={`${id}-password`}
        label="Пароль"
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        error={errors.password}
      />
    </AuthForm>
  );
}

const SIGNUP_FIELDS = ['name', 'phone', 'email', 'password'] as const;

export function SignupForm({ onSignedIn }: FormProps) {
  const id = useId();
  const [form, setForm] = useState({ name: '', phone: '', email: '', password: '' });
  const [errors, setErrors] = useState<FormErrors<(typeof SIGNUP_FIELDS)[number]>>({});
  const { busy, general, setGeneral, send } = useSend();
  const set = (field: keyof typeof form) => (value: string) => setForm((current) => ({ ...current, [field]: value }));
  const submit = () => {
    const check = checkForm(SignupBody, SIGNUP_FIELDS, form);
    setErrors(check.ok ? {} : check.errors);
    setGeneral(check.ok ? null : check.general);
    if (check.ok) void send(() => accountApi.signup(check.body), onSignedIn);
  };
  return (
    <AuthForm busy={busy} general={general} submit="Зарегистрироваться" onSubmit={submit}>
      <ContactFields id={id} values={form} set={set} errors={errors} />
      <TextField
        id={`${id}-password`}
        label="Пароль"
        name="new-password"
        type="password"
        autoComplete="new-password"
        value={form.password}
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
  const [login, setLogin] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const [errors, setErrors] = useState<FormErrors<(typeof RECOVERY_FIELDS)[number]>>({});
  const { busy, general, setGeneral, send } = useSend();
  const ask = () => {
    const check = checkForm(RecoveryBody, RECOVERY_FIELDS, { login });
    setErrors(check.ok ? {} : check.errors);
    setGeneral(check.ok ? null : check.general);
    if (check.ok) void send(() => accountApi.recovery(check.body), setSent);
  };
  const confirm = () => {
    const check = checkForm(RecoveryConfirmBody, RECOVERY_FIELDS, { login, code, password });
    setErrors(check.ok ? {} : check.errors);
    setGeneral(check.ok ? null : check.general);
    if (check.ok) void send(() => accountApi.recoveryConfirm(check.body), onSignedIn);
  };
  const loginField = (
    <TextField
      id={`${id}-login`}
      label="Телефон или e-mail"
      name="username"
      autoComplete="username"
      value={login}
      onChange={setLogin}
      error={errors.login}
    />
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
        value={code}
        onChange={setCode}
        error={errors.code}
      />
      <TextField
        id={`${id}-password`}
        label="Новый пароль"
        name="new-password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
        error={errors.password}
      />
    </AuthForm>
  );
}
