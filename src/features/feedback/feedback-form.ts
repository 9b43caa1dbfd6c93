import { FeedbackBody } from '../../domain/contract/feedback';

export interface FeedbackValues {
  name: string;
  contact: string;
  message: string;
  /** '' when no shop is chosen. */
  shopId: string;
}

export type FeedbackField = keyof FeedbackValues;
export type FeedbackErrors = Partial<Record<FeedbackField, string>>;

export const EMPTY_FEEDBACK: FeedbackValues = { name: '', contact: '', message: '', shopId: '' };

export const FEEDBACK_FIELDS: readonly FeedbackField[] = ['name', 'contact', 'message', 'shopId'];

function toBody(values: FeedbackValues) {
  return {
    name: values.name,
    contact: values.contact,
    message: values.message,
    ...(values.shopId === '' ? {} : { shopId: values.shopId }),
  };
}

/**
 * Checks the form with the server's own schema: the body to send, or the first
 * Russian message per field.
 */
export function validateFeedback(
  values: FeedbackValues,
): { ok: true; body: FeedbackBody } | { ok: false; errors: FeedbackErrors } {
  const result = FeedbackBody.safeParse(toBody(values));
  if (result.success) return { ok: true, body: result.data };
  const errors: FeedbackErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field !== 'string' || !(FEEDBACK_FIELDS as readonly string[]).includes(field)) continue;
    const key = field as FeedbackField;
    errors[key] ??= key === 'shopId' ? 'Выберите пекарню из списка' : issue.message;
  }
  return { ok: false, errors };
}

/** The message of one field, or undefined when it is fine (for checking as the shopper types). */
export function fieldError(values: FeedbackValues, field: FeedbackField): string | undefined {
  const result = validateFeedback(values);
  return result.ok ? undefined : result.errors[field];
}
