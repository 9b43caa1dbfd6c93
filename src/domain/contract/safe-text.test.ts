import { describe, expect, it } from 'vitest';
import { ORDER_UID_LENGTH, OrderUid, safeText, TEXT_CHARS_MESSAGE } from './common';

const refusal = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? '');

describe('safeText', () => {
  const line = safeText();
  const text = safeText({ multiline: true });

  it('takes any language, emoji (a surrogate pair) and punctuation', () => {
    for (const value of ['Алеся', 'ул. Немига, 5 — кв. 12', 'Pirog «с капустой»', '🥧😀', 'ß', '']) {
      expect(line.safeParse(value).success, value).toBe(true);
      expect(text.safeParse(value).success, value).toBe(true);
    }
  });

  it('refuses NUL, other control characters and lone surrogates with one Russian message', () => {
    for (const value of [
      'a\u0000',
      '\u0001',
      '\u001b[31m',
      'x\u007f',
      '\u0085',
      '\u009f',
      'a\ud800',
      '\udc00b',
      'a\ud83db',
    ]) {
      expect(refusal(line.safeParse(value)), JSON.stringify(value)).toBe(TEXT_CHARS_MESSAGE);
      expect(refusal(text.safeParse(value)), JSON.stringify(value)).toBe(TEXT_CHARS_MESSAGE);
    }
  });

  it('keeps newlines and tabs only where the text is multi-line', () => {
    for (const value of ['a\nb', 'a\tb', 'a\r\nb']) {
      expect(text.safeParse(value).success, JSON.stringify(value)).toBe(true);
      expect(refusal(line.safeParse(value)), JSON.stringify(value)).toBe(TEXT_CHARS_MESSAGE);
    }
  });

  it('trims before it checks when asked, so a pasted trailing newline is dropped, not refused', () => {
    expect(safeText({ trim: true }).parse(' Алеся\n')).toBe('Алеся');
    expect(refusal(safeText({ trim: true }).safeParse('Але\nся'))).toBe(TEXT_CHARS_MESSAGE);
  });

  it('chains like a string, with its own message for a missing value', () => {
    const name = safeText({ message: 'Укажите имя' }).min(1).max(3);
    expect(refusal(name.safeParse(undefined))).toBe('Укажите имя');
    expect(name.safeParse('abcd').success).toBe(false);
    expect(name.parse('abc')).toBe('abc');
  });
});

describe('OrderUid', () => {
  it('takes base64url of the fixed length', () => {
    expect(OrderUid.safeParse('lnw58Rp_mXfFENBWAq6Ddubq').success).toBe(true);
    expect(OrderUid.safeParse('-'.repeat(ORDER_UID_LENGTH)).success).toBe(true);
  });

  it('refuses other lengths, other alphabets and control characters before any lookup', () => {
    for (const value of [
      '',
      'x',
      'lnw58Rp_mXfFENBWAq6Ddub',
      'lnw58Rp_mXfFENBWAq6Ddubqq',
      'lnw58Rp+mXfFENBWAq6Ddub/',
      'lnw58Rp_mXfFENBWAq6Ddub\u0000',
      'lnw58Rp_mXfFENBWAq6Ddub=',
    ]) {
      expect(OrderUid.safeParse(value).success, JSON.stringify(value)).toBe(false);
    }
  });
});
