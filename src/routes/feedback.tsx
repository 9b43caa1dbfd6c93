import { createFileRoute, Link } from '@tanstack/react-router';
import { BRAND, CITY_PHONE, SHORT_PHONE } from '../domain/brand/brand';
import { FeedbackForm } from '../features/feedback';
import { routeSearch } from '../shared/route-search';
import { pageMeta } from '../shared/seo';

interface FeedbackSearch {
  /** A shop chosen in advance, from «Написать о пекарне» on /adresa. */
  shop?: string;
}

export const Route = createFileRoute('/feedback')({
  validateSearch: (search: Record<string, unknown>): FeedbackSearch =>
    routeSearch(['shop'], typeof search.shop === 'string' && search.shop !== '' ? { shop: search.shop } : {}),
  loader: async ({ context }) => {
    const { adresaData } = await context.api.adresa();
    return { shops: adresaData.map(({ _id, title, address }) => ({ _id, title, address })) };
  },
  head: ({ match }) => ({
    meta: pageMeta({
      title: 'Обратная связь',
      description: 'Напишите «Тёплому пирогу»: отзыв, вопрос или предложение. Ответим по телефону или на e-mail.',
      url: `${match.context.origin}/feedback`,
    }),
  }),
  component: FeedbackPage,
});

function FeedbackPage() {
  const { shops } = Route.useLoaderData();
  const { shop } = Route.useSearch();
  return (
    <div className="feedback-page">
      <h1>Обратная связь</h1>
      <p className="feedback-page__lead">
        Расскажите, что понравилось и что нам стоит исправить. Читаем каждое сообщение и отвечаем в течение рабочего
        дня.
      </p>
      <div className="feedback-page__layout">
        <div className="feedback-page__form card">
          <FeedbackForm key={shop ?? ''} shops={shops} initialShopId={shop} />
        </div>
        <aside className="feedback-page__aside" aria-labelledby="feedback-contacts-title">
          <h2 id="feedback-contacts-title" className="feedback-page__aside-title">
            Другие способы связи
          </h2>
          <ul className="feedback-contacts">
            <li>
              <a href={`tel:${SHORT_PHONE.tel}`} className="feedback-contacts__phone">
                {SHORT_PHONE.display}
              </a>
              <span className="muted"> {SHORT_PHONE.label}</span>
            </li>
            <li>
              <a href={`tel:${CITY_PHONE.tel}`} className="feedback-contacts__phone">
                {CITY_PHONE.display}
              </a>
              <span className="muted"> {CITY_PHONE.label}</span>
            </li>
            <li>
              <a href={`mailto:${BRAND.email}`}>{BRAND.email}</a>
            </li>
          </ul>
          <p>
            <Link to="/adresa">Адреса и часы работы пекарен</Link>
          </p>
        </aside>
      </div>
    </div>
  );
}
