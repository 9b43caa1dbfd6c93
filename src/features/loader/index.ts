export { BrandLoader } from './BrandLoader';
export { loaderShownOn } from './loader-routes';
