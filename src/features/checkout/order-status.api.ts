import type { PaymentStatusAnswer } from '../../domain/contract/checkout';
import { endpoints } from '../../domain/contract/endpoints';
import { api, isApiError } from '../../platform/api-client';
import type { CheckResult } from './status-check';

// Apart from checkout.api.ts: the status page needs no schema at its first load (those come with the first call).

/** The payment-status check (SPEC §4) as the status page reads it. */
export function checkPayment(uid: string): Promise<CheckResult> {
  return resultOf(api(endpoints.paymentStatus, { params: { uid } }));
}

/**
 * The shopper cancelled on the bank's page (issue 27): the server ends the
 * checkout once the gateway confirms no payment, and answers like the status
 * check (402 «Оплата отменена»; 200 if it was paid after all; 202 while the
 * bank's word is awaited).
 */
export function cancelPayment(uid: string): Promise<CheckResult> {
  return resultOf(api(endpoints.paymentCancel, { params: { uid } }));
}

async function resultOf(answer: Promise<PaymentStatusAnswer>): Promise<CheckResult> {
  try {
    return { kind: 'answer', answer: await answer };
  } catch (error) {
    if (!isApiError(error)) throw error;
    // 402: the bank declined or the time to pay ran out; the message says which.
    if (error.status === 402) return { kind: 'failed', message: error.message };
    if (error.status === 404 || error.status === 400) return { kind: 'missing' };
    // No answer or a server failure: the order may well exist, so keep asking for a while.
    return { kind: 'unreachable' };
  }
}
