export { alertSeeds } from './alerts';
export { picture } from './picture';
export { type PostSeed, postSeeds } from './posts';
export { type ProductSeed, productSeeds } from './products';
export { promoSeeds } from './promos';
export { shopSeeds } from './shops';
export { storySeeds } from './stories';
export { subSlideSeeds } from './subslider';
export { minskIso } from './time';
