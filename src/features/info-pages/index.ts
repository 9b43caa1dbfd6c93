export type { InfoPageSlug } from './content/index';
export { infoPageRoute } from './InfoPage';
export { loadInfoPageContent } from './info-pages.content';
