import { createFileRoute, Link } from '@tanstack/react-router';
import { pageMeta } from '../shared/seo';

export const Route = createFileRoute('/user/$id')({
  head: ({ match, params }) => ({
    meta: [
      ...pageMeta({
        title: 'Профиль',
        description: 'Личный кабинет покупателя.',
        url: `${match.context.origin}/user/${params.id}`,
      }),
      { name: 'robots', content: 'noindex' },
    ],
  }),
  component: ProfilePage,
});

function ProfilePage() {
  return (
    <section className="empty-state">
      <h1>Профиль</h1>
      <p>Чтобы увидеть бонусы, сохранённые карты и историю заказов, войдите в личный кабинет.</p>
      <Link to="/loyalty" className="button button--ghost">
        О бонусной программе
      </Link>
    </section>
  );
}
