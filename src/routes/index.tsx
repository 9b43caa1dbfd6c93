import { createFileRoute, rootRouteId, useLoaderData } from '@tanstack/react-router';
import { BRAND } from '../domain/brand/brand';
import {
  filterProducts,
  NO_FILTERS,
  type ProductFilters,
  parseProductFilters,
  productFiltersToQuery,
} from '../domain/catalog/product-filters';
import { CatalogSections, listedProductOf } from '../features/catalog';
import { PopularProducts, SubSlider } from '../features/home';
import { NoFilterMatches, ProductFilterBar, validateFilterSearch, withFilters } from '../features/product-filters';
import { StoriesStrip } from '../features/stories';
import { HeldPictures } from '../shared/Picture';
import { pageMeta } from '../shared/seo';

export const Route = createFileRoute('/')({
  validateSearch: validateFilterSearch,
  loader: async ({ context }) => {
    const [{ products, popular, stories, categories }, { dataSlider }] = await Promise.all([
      context.api.productsAll(),
      context.api.subslider(),
    ]);
    return {
      products: products.map(listedProductOf),
      popular: popular.map(listedProductOf),
      stories,
      categories,
      dataSlider,
    };
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
  const filters = parseProductFilters(Route.useSearch());
  const navigate = Route.useNavigate();
  const setFilters = (next: ProductFilters) =>
    navigate({ search: (previous) => withFilters(previous, next), replace: true, resetScroll: false });
  const shown = filterProducts(products, filters);
  return (
    <HeldPictures held={modalOpen}>
      <h1 className="visually-hidden">{`${BRAND.name} — пироги с доставкой по Минску`}</h1>
      <StoriesStrip stories={stories} />
      <SubSlider slides={dataSlider} />
      <PopularProducts products={popular} />
      <ProductFilterBar products={products} filters={filters} onChange={setFilters} />
      {shown.length > 0 ? (
        // A new choice is a new list: remounted, its sections render at once instead of waiting to hydrate.
        <CatalogSections key={productFiltersToQuery(filters)} products={shown} categories={categories} eager={0} />
      ) : (
        <NoFilterMatches onReset={() => setFilters(NO_FILTERS)} />
      )}
    </HeldPictures>
  );
}
