import { createFileRoute } from '@tanstack/react-router';
import { BRAND } from '../domain/brand/brand';
import { CatalogSections } from '../features/catalog';
import { pageMeta } from '../shared/seo';

export const Route = createFileRoute('/')({
  loader: ({ context }) => context.api.productsAll(),
  head: ({ match }) => ({
    meta: pageMeta({
      title: BRAND.name,
      description:
        'Сытные и сладкие пироги, наборы, мини-пироги и десерты с доставкой по Минску. Выпекаем с теплом и любовью.',
      url: `${match.context.origin}/`,
    }),
  }),
  component: HomePage,
});

function HomePage() {
  const { products } = Route.useLoaderData();
  return (
    <>
      <h1 className="visually-hidden">{`${BRAND.name} — пироги с доставкой по Минску`}</h1>
      <CatalogSections products={products} />
    </>
  );
}
