import { createFileRoute } from '@tanstack/react-router';
import { CANCEL_RETURN_PARAM, CANCEL_STATUS_HINTS } from '../domain/contract/payment-return';
import { DoneOrder } from '../features/checkout';
import { routeSearch } from '../shared/route-search';
import { pageMeta } from '../shared/seo';

interface DoneOrderSearch {
  /** The order's unguessable id (`POST /api/payment` answers it; the bank's page returns with it). */
  uid?: string;
  /** Back from the bank's «cancel» (its `cancel_url`, or a cancel `status` the bank added): the checkout ends. */
  cancel?: true;
}

const first = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value);

export const Route = createFileRoute('/doneorder')({
  validateSearch: (search: Record<string, unknown>): DoneOrderSearch => {
    // The bank's page returns here with its own `uid` (the transaction's) appended after ours, so the
    // address may hold two: the shop's own comes first and names the order.
    const uid = first(search.uid);
    if (typeof uid !== 'string' || uid === '') return routeSearch(['uid', 'cancel'], {});
    // The bank's page sends `cancel=1`; the router reads this route's own `cancel: true` back through here
    // when it builds the page's URL, and the two must agree.
    const flag = first(search[CANCEL_RETURN_PARAM]);
    const marked = flag === true || String(flag) === '1';
    const hint = first(search.status);
    const cancel = marked || (typeof hint === 'string' && CANCEL_STATUS_HINTS.has(hint));
    return routeSearch(['uid', 'cancel'], cancel ? { uid, cancel: true as const } : { uid });
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
  const { uid, cancel } = Route.useSearch();
  // A new uid is a new check: the page starts over instead of carrying the last order's state.
  return <DoneOrder key={`${uid ?? ''}${cancel ? ':cancel' : ''}`} uid={uid ?? null} cancelled={cancel === true} />;
}
