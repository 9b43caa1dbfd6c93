import { createFileRoute } from '@tanstack/react-router';
import { DaysAhead, DeliveryZones } from '../features/delivery';
import { infoPageRoute, loadInfoPageContent } from '../features/info-pages';
import { DocumentView } from '../features/legal';

const info = infoPageRoute('dostavka');

/**
 * The delivery page: the text of the information page, with the zones, their
 * amounts and the days ahead taken from `GET /api/delivery/options` (rendered
 * on the server), the same data the cart and the checkout read.
 */
export const Route = createFileRoute('/dostavka')({
  loader: async ({ context }) => {
    const [{ INFO_PAGES }, delivery] = await Promise.all([loadInfoPageContent(), context.api.deliveryOptions()]);
    return { document: INFO_PAGES.dostavka, delivery };
  },
  head: ({ loaderData, match }) => info.head({ loaderData: loaderData?.document, match }),
  component: DeliveryPage,
});

function DeliveryPage() {
  const { document, delivery } = Route.useLoaderData();
  return (
    <DocumentView
      document={document}
      slots={{
        'delivery-zones': <DeliveryZones zones={delivery.zones} />,
        'days-ahead': (
          <DaysAhead maxDaysAhead={delivery.maxDaysAhead} deliverySlotMinutes={delivery.deliverySlotMinutes} />
        ),
      }}
    />
  );
}
