import { createFileRoute } from '@tanstack/react-router';
import { CatalogSections } from '../features/catalog';
import { pageMeta } from '../shared/seo';

export const Route = createFileRoute('/pirogi/')({
  loader: ({ context }) => context.api.productsAll(),
  head: ({ match }) => ({
    meta: pageMeta({
      title: 'Все пироги',
      description: 'Весь каталог «Тёплого пирога»: сытные и сладкие пироги, наборы, десерты, полуфабрикаты и напитки.',
      url: `${match.context.origin}/pirogi`,
    }),
  }),
  component: AllProductsPage,
});

function AllProductsPage() {
  const { products, categories } = Route.useLoaderData();
  return (
    <>
      <h1>Все пироги</h1>
      <CatalogSections products={products} categories={categories} />
    </>
  );
}
