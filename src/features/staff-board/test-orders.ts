import type { StaffOrder } from '../../domain/contract/staff';
import type { Kopecks } from '../../domain/money';

/** A paid pickup order on the board, for the unit tests; each test changes what it is about. */
export function order(overrides: Partial<StaffOrder> = {}): StaffOrder {
  return {
    uid: 'order-1',
    number: 1042,
    status: 'paid',
    stage: 'accepted',
    payment: 'paid',
    channel: 'web',
    shopId: 'nemiga',
    deliveryMethod: 'pickup',
    paymentMethod: 'card',
    slot: { from: '2026-11-26T12:30:00+03:00', to: '2026-11-26T13:00:00+03:00' },
    asap: false,
    lines: [{ _id: 'kapusta', title: 'Пирог с капустой', count: 2, total: 2500 as Kopecks }],
    sum: 2500 as Kopecks,
    discount: 0 as Kopecks,
    bonusUsed: 0,
    deliveryFee: 0 as Kopecks,
    total: 2500 as Kopecks,
    paid: 2500 as Kopecks,
    refunded: 0 as Kopecks,
    contact: { name: 'Анна', phone: null, email: null, address: null },
    comment: null,
    statusReason: null,
    cancelReason: null,
    transactions: [
      {
        type: 'payment',
        method: 'gateway',
        status: 'succeeded',
        amount: 2500 as Kopecks,
        at: '2026-11-26T11:00:00+03:00',
      },
    ],
    placedAt: '2026-11-26T11:00:00+03:00',
    stageChangedAt: null,
    undo: null,
    version: 1,
    seq: 1,
    ...overrides,
  };
}
