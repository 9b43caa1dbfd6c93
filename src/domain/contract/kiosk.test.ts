import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { KIOSK_MESSAGES, KIOSK_NAME_MAX, KioskEnrolBody, KioskOrderBody, KioskPin } from './kiosk';

describe('kiosk contract', () => {
  it('takes PINs of 4 to 8 digits only', () => {
    for (const pin of ['1234', '12345678']) expect(KioskPin.safeParse(pin).success, pin).toBe(true);
    for (const pin of ['123', '123456789', '12a4', ' 1234', ''])
      expect(KioskPin.safeParse(pin).success, pin).toBe(false);
    expect(KioskEnrolBody.safeParse({ shopId: 'Bad Shop', pin: '1234' }).success).toBe(false);
  });

  it('trims the optional name both ways and refuses a long one', () => {
    const body = KioskOrderBody.parse({
      products: [{ productId: 'pirog', count: 2 }],
      name: '  Аня ',
      payment: 'card',
    });
    expect(body.name).toBe('Аня');
    expect(z.encode(KioskOrderBody, { ...body, name: 'Аня' }).name).toBe('Аня');
    const long = 'я'.repeat(KIOSK_NAME_MAX + 1);
    expect(
      KioskOrderBody.safeParse({ products: [{ productId: 'pirog', count: 1 }], name: long, payment: 'card' }).success,
    ).toBe(false);
    expect(KioskOrderBody.safeParse({ products: [], payment: 'on_receipt' }).success).toBe(false);
    expect(
      KioskOrderBody.safeParse({ products: [{ productId: 'pirog', count: 0 }], payment: 'on_receipt' }).success,
    ).toBe(false);
  });

  it('says how many minutes a lockout lasts, in the right word form', () => {
    expect(KIOSK_MESSAGES.locked(5 * 60_000)).toContain('5 минут');
    expect(KIOSK_MESSAGES.locked(61_000)).toContain('2 минуты');
    expect(KIOSK_MESSAGES.locked(1_000)).toContain('1 минуту');
  });
});
