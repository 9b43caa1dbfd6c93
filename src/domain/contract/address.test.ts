import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ADDRESS_MESSAGES, DeliveryAddress, ProfileAddress } from './address';
import { PaymentBody } from './checkout-phone';

/** Each refused part with its first message. */
function refusals(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const messages: Record<string, string> = {};
  for (const issue of result.error.issues) messages[issue.path.join('.')] ??= issue.message;
  return messages;
}

describe('a delivery address (issue 27)', () => {
  it('takes street and house with any of the other parts', () => {
    expect(
      DeliveryAddress.parse({ street: ' ул. Немига ', house: '5', building: '1', flat: '12', note: 'вход со двора' }),
    ).toEqual({ street: 'ул. Немига', house: '5', building: '1', flat: '12', note: 'вход со двора' });
  });

  it('needs a street with a name and a house with a digit', () => {
    expect(refusals(DeliveryAddress, { street: '', house: '' })).toEqual({
      street: ADDRESS_MESSAGES.street,
      house: ADDRESS_MESSAGES.house,
    });
    // The whole address «1», as it was accepted before.
    expect(refusals(DeliveryAddress, { street: '1', house: 'а' })).toEqual({
      street: ADDRESS_MESSAGES.streetName,
      house: ADDRESS_MESSAGES.houseDigit,
    });
  });

  it('refuses another city or country, naming it, in whichever part it is', () => {
    expect(refusals(DeliveryAddress, { street: 'Россия, Москва, Тверская ул.', house: '1' })).toEqual({
      street: 'Доставляем только по Минску, а здесь указана другая страна: Россия',
    });
    expect(refusals(DeliveryAddress, { street: 'ул. Советская', house: '5', note: 'г. Гомель' })).toEqual({
      note: 'Доставляем только по Минску, а здесь указан другой город: Гомель',
    });
  });

  it('refuses an over-long part with its limit instead of cutting it', () => {
    expect(refusals(DeliveryAddress, { street: 'ул. Немига', house: '5', flat: '1'.repeat(13) })).toEqual({
      flat: 'Квартира: не больше 12 символов',
    });
  });

  it('is no single line any more: a string is refused by the order body', () => {
    const order = {
      cartData: [{ _id: 'kapusta-yaytso', count: 1 }],
      deliveryMethod: 'delivery',
      zone: 'centralnyy',
      deliveryDate: '2026-11-22',
      deliveryTime: 'asap',
      paymentMethod: 'on_receipt',
      name: 'Алеся',
      phone: '+375 29 123-45-67',
    };
    expect(PaymentBody.safeParse({ ...order, address: 'Россия, Москва, Тверская ул., 1' }).success).toBe(false);
    expect(refusals(PaymentBody, order)).toEqual({ address: 'Укажите адрес доставки' });
    expect(PaymentBody.safeParse({ ...order, address: { street: 'ул. Немига', house: '5' } }).success).toBe(true);
  });
});

describe('the profile’s address', () => {
  it('may be an old single-line address kept as the note', () => {
    expect(ProfileAddress.safeParse({ street: '', house: '', note: 'ул. Кижеватова, 7, кв. 12' }).success).toBe(true);
  });

  it('needs street and house once any other part is filled, and never another city', () => {
    expect(refusals(ProfileAddress, { street: '', house: '', flat: '12' })).toEqual({
      street: ADDRESS_MESSAGES.street,
      house: ADDRESS_MESSAGES.house,
    });
    expect(refusals(ProfileAddress, { street: '', house: '', note: 'Москва' })).toEqual({
      note: 'Доставляем только по Минску, а здесь указан другой город: Москва',
    });
  });
});
