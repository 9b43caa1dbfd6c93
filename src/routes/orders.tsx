import { createFileRoute } from '@tanstack/react-router';
import { OrdersPage } from '../features/orders';
import { pageMeta } from '../shared/seo';

export const Route = createFileRoute('/orders')({
  head: ({ match }) => ({
    meta: [
      ...pageMeta({
        title: 'Мои заказы',
        description: 'Заказы в «Тёплом пироге» и где каждый из них сейчас.',
        url: `${match.context.origin}/orders`,
      }),
      { name: 'robots', content: 'noindex' },
    ],
  }),
  component: OrdersPage,
});
