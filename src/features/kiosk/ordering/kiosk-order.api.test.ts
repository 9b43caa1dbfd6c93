import { describe, expect, it } from 'vitest';
import { createKioskAttempts, kioskOrderBody } from './kiosk-order.api';

describe('kiosk order attempts', () => {
  const lines = [
    { _id: 'kapusta', count: 2 },
    { _id: 'vishnya', count: 1 },
  ];

  it('sends lines and counts only, the name trimmed and left out when blank', () => {
    expect(kioskOrderBody(lines, '  Анна ', 'card')).toEqual({
      products: [
        { productId: 'kapusta', count: 2 },
        { productId: 'vishnya', count: 1 },
      ],
      name: 'Анна',
      payment: 'card',
    });
    expect(kioskOrderBody(lines, '   ', 'on_receipt')).not.toHaveProperty('name');
  });

  it('keeps the key for the same order and takes a new one for any change', () => {
    let made = 0;
    const attempts = createKioskAttempts(() => `key-${++made}`.padEnd(16, '0'));
    const card = kioskOrderBody(lines, '', 'card');
    const first = attempts.keyFor(card);
    expect(attempts.keyFor(kioskOrderBody(lines, '', 'card'))).toBe(first);
    const counter = attempts.keyFor(kioskOrderBody(lines, '', 'on_receipt'));
    expect(counter).not.toBe(first);
    expect(attempts.keyFor(kioskOrderBody([{ _id: 'kapusta', count: 3 }], '', 'on_receipt'))).not.toBe(counter);
    expect(made).toBe(3);
  });

  it('starts a new attempt once the attempt’s order failed, and only then', () => {
    let made = 0;
    const attempts = createKioskAttempts(() => `key-${++made}`.padEnd(16, '0'));
    const card = kioskOrderBody(lines, '', 'card');
    const first = attempts.keyFor(card);
    attempts.placed(first, 'order-1');
    attempts.failed('another-order');
    expect(attempts.keyFor(card)).toBe(first);
    attempts.failed('order-1');
    expect(attempts.keyFor(card)).not.toBe(first);
  });
});
