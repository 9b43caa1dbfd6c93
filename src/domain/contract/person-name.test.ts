import { describe, expect, it } from 'vitest';
import { CHECKOUT_LIMITS, COMMENT_TOO_LONG, NAME_MESSAGES, PaymentBodyFields, PersonName } from './checkout';

const message = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? '');

describe('a person’s name (issue 27, item 18)', () => {
  it('needs at least two letters of any alphabet', () => {
    for (const name of ['Ян', 'Анна-Мария', 'O’Neil', 'Алеся 🥧', 'Łukasz']) {
      expect(PersonName.safeParse(name).success, name).toBe(true);
    }
    for (const name of ['🥧🥧🥧', 'Я', '.', '12', '😀 😀']) {
      expect(message(PersonName.safeParse(name)), name).toBe(NAME_MESSAGES.letters);
    }
  });

  it('says a blank name is missing, once', () => {
    const result = PersonName.safeParse('   ');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([NAME_MESSAGES.missing]);
  });

  it('refuses a name or a comment over its limit, saying the limit, instead of cutting it', () => {
    expect(message(PersonName.safeParse('А'.repeat(500)))).toBe('Имя слишком длинное: не больше 80 символов');
    expect(PersonName.parse('А'.repeat(CHECKOUT_LIMITS.name))).toHaveLength(CHECKOUT_LIMITS.name);
    const comment = PaymentBodyFields.shape.comment;
    expect(message(comment.safeParse('ы'.repeat(2600)))).toBe(COMMENT_TOO_LONG);
    expect(COMMENT_TOO_LONG).toBe('Комментарий слишком длинный: не больше 500 символов');
  });
});
