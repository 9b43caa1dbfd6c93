import { createFileRoute } from '@tanstack/react-router';
import { listedProductOf } from '../features/catalog';
import { PromoList } from '../features/promos';
import { pageMeta } from '../shared/seo';

export const Route = createFileRoute('/akcii')({
  loader: async ({ context }) => {
    const [{ promosData }, { products }] = await Promise.all([context.api.promos(), context.api.productsAll()]);
    const wanted = new Set(promosData.flatMap((promo) => promo.items.map((item) => item._id)));
    return {
      promosData,
      // Only the promos' products travel to the browser with the page.
      products: products.filter((product) => wanted.has(product._id)).map(listedProductOf),
      now: Date.now(),
    };
  },
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
  const { promosData, products, now } = Route.useLoaderData();
  return (
    <div className="promos-page">
      <h1>Акции</h1>
      <PromoList promos={promosData} products={products} serverNow={now} />
    </div>
  );
}
