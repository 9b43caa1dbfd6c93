export { NotifyWhenReady } from './NotifyWhenReady';
export { OrderNotificationsSetting } from './OrderNotificationsSetting';
