import { randomBytes } from 'node:crypto';
import {
  type OrderUpdatePayload,
  StaffOrderEventPayload,
  type StaffOrderEventPayload as StaffOrderEventPayloadType,
} from '../../src/domain/contract/staff';
import { FIXED_NOW } from './clock';

/** A fresh order uid as `newOrderUid` makes them: 18 random bytes in base64url. */
export const newOrderUid = (): string => randomBytes(18).toString('base64url');

/**
 * A `staff_orders_{shopId}` payload as the order services will emit it
 * (decoded: money in kopecks), for tests of the realtime layer: a pickup
 * paid on receipt, accepted, at `shopId`.
 */
export function staffOrderEvent(shopId: string, seq = 1, uid = newOrderUid()): StaffOrderEventPayloadType {
  const at = FIXED_NOW.toISOString();
  return StaffOrderEventPayload.parse({
    seq,
    order: {
      uid,
      number: seq,
      status: 'confirmed',
      stage: 'accepted',
      payment: 'unpaid',
      channel: 'web',
      shopId,
      deliveryMethod: 'pickup',
      paymentMethod: 'on_receipt',
      slot: { from: at, to: at },
      asap: true,
      lines: [{ _id: 'kapusta-yaytso', title: 'Пирог с капустой и яйцом', count: 1, total: 12.5 }],
      sum: 12.5,
      discount: 0,
      bonusUsed: 0,
      deliveryFee: 0,
      total: 12.5,
      paid: 0,
      refunded: 0,
      contact: { name: 'Алеся', phone: '+375291234567', email: null, address: null },
      comment: null,
      statusReason: null,
      cancelReason: null,
      transactions: [],
      placedAt: at,
      stageChangedAt: at,
      undo: null,
      version: 0,
      seq,
    },
  });
}

/** An `order_{uid}` payload. */
export const orderUpdate = (uid: string, seq = 1): OrderUpdatePayload => ({
  uid,
  stage: 'baking',
  payment: 'paid',
  seq,
});
