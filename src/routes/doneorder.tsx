import { createFileRoute } from '@tanstack/react-router';
import { DoneOrder } from '../features/checkout';
import { pageMeta } from '../shared/seo';

interface DoneOrderSearch {
  /** The order's unguessable id (`POST /api/payment` answers it; the bank's page returns with it). */
  uid?: string;
}

export const Route = createFileRoute('/doneorder')({
  validateSearch: (search: Record<string, unknown>): DoneOrderSearch => {
    // The bank's page returns here with its own `uid` (the transaction's) appended after ours, so the
    // address may hold two: the shop's own comes first and names the order.
    const uid = Array.isArray(search.uid) ? search.uid[0] : search.uid;
    return typeof uid === 'string' && uid !== '' ? { uid } : {};
  },
  head: ({ match }) => ({
    meta: [
      ...pageMeta({
        title: 'Ваш заказ',
        description: 'Статус заказа в «Тёплом пироге»: оплата, приготовление и доставка.',
        url: `${match.context.origin}/doneorder`,
      }),
      { name: 'robots', content: 'noindex' },
    ],
  }),
  component: DoneOrderPage,
});

function DoneOrderPage() {
  const { uid } = Route.useSearch();
  // A new uid is a new check: the page starts over instead of carrying the last order's state.
  return <DoneOrder key={uid ?? ''} uid={uid ?? null} />;
}
