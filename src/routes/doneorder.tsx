import { createFileRoute, Link } from '@tanstack/react-router';
import { pageMeta } from '../shared/seo';

export const Route = createFileRoute('/doneorder')({
  head: ({ match }) => ({
    meta: [
      ...pageMeta({
        title: 'Заказ оформлен',
        description: 'Спасибо за заказ!',
        url: `${match.context.origin}/doneorder`,
      }),
      { name: 'robots', content: 'noindex' },
    ],
  }),
  component: DoneOrderPage,
});

function DoneOrderPage() {
  return (
    <section className="empty-state">
      <h1>Спасибо за заказ!</h1>
      <p>Оплата прошла успешно. Мы уже начали печь — оператор свяжется с вами, если понадобится уточнить детали.</p>
      <Link to="/" className="button button--primary">
        Вернуться в каталог
      </Link>
    </section>
  );
}
