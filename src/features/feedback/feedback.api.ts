import { ofetch } from 'ofetch';
import type { FeedbackAnswer, FeedbackBody } from '../../domain/contract/engagement';

export const FEEDBACK_FALLBACK_ERROR = 'Не удалось отправить сообщение. Попробуйте ещё раз.';

/** `POST /api/feedback`: the server's `{message}` on success; throws a FetchError otherwise. */
export function sendFeedback(body: FeedbackBody): Promise<FeedbackAnswer> {
  // Never retried: a second POST could store the message twice.
  return ofetch<FeedbackAnswer>('/api/feedback', { method: 'POST', body, retry: 0, timeout: 15_000 });
}

/** The server's `{message}` of a failed call (400, 429, …), or the generic sentence. */
export function feedbackErrorMessage(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'data' in error) {
    const data: unknown = error.data;
    if (typeof data === 'object' && data !== null && 'message' in data) {
      const message: unknown = data.message;
      if (typeof message === 'string' && message.trim() !== '') return message;
    }
  }
  return FEEDBACK_FALLBACK_ERROR;
}
