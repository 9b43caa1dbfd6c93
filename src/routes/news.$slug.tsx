import { createFileRoute, Link, notFound } from '@tanstack/react-router';
import { PostArticle, postHead } from '../features/news';

/** Other posts offered under the article. */
const MORE_POSTS = 3;

export const Route = createFileRoute('/news/$slug')({
  loader: async ({ context, params }) => {
    const [answer, latest] = await Promise.all([
      context.api.post(params.slug),
      // The article shows without them if they fail (SPEC §8: logged only).
      context.api.posts(-1, MORE_POSTS + 1).catch((error: unknown) => {
        console.warn('[news] other posts did not load', error);
        return null;
      }),
    ]);
    if (!answer) throw notFound();
    const post = answer.postData;
    const more = (latest?.postsData ?? []).filter((item) => item._id !== post._id).slice(0, MORE_POSTS);
    return { post, more };
  },
  head: ({ loaderData, match }) =>
    loaderData
      ? postHead(loaderData.post, match.context.origin)
      : { meta: [{ title: 'Новость не найдена — Тёплый пирог' }, { name: 'robots', content: 'noindex' }] },
  notFoundComponent: PostNotFound,
  component: PostPage,
});

function PostPage() {
  const { post, more } = Route.useLoaderData();
  return <PostArticle key={post._id} post={post} more={more} />;
}

function PostNotFound() {
  return (
    <section className="error-page">
      <h1>Новость не найдена</h1>
      <p>Возможно, её убрали или в адресе опечатка. Остальные новости — на странице новостей.</p>
      <Link to="/news" className="button button--primary">
        Все новости
      </Link>
    </section>
  );
}
