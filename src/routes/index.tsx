import { createFileRoute, rootRouteId, useLoaderData } from '@tanstack/react-router';
import { BRAND } from '../domain/brand/brand';
import { CatalogSections } from '../features/catalog';
import { PopularProducts, SubSlider } from '../features/home';
import { StoriesStrip } from '../features/stories';
import { HeldPictures } from '../shared/Picture';
import { pageMeta } from '../shared/seo';

export const Route = createFileRoute('/')({
  loader: async ({ context }) => {
    const [all, { dataSlider }] = await Promise.all([context.api.productsAll(), context.api.subslider()]);
    return { ...all, dataSlider };
  },
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
  const { products, popular, stories, dataSlider, categories } = Route.useLoaderData();
  // A deep link to a product opens its modal over the page: the modal's picture is then the first screen's.
  // Only a product that was found opens one: a link to a gone product holds nothing, or no picture of the page
  // would ever load (the modal that releases them never opens, so it never closes).
  const modalOpen = useLoaderData({ from: rootRouteId, select: (data) => data.modalProduct !== null });
  return (
    <HeldPictures held={modalOpen}>
      <h1 className="visually-hidden">{`${BRAND.name} — пироги с доставкой по Минску`}</h1>
      <StoriesStrip stories={stories} />
      <SubSlider slides={dataSlider} />
      <PopularProducts products={popular} />
      <CatalogSections products={products} categories={categories} />
    </HeldPictures>
  );
}
