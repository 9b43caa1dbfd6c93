export { DeviceStores } from './DeviceStores';
