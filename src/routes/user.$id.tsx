import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../features/account';
import { pageMeta } from '../shared/seo';

export const Route = createFileRoute('/user/$id')({
  head: ({ match, params }) => ({
    meta: [
      ...pageMeta({
        title: 'Профиль',
        description: 'Личный кабинет покупателя.',
        url: `${match.context.origin}/user/${encodeURIComponent(params.id)}`,
      }),
      { name: 'robots', content: 'noindex' },
    ],
  }),
  component: UserRoute,
});

function UserRoute() {
  const { id } = Route.useParams();
  return <ProfilePage id={id} />;
}
