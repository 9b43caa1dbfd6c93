import { describe, expect, it } from 'vitest';
import { ApiError } from '../../platform/api-client';
import { FEEDBACK_FALLBACK_ERROR, feedbackErrorMessage } from './feedback.api';
import { EMPTY_FEEDBACK, fieldError, validateFeedback } from './feedback-form';

const valid = { name: 'Анна', contact: '+375 29 123-45-67', message: 'Очень вкусный курник, спасибо!', shopId: '' };

describe('validateFeedback', () => {
  it('accepts a phone or an e-mail and leaves out an unset shop', () => {
    expect(validateFeedback(valid)).toEqual({
      ok: true,
      body: { name: 'Анна', contact: '+375291234567', message: 'Очень вкусный курник, спасибо!' },
    });
    const withEmail = validateFeedback({ ...valid, contact: 'anna@mail.by', shopId: 'nemiga' });
    expect(withEmail).toEqual({
      ok: true,
      body: { name: 'Анна', contact: 'anna@mail.by', message: 'Очень вкусный курник, спасибо!', shopId: 'nemiga' },
    });
  });

  it('gives one Russian message per invalid field', () => {
    const result = validateFeedback(EMPTY_FEEDBACK);
    expect(result).toEqual({
      ok: false,
      errors: {
        name: 'Укажите имя',
        contact: 'Укажите телефон в формате +375 29 123-45-67 или e-mail',
        message: 'Сообщение слишком короткое',
      },
    });
  });

  it.each(['80291234567', '8 029 123-45-67', '291234567', '+375 29 123-45-67'])(
    'takes the common spelling %s and sends the number as E.164',
    (contact) => {
      expect(validateFeedback({ ...valid, contact })).toEqual({
        ok: true,
        body: { name: 'Анна', contact: '+375291234567', message: 'Очень вкусный курник, спасибо!' },
      });
    },
  );

  it.each(['8029123456', '+375 11 123-45-67', '12345', 'anna@'])('refuses %s with the Russian hint', (contact) => {
    expect(fieldError({ ...valid, contact }, 'contact')).toBe('Укажите телефон в формате +375 29 123-45-67 или e-mail');
  });

  it('refuses a phone that is not Belarusian', () => {
    expect(fieldError({ ...valid, contact: '+7 999 123-45-67' }, 'contact')).toBe(
      'Укажите телефон в формате +375 29 123-45-67 или e-mail',
    );
    expect(fieldError({ ...valid, contact: '+375 (44) 765-43-21' }, 'contact')).toBeUndefined();
  });

  it('checks lengths with trimmed text', () => {
    expect(fieldError({ ...valid, message: '   коротко   ' }, 'message')).toBe('Сообщение слишком короткое');
    expect(fieldError({ ...valid, message: 'а'.repeat(2001) }, 'message')).toBe('Сообщение слишком длинное');
    expect(fieldError({ ...valid, name: 'я'.repeat(81) }, 'name')).toBe('Имя слишком длинное');
  });

  it('words a malformed shop id for people', () => {
    expect(fieldError({ ...valid, shopId: 'Не id' }, 'shopId')).toBe('Выберите пекарню из списка');
  });
});

describe('feedbackErrorMessage', () => {
  it("uses the server's message when there is one", () => {
    const error = new ApiError('feedback', 429, 'Слишком много сообщений. Попробуйте через минуту.');
    expect(feedbackErrorMessage(error)).toBe('Слишком много сообщений. Попробуйте через минуту.');
  });

  it('falls back to the generic sentence', () => {
    expect(feedbackErrorMessage(new ApiError('feedback', 500))).toBe(FEEDBACK_FALLBACK_ERROR);
    expect(feedbackErrorMessage(new ApiError('feedback', undefined))).toBe(FEEDBACK_FALLBACK_ERROR);
    expect(feedbackErrorMessage(new TypeError('Failed to fetch'))).toBe(FEEDBACK_FALLBACK_ERROR);
  });
});
