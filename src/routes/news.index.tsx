import { createFileRoute, useRouter } from '@tanstack/react-router';
import { NEWS_PAGE_SIZE, NewsList, parseNewsLimit } from '../features/news';
import { routeSearch } from '../shared/route-search';
import { pageMeta } from '../shared/seo';

interface NewsSearch {
  /** Posts shown, a whole number of pages; absent for the first page. */
  limit?: number;
}

export const Route = createFileRoute('/news/')({
  validateSearch: (search: Record<string, unknown>): NewsSearch => {
    const limit = parseNewsLimit(search.limit);
    return routeSearch(['limit'], { limit });
  },
  loaderDeps: ({ search }) => ({ limit: search.limit ?? NEWS_PAGE_SIZE }),
  loader: ({ context, deps }) => context.api.posts(-1, deps.limit),
  head: ({ match }) => ({
    meta: pageMeta({
      title: 'Новости',
      description: 'Новости «Тёплого пирога»: новые пироги, открытия пекарен и события.',
      url: `${match.context.origin}/news`,
    }),
  }),
  component: NewsPage,
});

function NewsPage() {
  const { postsData, postsCount } = Route.useLoaderData();
  const { limit } = Route.useLoaderDeps();
  const router = useRouter();
  const navigate = Route.useNavigate();

  // The next page is loaded first and shown only once it is here: a failure leaves the list as it was.
  const showMore = async (next: number) => {
    const search = { limit: next };
    const matches = await router.preloadRoute({ to: '/news', search });
    if (matches?.find((match) => match.routeId === Route.id)?.status !== 'success') {
      throw new Error(`posts up to ${next} did not load`);
    }
    // In the URL, so a reload or coming back shows the same list.
    await navigate({ search, replace: true, resetScroll: false });
  };

  return (
    <div className="news-page">
      <header className="news-page__header">
        <h1>Новости</h1>
        <p className="news-page__lead">Новые пироги, открытия пекарен и события «Тёплого пирога».</p>
      </header>
      <NewsList posts={postsData} total={postsCount} limit={limit} onShowMore={showMore} />
    </div>
  );
}
