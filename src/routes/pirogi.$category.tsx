import { createFileRoute, notFound } from '@tanstack/react-router';
import { menuCategories } from '../domain/catalog/categories';
import {
  filterProducts,
  NO_FILTERS,
  type ProductFilters,
  parseProductFilters,
} from '../domain/catalog/product-filters';
import { isCategory, listedProductOf, ProductGrid } from '../features/catalog';
import { NoFilterMatches, ProductFilterBar, validateFilterSearch, withFilters } from '../features/product-filters';
import { pageMeta } from '../shared/seo';

export const Route = createFileRoute('/pirogi/$category')({
  validateSearch: validateFilterSearch,
  loader: async ({ context, params }) => {
    if (!isCategory(params.category)) throw notFound();
    const { products, categories } = await context.api.productsAll();
    const category = params.category;
    return {
      title: menuCategories(categories).find(({ id }) => id === category)?.title ?? category,
      products: products.filter((product) => product.category === params.category).map(listedProductOf),
    };
  },
  head: ({ loaderData, match, params }) => ({
    meta: pageMeta({
      title: loaderData?.title ?? 'Каталог',
      description: `${loaderData?.title ?? 'Каталог'} «Тёплого пирога» с доставкой по Минску.`,
      url: `${match.context.origin}/pirogi/${encodeURIComponent(params.category)}`,
    }),
  }),
  component: CategoryPage,
});

function CategoryPage() {
  const { title, products } = Route.useLoaderData();
  const filters = parseProductFilters(Route.useSearch());
  const navigate = Route.useNavigate();
  // In place: a filter is a view of this page, not a step the back button should walk through.
  const setFilters = (next: ProductFilters) =>
    navigate({ search: (previous) => withFilters(previous, next), replace: true, resetScroll: false });
  const shown = filterProducts(products, filters);
  return (
    <>
      <h1>{title}</h1>
      <ProductFilterBar products={products} filters={filters} onChange={setFilters} />
      {shown.length > 0 ? <ProductGrid products={shown} /> : <NoFilterMatches onReset={() => setFilters(NO_FILTERS)} />}
    </>
  );
}
