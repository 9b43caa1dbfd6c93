import maxMetadata from 'libphonenumber-js/max/metadata';
import { describe, expect, it } from 'vitest';
import { formatPhone, isPhone, normalizePhone } from './phone';
import { BELARUS_PHONE_METADATA } from './phone-metadata';

describe('normalizePhone', () => {
  it.each([
    ['80291234567', '+375291234567'],
    ['8 029 123-45-67', '+375291234567'],
    ['8 (029) 123-45-67', '+375291234567'],
    ['291234567', '+375291234567'],
    ['29 123 45 67', '+375291234567'],
    ['0291234567', '+375291234567'],
    ['+375291234567', '+375291234567'],
    ['+375 (29) 123-45-67', '+375291234567'],
    ['375 44 765 43 21', '+375447654321'],
    ['  +375 33 123-45-67 ', '+375331234567'],
    ['8 017 123-45-67', '+375171234567'],
    ['8 0152 12-34-56', '+375152123456'],
  ])('%s is %s', (text, e164) => {
    expect(normalizePhone(text)).toBe(e164);
    expect(isPhone(text)).toBe(true);
  });

  it.each([
    ['', 'empty'],
    ['12345', 'too short'],
    ['8029123456', 'a digit missing'],
    ['+375 29 123 45 67 8', 'a digit too many'],
    ['+375 11 123-45-67', 'an operator code that does not exist'],
    ['+7 912 123-45-67', 'another country'],
    ['8 800 123 4567', 'a toll-free number'],
    ['+375 29 123-45-67 доб. 1', 'an extension'],
    ['+375291234567x', 'a stray letter'],
    ['anna@mail.by', 'an e-mail'],
  ])('refuses %j (%s)', (text) => {
    expect(normalizePhone(text)).toBeNull();
    expect(isPhone(text)).toBe(false);
  });
});

describe('formatPhone', () => {
  it('shows every spelling as +375 29 123-45-67', () => {
    for (const text of ['80291234567', '8 029 123-45-67', '291234567', '+375291234567']) {
      expect(formatPhone(text)).toBe('+375 29 123-45-67');
    }
    expect(formatPhone('+375171234567')).toBe('+375 17 123-45-67');
    expect(formatPhone('80152123456')).toBe('+375 152 12-34-56');
  });

  it('leaves text that is not a phone alone', () => {
    expect(formatPhone('anna@mail.by')).toBe('anna@mail.by');
    expect(formatPhone('12345')).toBe('12345');
  });
});

describe('the last number kept', () => {
  it('answers each text for itself, whatever was asked before', () => {
    const sequence = ['8 029 123-45-67', '8 029 123-45-67', '12345', '+375 17 222-33-44', '12345', '8 029 123-45-67'];
    expect(sequence.map((text) => [isPhone(text), normalizePhone(text), formatPhone(text)])).toEqual([
      [true, '+375291234567', '+375 29 123-45-67'],
      [true, '+375291234567', '+375 29 123-45-67'],
      [false, null, '12345'],
      [true, '+375172223344', '+375 17 222-33-44'],
      [false, null, '12345'],
      [true, '+375291234567', '+375 29 123-45-67'],
    ]);
  });
});

describe('BELARUS_PHONE_METADATA', () => {
  it('is Belarus as the installed libphonenumber-js has it (copy it again after an update)', () => {
    const installed = maxMetadata as unknown as { version: number; countries: Record<string, unknown> };
    const ours = BELARUS_PHONE_METADATA as unknown as { version: number; countries: Record<string, unknown> };
    expect(ours.version).toBe(installed.version);
    expect(ours.countries.BY).toEqual(installed.countries.BY);
  });
});
