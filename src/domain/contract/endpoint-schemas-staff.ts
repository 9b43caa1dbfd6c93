import { ErrorAnswer } from './common';
import type { EndpointSchemas, StaffEndpointId } from './endpoint-schemas-base';
import {
  CancelBody,
  CashBody,
  RefundBody,
  RefundHeaders,
  ResolveBody,
  StaffAuditAnswer,
  StaffAuditQuery,
  StaffConflictAnswer,
  StaffOrderAnswer,
  StaffOrderParams,
  StaffOrdersAnswer,
  StaffOrdersQuery,
  StaffSignedInAnswer,
  StaffSigninBody,
  StaffSignoutAnswer,
  StageBody,
} from './staff';

/** Every staff call: 400 bad input, 401 no staff session, 403 a cross-site call or a role that may not. */
const staffOnly = { 400: ErrorAnswer, 401: ErrorAnswer, 403: ErrorAnswer } as const;
/** An order call: 404 when the order is not of the caller's shops (or does not exist). */
const orderCall = { ...staffOnly, 404: ErrorAnswer } as const;

/** The schemas of the staff endpoints (issue 26), part of `endpointSchemas`. */
export const staffEndpointSchemas = {
  staffSignin: {
    summary: 'Sign a staff member in (sets the tp_staff session cookie; rate-limited like shoppers)',
    body: StaffSigninBody,
    answers: { 200: StaffSignedInAnswer, ...staffOnly, 429: ErrorAnswer },
  },
  staffSignout: {
    summary: 'Sign the staff member out (the session is revoked and its sockets disconnected)',
    answers: { 200: StaffSignoutAnswer, ...staffOnly },
  },
  staffMe: {
    summary: 'The signed-in staff member, role and shops',
    answers: { 200: StaffSignedInAnswer, 401: ErrorAnswer },
  },
  staffOrders: {
    summary: 'A shop’s open orders and those finished today; with `since`, only those changed after that event',
    query: StaffOrdersQuery,
    answers: { 200: StaffOrdersAnswer, ...orderCall },
  },
  staffOrderStage: {
    summary: 'Move an order from one stage to the next (or undo the last move within 2 minutes)',
    params: StaffOrderParams,
    body: StageBody,
    answers: { 200: StaffOrderAnswer, ...orderCall, 409: StaffConflictAnswer },
  },
  staffOrderCash: {
    summary: 'Record the on-receipt payment (cash or card terminal), once',
    params: StaffOrderParams,
    body: CashBody,
    answers: { 200: StaffOrderAnswer, ...orderCall, 409: StaffConflictAnswer },
  },
  staffOrderCancel: {
    summary: 'Cancel an order: slot and points back, card money refunded in full',
    params: StaffOrderParams,
    body: CancelBody,
    answers: { 200: StaffOrderAnswer, ...orderCall, 409: StaffConflictAnswer, 502: ErrorAnswer },
  },
  staffOrderRefund: {
    summary: 'Refund part or all of what was paid (managers; safe to retry with the same Idempotency-Key)',
    params: StaffOrderParams,
    headers: RefundHeaders,
    body: RefundBody,
    answers: { 200: StaffOrderAnswer, ...orderCall, 409: StaffConflictAnswer, 422: ErrorAnswer, 502: ErrorAnswer },
  },
  staffOrderResolve: {
    summary: 'Resolve an order in review: accept it or refund it (managers)',
    params: StaffOrderParams,
    body: ResolveBody,
    answers: { 200: StaffOrderAnswer, ...orderCall, 409: StaffConflictAnswer, 502: ErrorAnswer },
  },
  staffAudit: {
    summary: 'What staff did to a shop’s orders, newest first (managers)',
    query: StaffAuditQuery,
    answers: { 200: StaffAuditAnswer, ...orderCall },
  },
} as const satisfies Record<StaffEndpointId, EndpointSchemas>;
