export type { InfoPageSlug } from './content/index';
export { InfoPage } from './InfoPage';
export { infoPageRoute } from './info-page-route';
export { loadInfoPageContent } from './info-pages.content';
