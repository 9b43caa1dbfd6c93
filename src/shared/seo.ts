import { BRAND } from '../domain/brand/brand';

interface PageMeta {
  title: string;
  description: string;
  /** Absolute URL of the page, for Open Graph. */
  url: string;
  image?: string;
}

/** Title, description and Open Graph tags of a page, in TanStack Router's `head()` form. */
export function pageMeta({ title, description, url, image }: PageMeta) {
  const fullTitle = title === BRAND.name ? `${BRAND.name} — ${BRAND.tagline}` : `${title} — ${BRAND.name}`;
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: BRAND.name },
    { property: 'og:locale', content: 'ru_BY' },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    ...(image ? [{ property: 'og:image', content: image }] : []),
  ];
}
