import { endpoints } from '../../domain/contract/endpoints';
import type { FeedbackAnswer, FeedbackBody } from '../../domain/contract/feedback';
import { api, isApiError } from '../../platform/api-client';

export const FEEDBACK_FALLBACK_ERROR = 'Не удалось отправить сообщение. Попробуйте ещё раз.';

/** Sends a message to the shop: the server's `{message}` on success; throws an `ApiError` otherwise. */
export function sendFeedback(body: FeedbackBody): Promise<FeedbackAnswer> {
  // A POST is never retried by the client: a second one could store the message twice.
  return api(endpoints.feedback, { body });
}

/** The server's `{message}` of a failed call (400, 429, …), or this form's own generic sentence. */
export function feedbackErrorMessage(error: unknown): string {
  return (isApiError(error) && error.serverMessage) || FEEDBACK_FALLBACK_ERROR;
}
