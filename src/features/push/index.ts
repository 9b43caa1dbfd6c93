export { NotifyWhenReady } from './NotifyWhenReady';
