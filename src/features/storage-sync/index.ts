export { StorageSync } from './StorageSync';
