import { createFileRoute } from '@tanstack/react-router';
import { CartView, cartCatalogProductOf } from '../features/cart';
import { CheckoutButton, CheckoutSection } from '../features/checkout';
import { pageMeta } from '../shared/seo';

export const Route = createFileRoute('/cart')({
  loader: async ({ context }) => {
    const [{ products }, { promosData }, delivery] = await Promise.all([
      context.api.productsAll(),
      context.api.promos(),
      // The cart must work offline even before the worker has kept the delivery data: without it,
      // the cart leaves out its free-delivery line and the checkout says it cannot take orders yet
      // (SPEC §8: loading failures are only logged).
      context.api.deliveryOptions().catch((error: unknown) => {
        console.warn('[cart] delivery options not loaded', error);
        return null;
      }),
    ]);
    return { products: products.map(cartCatalogProductOf), promos: promosData, delivery };
  },
  head: ({ match }) => ({
    meta: pageMeta({
      title: 'Корзина',
      description: 'Ваша корзина в «Тёплом пироге».',
      url: `${match.context.origin}/cart`,
    }),
  }),
  component: CartPage,
});

function CartPage() {
  const { products, promos, delivery } = Route.useLoaderData();
  return (
    <>
      <h1>Корзина</h1>
      <CartView
        products={products}
        promos={promos}
        deliveryZones={delivery?.zones ?? []}
        now={new Date()}
        summaryAction={<CheckoutButton />}
        checkout={(priced) => <CheckoutSection options={delivery} priced={priced} />}
      />
    </>
  );
}
