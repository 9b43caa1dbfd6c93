import { createFileRoute } from '@tanstack/react-router';
import { ShopsView } from '../features/shops';
import { pageMeta } from '../shared/seo';

export const Route = createFileRoute('/adresa')({
  loader: async ({ context }) => {
    const { adresaData } = await context.api.adresa();
    // The render's clock: today's «Открыто до …» is computed with it on the server and in the first browser render.
    return { adresaData, now: Date.now() };
  },
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
  const { adresaData, now } = Route.useLoaderData();
  return (
    <div className="shops-page">
      <h1>Адреса пекарен</h1>
      <ShopsView shops={adresaData} serverNow={now} />
    </div>
  );
}
