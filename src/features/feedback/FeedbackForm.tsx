import { type FormEvent, useId, useRef, useState } from 'react';
import { FEEDBACK_LIMITS } from '../../domain/contract/feedback';
import { formatPhone, PHONE_EXAMPLE } from '../../domain/phone';
import { notify } from '../toasts';
import { feedbackErrorMessage, sendFeedback } from './feedback.api';
import {
  EMPTY_FEEDBACK,
  FEEDBACK_FIELDS,
  type FeedbackErrors,
  type FeedbackField,
  type FeedbackValues,
  fieldError,
  validateFeedback,
} from './feedback-form';

export interface FeedbackShopOption {
  _id: string;
  title: string;
  address: string;
}

interface Props {
  shops: readonly FeedbackShopOption[];
  /** A shop chosen in advance (the «Написать о пекарне» link on /adresa). */
  initialShopId?: string;
}

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Characters left at which the counter turns into a warning. */
const COUNTER_WARNING = 100;

/**
 * The feedback form (issue 5 item 6): checked in the browser with the server's
 * schema, sent with the «Отправка...» promise toast; what was typed stays after
 * a failure and is cleared after success.
 */
export function FeedbackForm({ shops, initialShopId }: Props) {
  const id = useId();
  const initial = {
    ...EMPTY_FEEDBACK,
    shopId: shops.some((shop) => shop._id === initialShopId) ? (initialShopId ?? '') : '',
  };
  const [values, setValues] = useState<FeedbackValues>(initial);
  const [errors, setErrors] = useState<FeedbackErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  const fields = useRef<Partial<Record<FeedbackField, FieldElement | null>>>({});

  const fieldId = (field: FeedbackField) => `${id}-${field}`;
  const errorId = (field: FeedbackField) => `${id}-${field}-error`;

  const update = (field: FeedbackField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // Once a field shows a message (or after a send attempt), it follows the typing.
    if (submitted || errors[field]) setErrors((current) => ({ ...current, [field]: fieldError(next, field) }));
  };

  const check = (field: FeedbackField) => {
    // Leaving an empty field untouched is not a mistake yet; a filled one is checked at once.
    if (!submitted && values[field].trim() === '') return;
    // A phone typed any common way (80291234567, 8 029 123-45-67) is shown back as +375 29 123-45-67.
    const shown = field === 'contact' ? formatPhone(values.contact) : values[field];
    const checked = shown === values[field] ? values : { ...values, [field]: shown };
    if (checked !== values) setValues(checked);
    setErrors((current) => ({ ...current, [field]: fieldError(checked, field) }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setSubmitted(true);
    const result = validateFeedback(values);
    if (!result.ok) {
      setErrors(result.errors);
      const first = FEEDBACK_FIELDS.find((field) => result.errors[field]);
      if (first) fields.current[first]?.focus();
      return;
    }
    setErrors({});
    setSending(true);
    try {
      await notify.promise(sendFeedback(result.body), {
        success: (answer) => answer.message,
        error: feedbackErrorMessage,
      });
      setValues({ ...EMPTY_FEEDBACK });
      setSubmitted(false);
    } catch {
      // The toast has told the shopper; the text stays for another try.
    } finally {
      setSending(false);
    }
  };

  const describedBy = (field: FeedbackField, ...hints: string[]) =>
    [...hints, errors[field] ? errorId(field) : null].filter(Boolean).join(' ') || undefined;

  const errorText = (field: FeedbackField) =>
    errors[field] ? (
      <p id={errorId(field)} className="form-field__error">
        {errors[field]}
      </p>
    ) : null;

  const left = FEEDBACK_LIMITS.message - values.message.length;

  return (
    <form className="feedback-form" noValidate onSubmit={submit} aria-busy={sending}>
      <div className="form-field">
        <label htmlFor={fieldId('name')} className="form-field__label">
          Как вас зовут
        </label>
        <input
          ref={(element) => {
            fields.current.name = element;
          }}
          id={fieldId('name')}
          name="name"
          type="text"
          autoComplete="name"
          maxLength={FEEDBACK_LIMITS.name}
          required
          className="form-field__input"
          value={values.name}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describedBy('name')}
          onChange={(event) => update('name', event.target.value)}
          onBlur={() => check('name')}
        />
        {errorText('name')}
      </div>

      <div className="form-field">
        <label htmlFor={fieldId('contact')} className="form-field__label">
          Телефон или e-mail
        </label>
        <input
          ref={(element) => {
            fields.current.contact = element;
          }}
          id={fieldId('contact')}
          name="contact"
          type="text"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          required
          className="form-field__input"
          value={values.contact}
          aria-invalid={errors.contact ? true : undefined}
          aria-describedby={describedBy('contact', `${fieldId('contact')}-hint`)}
          onChange={(event) => update('contact', event.target.value)}
          onBlur={() => check('contact')}
        />
        <p id={`${fieldId('contact')}-hint`} className="form-field__hint">
          Например, {PHONE_EXAMPLE} или anna@mail.by — ответим туда
        </p>
        {errorText('contact')}
      </div>

      <div className="form-field">
        <label htmlFor={fieldId('shopId')} className="form-field__label">
          Пекарня <span className="form-field__optional">(необязательно)</span>
        </label>
        <select
          ref={(element) => {
            fields.current.shopId = element;
          }}
          id={fieldId('shopId')}
          name="shopId"
          className="form-field__input form-field__select"
          value={values.shopId}
          aria-invalid={errors.shopId ? true : undefined}
          aria-describedby={describedBy('shopId')}
          onChange={(event) => update('shopId', event.target.value)}
        >
          <option value="">Не выбрана</option>
          {shops.map((shop) => (
            <option key={shop._id} value={shop._id}>
              {shop.title} — {shop.address}
            </option>
          ))}
        </select>
        {errorText('shopId')}
      </div>

      <div className="form-field">
        <label htmlFor={fieldId('message')} className="form-field__label">
          Сообщение
        </label>
        <textarea
          ref={(element) => {
            fields.current.message = element;
          }}
          id={fieldId('message')}
          name="message"
          rows={6}
          maxLength={FEEDBACK_LIMITS.message}
          required
          className="form-field__input form-field__textarea"
          value={values.message}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy('message', `${fieldId('message')}-counter`)}
          onChange={(event) => update('message', event.target.value)}
          onBlur={() => check('message')}
        />
        <div className="form-field__meta">
          <p className="form-field__hint">Не короче {FEEDBACK_LIMITS.minMessage} символов</p>
          <p
            id={`${fieldId('message')}-counter`}
            className={
              left <= COUNTER_WARNING ? 'form-field__counter form-field__counter--warning' : 'form-field__counter'
            }
          >
            <span aria-hidden="true">
              {values.message.length} / {FEEDBACK_LIMITS.message}
            </span>
            <span className="visually-hidden">Осталось символов: {left}</span>
          </p>
        </div>
        {errorText('message')}
      </div>

      <button type="submit" className="button button--primary feedback-form__submit" disabled={sending}>
        {sending ? 'Отправляем…' : 'Отправить'}
      </button>
      <p className="feedback-form__privacy">Мы используем имя и контакт только для ответа на это сообщение.</p>
    </form>
  );
}
