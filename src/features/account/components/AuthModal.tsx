import { useEffect, useId, useRef } from 'react';
import { useSnapshot } from 'valtio';
import type { SignedInAnswer } from '../../../domain/contract/account';
import { lockScroll, unlockScroll } from '../../../shared/scroll-lock';
import { notify } from '../../toasts';
import { useAccount } from '../account.context';
import { AUTH_SECTIONS, type AuthSection } from '../account.store';
import { RecoveryForm, SigninForm, SignupForm } from './AuthForms';

const SECTION_TITLES: Record<AuthSection, string> = {
  signin: 'Вход',
  signup: 'Регистрация',
  recovery: 'Восстановление пароля',
};

/**
 * SPEC §2 «Sign-in/auth» modal, opening on `signin`: a native modal dialog
 * (focus stays inside, Escape closes, focus returns to the opener), the page's
 * scroll locked while it is open (SPEC §4). Loaded only when first opened.
 */
export default function AuthModal() {
  const { state, runtime } = useAccount();
  const auth = useSnapshot(state.auth);
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element || element.open) return;
    element.showModal();
    lockScroll();
    return () => {
      unlockScroll();
      if (element.open) element.close();
    };
  }, []);

  // The first field of the section shown takes the focus (on opening and on switching sections).
  useEffect(() => {
    dialog.current?.querySelector<HTMLInputElement>(`[data-auth-section="${auth.section}"] input`)?.focus();
  }, [auth.section]);

  const close = () => {
    state.auth.open = false;
  };
  const signedIn = (answer: SignedInAnswer) => {
    void runtime().then(({ session }) => session.signedIn(answer));
    notify.success(answer.message);
    close();
  };
  const Form = { signin: SigninForm, signup: SignupForm, recovery: RecoveryForm }[auth.section];

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop mirrors Escape, which the dialog handles natively.
    <dialog
      ref={dialog}
      className="auth-modal"
      aria-labelledby={`${id}-title`}
      data-auth-modal
      onClose={close}
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
    >
      <div className="auth-modal__content">
        <header className="auth-modal__header">
          <h2 id={`${id}-title`}>{SECTION_TITLES[auth.section]}</h2>
          <button type="button" className="icon-button" aria-label="Закрыть" onClick={close}>
            ×
          </button>
        </header>
        <div data-auth-section={auth.section}>
          <Form key={auth.section} onSignedIn={signedIn} />
        </div>
        <nav className="auth-modal__sections" aria-label="Другие действия">
          {AUTH_SECTIONS.filter((section) => section !== auth.section).map((section) => (
            <button
              key={section}
              type="button"
              className="link-button"
              onClick={() => {
                state.auth.section = section;
              }}
            >
              {section === 'signin'
                ? 'У меня есть аккаунт'
                : section === 'signup'
                  ? 'Зарегистрироваться'
                  : 'Забыли пароль?'}
            </button>
          ))}
        </nav>
      </div>
    </dialog>
  );
}
