export { BrandLoader } from './BrandLoader';
export { loaderShownOn } from './loader-routes';
export { beginVisit } from './visit';
export { VISIT_COOKIE } from './visit.cookie';
