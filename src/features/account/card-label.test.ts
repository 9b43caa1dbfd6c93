import { describe, expect, it } from 'vitest';
import { cardLabel } from './card-label';

describe('cardLabel', () => {
  it.each([
    ['visa', 'Visa •••• 0000, до 12/35'],
    ['master', 'Mastercard •••• 0000, до 12/35'],
    ['belkart', 'Белкарт •••• 0000, до 12/35'],
    ['unionpay', 'Unionpay •••• 0000, до 12/35'],
  ])('names the %s brand as shoppers know it', (brand, label) => {
    expect(cardLabel({ brand, last4: '0000', expMonth: 12, expYear: 2035 })).toBe(label);
  });

  it('pads a one-digit month', () => {
    expect(cardLabel({ brand: 'visa', last4: '1006', expMonth: 3, expYear: 2030 })).toBe('Visa •••• 1006, до 03/30');
  });
});
