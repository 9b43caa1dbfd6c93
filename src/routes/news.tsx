import { createFileRoute } from '@tanstack/react-router';
import { formatDate } from '../shared/format';
import { Picture } from '../shared/Picture';
import { pageMeta } from '../shared/seo';

const FIRST_PAGE = 12;

export const Route = createFileRoute('/news')({
  loader: ({ context }) => context.api.posts(-1, FIRST_PAGE),
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
  return (
    <>
      <h1>Новости</h1>
      <p className="muted">Всего новостей: {postsCount}</p>
      <div className="post-grid">
        {postsData.map((post, index) => (
          <article key={post._id} className="post-card">
            <Picture picture={post.cover} sizes="(max-width: 700px) 100vw, 400px" eager={index < 2} />
            <time dateTime={post.publishedAt} className="muted">
              {formatDate(post.publishedAt)}
            </time>
            <h2 className="post-card__title">{post.title}</h2>
            <p>{post.excerpt}</p>
          </article>
        ))}
      </div>
    </>
  );
}
