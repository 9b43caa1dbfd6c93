import type { LifecycleListeners } from '../services/lifecycle/service';
import type { OrderEvents } from './order-events';
import type { StaffEvents } from './staff-events';

/**
 * Where a committed order change goes (issue 26): the whole order to its
 * shop's staff boards (`staff_orders_{shopId}`), and only its stage, money
 * and number to the device that placed it and its signed-in owner (`order_{uid}`).
 */
export function orderChangeListeners(staffEvents: StaffEvents, orderEvents: OrderEvents): LifecycleListeners {
  return {
    orderChanged(order, owner) {
      staffEvents.orderChanged(order.shopId, { seq: order.seq, order });
      orderEvents.orderChanged(order.uid, owner.deviceId, owner.userId, {
        uid: order.uid,
        stage: order.stage,
        payment: order.payment,
        seq: order.seq,
      });
    },
  };
}
