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
