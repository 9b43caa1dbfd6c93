import { Link } from '@tanstack/react-router';

export function NotFoundPage() {
  return (
    <section className="error-page">
      <h1>Страница не найдена</h1>
      <p>Возможно, пирог уже съели. Загляните в каталог — там много свежего.</p>
      <Link to="/" className="button button--primary">
        В каталог
      </Link>
    </section>
  );
}

export function ErrorPage() {
  return (
    <section className="error-page">
      <h1>Что-то пошло не так</h1>
      <p>Не удалось загрузить страницу. Проверьте соединение и попробуйте ещё раз.</p>
      <a href="/" className="button button--primary">
        На главную
      </a>
    </section>
  );
}
