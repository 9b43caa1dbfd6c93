import { pageMeta } from '../../shared/seo';
import type { StaticDocument } from '../legal';
import type { InfoPageSlug } from './content/index';
import { loadInfoPageContent } from './info-pages.content';

type InfoPath = `/${InfoPageSlug}`;

/**
 * Route options shared by the four information pages (/dostavka, /loyalty,
 * /payment, /return): the text loads with the page and renders on the server.
 * Their component (`InfoPage`) is not here: a route file that names it lets the
 * router split it off, as it cannot a component it receives from a call.
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
  };
}
