import { createFileRoute } from '@tanstack/react-router';
import {
  filterProducts,
  NO_FILTERS,
  type ProductFilters,
  parseProductFilters,
  productFiltersToQuery,
} from '../domain/catalog/product-filters';
import { CatalogSections } from '../features/catalog';
import { NoFilterMatches, ProductFilterBar, validateFilterSearch, withFilters } from '../features/product-filters';
import { pageMeta } from '../shared/seo';

export const Route = createFileRoute('/pirogi/')({
  validateSearch: validateFilterSearch,
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
  const filters = parseProductFilters(Route.useSearch());
  const navigate = Route.useNavigate();
  const setFilters = (next: ProductFilters) =>
    navigate({ search: (previous) => withFilters(previous, next), replace: true, resetScroll: false });
  const shown = filterProducts(products, filters);
  return (
    <>
      <h1>Все пироги</h1>
      <ProductFilterBar products={products} filters={filters} onChange={setFilters} />
      {shown.length > 0 ? (
        <CatalogSections key={productFiltersToQuery(filters)} products={shown} categories={categories} />
      ) : (
        <NoFilterMatches onReset={() => setFilters(NO_FILTERS)} />
      )}
    </>
  );
}
