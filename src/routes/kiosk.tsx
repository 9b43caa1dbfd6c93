import { createFileRoute } from '@tanstack/react-router';
import { KioskApp } from '../features/kiosk';

/** A shop's tablet (issue 15): the kiosk app; the shopper's app is untouched for everyone else. */
export const Route = createFileRoute('/kiosk')({
  loader: async ({ context }) => {
    const [{ products, stories }, { promosData }, { adresaData }] = await Promise.all([
      context.api.productsAll(),
      context.api.promos(),
      context.api.adresa(),
    ]);
    return { products, stories, promos: promosData, shops: adresaData };
  },
  head: () => ({
    meta: [
      { title: 'Киоск — Тёплый пирог' },
      { name: 'robots', content: 'noindex' },
      // A kiosk is not zoomed: no pinch zoom (with `touch-action` in kiosk.css).
      {
        name: 'viewport',
        content: 'width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no, viewport-fit=cover',
      },
    ],
  }),
  component: KioskPage,
});

function KioskPage() {
  const data = Route.useLoaderData();
  return <KioskApp {...data} />;
}
