import { describe, expect, it } from 'vitest';
import { emptyAddress } from '../../domain/address-draft';
import { ADDRESS_MESSAGES } from '../../domain/contract/address';
import { DELIVERY_PLACE_MESSAGES } from '../../domain/contract/checkout';
import { PHONE_MESSAGE } from '../../domain/contract/feedback';
import { emptyCheckoutDraft } from '../cart';
import { orderFingerprint } from './checkout.store';
import { enteredValue, orderRequest, validateCheckout } from './checkout-form';

const lines = [{ _id: 'kapusta', count: 2 }];
const filled = {
  ...emptyCheckoutDraft('2026-11-24'),
  zone: 'centralnyy',
  address: { ...emptyAddress(), street: 'пр-т Независимости', house: '1', flat: '5' },
  point: 'nemiga',
  name: 'Анна',
  phone: '8 029 123-45-67',
};

describe('the checkout fields, checked with the contract’s PaymentBody', () => {
  it('make the order body: a delivery sends its zone and address, never the shop chosen earlier', () => {
    const result = validateCheckout(filled, lines);
    expect(result).toEqual({
      ok: true,
      body: {
        cartData: lines,
        deliveryMethod: 'delivery',
        zone: 'centralnyy',
        // Blank parts stay home: the wire's `{street, house, building?, …}`.
        address: { street: 'пр-т Независимости', house: '1', flat: '5' },
        deliveryDate: '2026-11-24',
        deliveryTime: 'asap',
        paymentMethod: 'card',
        name: 'Анна',
        phone: '+375291234567',
      },
    });
  });

  it('a pickup sends its shop only, and an e-mail and comment once given', () => {
    const draft = { ...filled, deliveryMethod: 'pickup' as const, email: ' anna@mail.by ', comment: 'Без лука' };
    expect(orderRequest(draft, lines)).toMatchObject({ point: 'nemiga', email: 'anna@mail.by', comment: 'Без лука' });
    expect(orderRequest(draft, lines)).not.toHaveProperty('zone');
    expect(orderRequest(draft, lines)).not.toHaveProperty('address');
  });

  it('say per field what is missing, in the contract’s own words', () => {
    const result = validateCheckout(emptyCheckoutDraft('2026-11-24'), lines);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      zone: DELIVERY_PLACE_MESSAGES.zone,
      'address.street': ADDRESS_MESSAGES.street,
      'address.house': ADDRESS_MESSAGES.house,
      name: 'Укажите имя',
      phone: PHONE_MESSAGE,
    });
    expect(result.general).toBeNull();
  });

  it('an address part gets its own message, beside its own input (issue 27)', () => {
    const moscow = { ...filled.address, street: 'Россия, Москва, Тверская ул.', house: 'а' };
    const result = validateCheckout({ ...filled, address: moscow }, lines);
    expect(result.ok ? null : result.errors).toEqual({
      'address.street': 'Доставляем только по Минску, а здесь указана другая страна: Россия',
      'address.house': ADDRESS_MESSAGES.houseDigit,
    });
    expect(enteredValue({ ...filled, address: moscow }, 'address.house')).toBe('а');
    expect(enteredValue(filled, 'zone')).toBe('centralnyy');
  });

  it('a pickup without a shop is refused with the shop’s message', () => {
    const result = validateCheckout({ ...filled, deliveryMethod: 'pickup', point: null }, lines);
    expect(result.ok ? null : result.errors).toEqual({ point: DELIVERY_PLACE_MESSAGES.point });
  });

  it('a wrong e-mail or phone gets its message; an empty e-mail is fine', () => {
    const result = validateCheckout({ ...filled, email: 'anna@', phone: '12345' }, lines);
    expect(result.ok ? null : Object.keys(result.errors).sort()).toEqual(['email', 'phone']);
    expect(validateCheckout({ ...filled, email: '' }, lines).ok).toBe(true);
  });

  it('an empty cart is a message about the order, not about a field', () => {
    const result = validateCheckout(filled, []);
    expect(result.ok ? null : result).toEqual({ ok: false, errors: {}, general: 'Корзина пуста' });
  });

  it('the same order has the same fingerprint, any change a different one', () => {
    const body = (draft: typeof filled, cart = lines) => {
      const result = validateCheckout(draft, cart);
      if (!result.ok) throw new Error('invalid');
      return result.body;
    };
    // The phone written another way is the same number, so the same order.
    expect(orderFingerprint(body({ ...filled, phone: '+375291234567' }))).toBe(orderFingerprint(body(filled)));
    expect(orderFingerprint(body(filled, [{ _id: 'kapusta', count: 3 }]))).not.toBe(orderFingerprint(body(filled)));
    expect(orderFingerprint(body({ ...filled, paymentMethod: 'on_receipt' }))).not.toBe(orderFingerprint(body(filled)));
  });
});
