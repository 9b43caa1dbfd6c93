import { IDEMPOTENCY_KEY_HEADER, type OrderStage } from '../../domain/contract/checkout';
import { endpoints } from '../../domain/contract/endpoints';
import type { StaffOrder, StaffSigninBody } from '../../domain/contract/staff';
import type { Kopecks } from '../../domain/money';
import { api, isApiError } from '../../platform/api-client';
import { newIdempotencyKey } from '../../platform/idempotency';

/** Every call of the board and the pickup screen, through the contract (issue 28). */
export const staffApi = {
  me: () => api(endpoints.staffMe),
  signin: (body: StaffSigninBody) => api(endpoints.staffSignin, { body }),
  signout: () => api(endpoints.staffSignout),
  orders: (shop: string, since?: number) =>
    api(endpoints.staffOrders, { query: since === undefined ? { shop } : { shop, since } }),
  stage: (uid: string, from: OrderStage, to: OrderStage) =>
    api(endpoints.staffOrderStage, { params: { uid }, body: { from, to } }),
  cash: (uid: string, method: 'cash' | 'terminal') =>
    api(endpoints.staffOrderCash, { params: { uid }, body: { method } }),
  cancel: (uid: string, reason: string) => api(endpoints.staffOrderCancel, { params: { uid }, body: { reason } }),
  /** One key per asked refund: a retry of the same tap never refunds twice. */
  refund: (uid: string, amount: Kopecks, reason: string, key: string = newIdempotencyKey()) =>
    api(endpoints.staffOrderRefund, {
      params: { uid },
      body: { amount, reason },
      headers: { [IDEMPOTENCY_KEY_HEADER]: key },
    }),
  resolve: (uid: string, action: 'accept' | 'refund') =>
    api(endpoints.staffOrderResolve, { params: { uid }, body: { action } }),
  audit: (shop: string) => api(endpoints.staffAudit, { query: { shop } }),
  promos: () => api(endpoints.promos),
};

export type StaffApi = typeof staffApi;

/** The order a `409` carried (another tablet was first): the board shows it as it is now. */
export function conflictOrder(error: unknown): StaffOrder | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const answer = error.answer as { order?: StaffOrder } | undefined;
  return answer?.order ?? null;
}

/** No staff session (never signed in here, signed out, expired). */
export const isSignedOut = (error: unknown): boolean => isApiError(error) && error.status === 401;

/** The server's Russian message, or the generic one. */
export const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : 'Не удалось выполнить запрос. Попробуйте ещё раз.';
