export { LiveOrder } from './LiveOrder';
export { OrdersPage } from './OrdersPage';
export { isFinishedOrder } from './order-progress-text';
export { PolledOrder } from './PolledOrder';
export type { DeviceOrder } from './tracked-orders';
export { type TrackedOrders, useTrackedOrders } from './use-tracked-orders';
