import { createFileRoute, notFound } from '@tanstack/react-router';
import { menuCategories } from '../domain/catalog/categories';
import { isCategory, ProductGrid } from '../features/catalog';
import { pageMeta } from '../shared/seo';

export const Route = createFileRoute('/pirogi/$category')({
  loader: async ({ context, params }) => {
    if (!isCategory(params.category)) throw notFound();
    const { products, categories } = await context.api.productsAll();
    const category = params.category;
    return {
      title: menuCategories(categories).find(({ id }) => id === category)?.title ?? category,
      products: products.filter((product) => product.category === params.category),
    };
  },
  head: ({ loaderData, match, params }) => ({
    meta: pageMeta({
      title: loaderData?.title ?? 'Каталог',
      description: `${loaderData?.title ?? 'Каталог'} «Тёплого пирога» с доставкой по Минску.`,
      url: `${match.context.origin}/pirogi/${params.category}`,
    }),
  }),
  component: CategoryPage,
});

function CategoryPage() {
  const { title, products } = Route.useLoaderData();
  return (
    <>
      <h1>{title}</h1>
      <ProductGrid products={products} />
    </>
  );
}
