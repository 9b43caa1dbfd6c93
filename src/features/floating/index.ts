export { FloatingLayer } from './FloatingLayer';
