import { createFileRoute } from '@tanstack/react-router';
import { formatDate } from '../shared/format';
import { pageMeta } from '../shared/seo';

export const Route = createFileRoute('/akcii')({
  loader: ({ context }) => context.api.promos(),
  head: ({ match }) => ({
    meta: pageMeta({
      title: 'Акции',
      description: 'Действующие акции «Тёплого пирога»: скидки на пироги, наборы и напитки.',
      url: `${match.context.origin}/akcii`,
    }),
  }),
  component: PromosPage,
});

function PromosPage() {
  const { promosData } = Route.useLoaderData();
  return (
    <>
      <h1>Акции</h1>
      {promosData.length === 0 ? (
        <p>Сейчас акций нет — загляните позже.</p>
      ) : (
        <ul className="card-list">
          {promosData.map((promo) => (
            <li key={promo._id} className="card">
              <h2>{promo.title ?? 'Акция'}</h2>
              <p className="muted">
                {formatDate(promo.dateTimeFrom)} — {formatDate(promo.dateTimeTo)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
