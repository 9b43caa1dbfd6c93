export { PopularProducts } from './PopularProducts';
export { SubSlider } from './SubSlider';
