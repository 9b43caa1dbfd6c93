export type { InfoPageSlug } from './content/index';
export { infoPageRoute } from './InfoPage';
