// biome-ignore lint/style/noRestrictedImports: React.lazy with the failed load caught and answered by a fallback that says so and lets the next opening try again.
import { type ComponentType, lazy, Suspense, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { notify } from '../../toasts';
import { useAccount } from '../account.context';

/* The modal, its forms and the phone parser load on the first opening only (the first page's budget). */
const load = () => import('./AuthModal');

function ModalUnavailable() {
  const { state } = useAccount();
  useEffect(() => {
    notify.error('Не удалось открыть вход. Проверьте соединение и попробуйте ещё раз.');
    state.auth.open = false;
  }, [state]);
  return null;
}

const AuthModal = lazy<ComponentType>(() =>
  load().catch((error: unknown) => {
    console.warn('[account] the sign-in modal did not load', error);
    return { default: ModalUnavailable };
  }),
);

export function AuthModalHost() {
  const { state } = useAccount();
  const { open } = useSnapshot(state.auth);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <AuthModal />
    </Suspense>
  );
}
