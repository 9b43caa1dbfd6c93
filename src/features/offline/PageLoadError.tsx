import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { onOnlineChange, useOnline } from './online-status';

/**
 * A page whose data could not be loaded (the router's error page, inside the shop's frame). Offline, with nothing
 * kept by the worker for this page, it says so and loads the page again by itself once the connection is back;
 * «Повторить» asks again at once. Never shows the error's own text: it may be a server's internal detail.
 */
export function PageLoadError() {
  const router = useRouter();
  const online = useOnline();
  useEffect(
    () =>
      onOnlineChange((now) => {
        if (now) void router.invalidate();
      }),
    [router],
  );
  return (
    <section className="error-page" data-page-load-error={online ? 'failed' : 'offline'}>
      <h1>{online ? 'Что-то пошло не так' : 'Нет подключения к интернету'}</h1>
      <p>
        {online
          ? 'Не удалось загрузить страницу. Проверьте соединение и попробуйте ещё раз.'
          : 'Эта страница ещё не сохранена для работы без сети. Она откроется, когда связь вернётся.'}
      </p>
      <p className="error-page__actions">
        <button type="button" className="button button--primary" onClick={() => void router.invalidate()}>
          Повторить
        </button>
        <a href="/" className="button button--ghost">
          На главную
        </a>
      </p>
    </section>
  );
}
