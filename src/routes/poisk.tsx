import { createFileRoute } from '@tanstack/react-router';
import { loadSearchPage, SearchPage, validateSearchPageParams } from '../features/search';
import { pageMeta } from '../shared/seo';

export const Route = createFileRoute('/poisk')({
  validateSearch: validateSearchPageParams,
  loaderDeps: ({ search: { q, bez, postnoe, vegetarianskoe, kkal } }) => ({ q, bez, postnoe, vegetarianskoe, kkal }),
  // The same search on the server (its read model) and in the browser (the catalogue it reads, offline too).
  loader: ({ context, deps }) => loadSearchPage(context.api, deps),
  head: ({ match }) => ({
    meta: pageMeta({
      title: 'Поиск',
      description: 'Поиск по пирогам, наборам и десертам «Тёплого пирога»: по названию, начинке и составу.',
      url: `${match.context.origin}/poisk`,
    }),
  }),
  component: PoiskPage,
});

function PoiskPage() {
  const params = Route.useSearch();
  const view = Route.useLoaderData();
  return <SearchPage params={params} view={view} />;
}
