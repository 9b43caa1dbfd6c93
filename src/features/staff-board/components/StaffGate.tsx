import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { type StaffMember, StaffSigninBody } from '../../../domain/contract/staff';
import { Field } from '../../../shared/Field';
import { readSignedInHint } from '../device-hints';
import { isSignedOut, messageOf, staffApi } from '../staff-board.api';
import { signedIn, signedOut, staffSession } from '../staff-board.store';

interface Props {
  children: (staff: StaffMember, realtimeUrl: string) => ReactNode;
  /**
   * The shop whose pickup screen this page is: its sign-in makes the screen's
   * long read-only session, and only that session (or a board's) opens it.
   */
  screen?: string;
}

/**
 * Shows its children to a signed-in staff member and the sign-in form to
 * anyone else, at the same address: a bookmarked board opens right after
 * the password, where it was asked for. A device signed in as a pickup
 * screen opens nothing but its screen.
 */
export function StaffGate({ children, screen }: Props) {
  const session = useSnapshot(staffSession);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    if (staffSession.status !== 'checking') return;
    // A device that never signed in (or signed out) has no session to ask about.
    if (!readSignedInHint()) {
      staffSession.status = 'signed_out';
      return;
    }
    staffApi.me().then(
      (answer) => signedIn(answer.staff, answer.realtimeUrl),
      (error: unknown) => {
        if (isSignedOut(error)) signedOut();
        else setFailure(messageOf(error));
      },
    );
  }, []);
  if (session.status === 'signed_in' && session.staff && session.realtimeUrl) {
    const { screenShop } = session.staff;
    if (screenShop !== null && screenShop !== screen) return <ScreenDeviceNotice shopId={screenShop} />;
    return <>{children(session.staff as StaffMember, session.realtimeUrl)}</>;
  }
  if (session.status === 'signed_out') return <SignInForm screen={screen} />;
  return (
    <main className="staff-page staff-page--center" id="main">
      <p className="staff-status" role="status">
        {failure ?? 'Проверяем вход…'}
      </p>
      {failure && (
        <button type="button" className="button button--primary staff-button" onClick={() => location.reload()}>
          Повторить
        </button>
      )}
    </main>
  );
}

type SignInField = 'login' | 'password';

function SignInForm({ screen }: { screen: string | undefined }) {
  const [values, setValues] = useState({ login: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<SignInField, string>>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The contract's own rules (the server's), as the shop's forms check them.
    const checked = StaffSigninBody.safeParse(screen === undefined ? values : { ...values, screen });
    if (!checked.success) {
      const found: Partial<Record<SignInField, string>> = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0];
        if (field === 'login' || field === 'password') found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setGeneral(null);
    setSending(true);
    try {
      const answer = await staffApi.signin(checked.data);
      signedIn(answer.staff, answer.realtimeUrl);
    } catch (error) {
      setGeneral(messageOf(error));
    } finally {
      setSending(false);
    }
  };

  const field = (name: SignInField, label: string, type: string, autoComplete: string) => (
    <Field id={`staff-${name}`} label={label} error={errors[name]}>
      {(control) => (
        <input
          {...control}
          name={name}
          type={type}
          autoComplete={autoComplete}
          className="form-field__input staff-input"
          spellCheck={false}
          autoCapitalize="none"
          value={values[name]}
          onChange={(event) => setValues({ ...values, [name]: event.target.value })}
        />
      )}
    </Field>
  );

  return (
    <main className="staff-page staff-page--center" id="main">
      <form className="staff-signin" onSubmit={submit} noValidate>
        <h1>{screen === undefined ? 'Вход для сотрудников' : 'Подключить экран выдачи'}</h1>
        {screen !== undefined && (
          <p className="staff-signin__hint">
            Войдите один раз: экран останется подключённым 30 дней, даже если его выключать на ночь. Он только
            показывает номера заказов — менять заказы с него нельзя.
          </p>
        )}
        {field('login', 'Логин', 'text', 'username')}
        {field('password', 'Пароль', 'password', 'current-password')}
        {general && (
          <p className="staff-signin__error" role="alert">
            {general}
          </p>
        )}
        <button type="submit" className="button button--primary staff-button" disabled={sending}>
          {sending ? 'Входим…' : 'Войти'}
        </button>
      </form>
    </main>
  );
}

/** A pickup screen's device opened at another address: its session reads nothing else. */
function ScreenDeviceNotice({ shopId }: { shopId: string }) {
  return (
    <main className="staff-page staff-page--center" id="main">
      <div className="staff-signin">
        <h1>Это устройство — экран выдачи</h1>
        <p className="staff-status">
          Оно подключено только для показа номеров заказов. Чтобы работать с заказами, выйдите и войдите как сотрудник.
        </p>
        <a className="button button--primary staff-button" href={`/staff/${encodeURIComponent(shopId)}/screen`}>
          Открыть экран выдачи
        </a>
        <SignOutButton />
      </div>
    </main>
  );
}

/** «Выйти»: the session ends on the server, and this tablet asks for the password again. */
export function SignOutButton() {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className="button button--ghost staff-button"
      disabled={busy}
      onClick={() => {
        setBusy(true);
        staffApi
          .signout()
          .catch(() => undefined)
          .finally(() => {
            setBusy(false);
            signedOut();
          });
      }}
    >
      Выйти
    </button>
  );
}
