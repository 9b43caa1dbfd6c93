export { DeviceStores } from './DeviceStores';
export { StorageSync } from './StorageSync';
