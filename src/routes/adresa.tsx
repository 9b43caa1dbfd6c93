import { createFileRoute } from '@tanstack/react-router';
import { pageMeta } from '../shared/seo';

const WEEKDAYS = ['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс'];

export const Route = createFileRoute('/adresa')({
  loader: ({ context }) => context.api.adresa(),
  head: ({ match }) => ({
    meta: pageMeta({
      title: 'Адреса',
      description: 'Адреса и часы работы пекарен «Тёплый пирог» в Минске.',
      url: `${match.context.origin}/adresa`,
    }),
  }),
  component: ShopsPage,
});

function ShopsPage() {
  const { adresaData } = Route.useLoaderData();
  return (
    <>
      <h1>Адреса</h1>
      <ul className="card-list">
        {adresaData.map((shop) => (
          <li key={shop._id} className="card">
            <h2>{shop.title}</h2>
            <p>
              {shop.city}, {shop.address}
            </p>
            <p>
              <a href={`tel:${shop.phone.replaceAll(/[^+\d]/g, '')}`}>{shop.phone}</a>
            </p>
            <dl className="hours">
              {shop.hours.map((day, index) => (
                <div key={WEEKDAYS[index]} className="hours__day">
                  <dt>{WEEKDAYS[index]}</dt>
                  <dd>{day ? `${day.opens}–${day.closes}` : 'выходной'}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
