import { describe, expect, it } from 'vitest';
import { ContactField, PhoneNumber } from './feedback';

describe('phone fields of the contract', () => {
  it.each(['80291234567', '8 029 123-45-67', '291234567', '+375 (29) 123-45-67'])(
    'decode %s to E.164 and encode it unchanged',
    (text) => {
      expect(PhoneNumber.parse(text)).toBe('+375291234567');
      expect(ContactField.parse(text)).toBe('+375291234567');
      expect(PhoneNumber.encode('+375291234567')).toBe('+375291234567');
    },
  );

  it('keep an e-mail as typed (trimmed) in a contact, and refuse it as a phone', () => {
    expect(ContactField.parse(' anna@mail.by ')).toBe('anna@mail.by');
    expect(PhoneNumber.safeParse('anna@mail.by').error?.issues[0]?.message).toBe(
      'Укажите телефон в формате +375 29 123-45-67',
    );
  });

  it.each(['8029123456', '+375 11 123-45-67', '+7 912 123-45-67', ''])('refuse %j', (text) => {
    expect(PhoneNumber.safeParse(text).success).toBe(false);
    expect(ContactField.safeParse(text).error?.issues[0]?.message).toBe(
      'Укажите телефон в формате +375 29 123-45-67 или e-mail',
    );
  });
});
