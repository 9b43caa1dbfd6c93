import { BRAND } from '../../domain/brand/brand';
import { imageUrl } from '../../domain/catalog/images';
import type { Post } from '../../domain/contract/content';
import { pageMeta } from '../../shared/seo';

/** Title, description, Open Graph (`og:type` article) and schema.org NewsArticle of a post page. */
export function postHead(post: Post, origin: string) {
  const url = `${origin}/news/${encodeURIComponent(post.slug)}`;
  const image = `${origin}${imageUrl(post.cover.base, post.cover.width, 'webp')}`;
  const meta = pageMeta({ title: post.title, description: post.excerpt, url, image }).map((tag) =>
    'property' in tag && tag.property === 'og:type' ? { ...tag, content: 'article' } : tag,
  );
  const jsonLd = JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: post.title,
    description: post.excerpt,
    image: [image],
    datePublished: post.publishedAt,
    mainEntityOfPage: url,
    publisher: { '@type': 'Organization', name: BRAND.name, url: `${origin}/` },
  }).replaceAll('<', '\\u003c');
  return {
    meta: [
      ...meta,
      { property: 'og:image:alt', content: post.cover.alt },
      { property: 'article:published_time', content: post.publishedAt },
    ],
    links: [{ rel: 'canonical', href: url }],
    scripts: [{ type: 'application/ld+json', children: jsonLd }],
  };
}
