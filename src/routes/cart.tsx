import { createFileRoute } from '@tanstack/react-router';
import { CartView } from '../features/cart';
import { pageMeta } from '../shared/seo';

export const Route = createFileRoute('/cart')({
  loader: async ({ context }) => {
    const [{ products }, { promosData }] = await Promise.all([context.api.productsAll(), context.api.promos()]);
    return { products, promos: promosData };
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
  const { products, promos } = Route.useLoaderData();
  return (
    <>
      <h1>Корзина</h1>
      <CartView products={products} promos={promos} now={new Date()} />
    </>
  );
}
