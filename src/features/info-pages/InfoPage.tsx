import { useLoaderData } from '@tanstack/react-router';
import { pageMeta } from '../../shared/seo';
import { DocumentView, type StaticDocument } from '../legal';
import type { InfoPageSlug } from './content/index';
import { loadInfoPageContent } from './info-pages.content';

type InfoPath = `/${InfoPageSlug}`;

function InfoPage() {
  const document = useLoaderData({ strict: false }) as StaticDocument;
  return <DocumentView document={document} />;
}

/**
 * Route options shared by the four information pages (/dostavka, /loyalty,
 * /payment, /return): the text loads with the page and renders on the server.
 */
export function infoPageRoute(slug: InfoPageSlug) {
  const path: InfoPath = `/${slug}`;
  return {
    loader: async () => {
      const { INFO_PAGES } = await loadInfoPageContent();
      return INFO_PAGES[slug];
    },
    head: ({ loaderData, match }: { loaderData?: StaticDocument; match: { context: { origin: string } } }) => ({
      meta: loaderData
        ? pageMeta({
            title: loaderData.title,
            description: loaderData.description,
            url: `${match.context.origin}${path}`,
          })
        : [],
    }),
    component: InfoPage,
  };
}
