import type { z } from 'zod';
import { MessageAnswer, SignedInAnswer } from './account';
import {
  RecoveryBody,
  RecoveryConfirmBody,
  SigninBody,
  SignupBody,
  UpdateDataBody,
  UserPaymentBody,
} from './account-phone';
import { PaymentAnswer, PaymentHeaders } from './checkout';
import { PaymentBody } from './checkout-phone';
import { ErrorAnswer } from './common';
import { refusals, signedIn } from './endpoint-answers';
import { adminEndpointSchemas } from './endpoint-schemas-admin';
import { adminCategoriesEndpointSchemas } from './endpoint-schemas-admin-categories';
import { adminDeliveryEndpointSchemas } from './endpoint-schemas-admin-delivery';
import { adminPhotosEndpointSchemas } from './endpoint-schemas-admin-photos';
import { baseEndpointSchemas, type EndpointSchemas } from './endpoint-schemas-base';
import { kioskEndpointSchemas } from './endpoint-schemas-kiosk';
import { staffEndpointSchemas } from './endpoint-schemas-staff';
import type { EndpointId } from './endpoints';
import { FeedbackAnswer, FeedbackBody } from './feedback';

export type { EndpointSchemas } from './endpoint-schemas-base';

/**
 * The schemas of every endpoint of `endpoints.ts`, by the same key. Answers
 * are written as the code holds them (money in kopecks) and travel in the wire
 * form (BYN) through the schemas' codecs. The server registers every route
 * from these; the browser loads `baseEndpointSchemas` first and this module
 * only for the endpoints that parse phone numbers.
 */
export const endpointSchemas = {
  ...baseEndpointSchemas,
  ...kioskEndpointSchemas,
  ...staffEndpointSchemas,
  ...adminEndpointSchemas,
  ...adminDeliveryEndpointSchemas,
  ...adminCategoriesEndpointSchemas,
  ...adminPhotosEndpointSchemas,
  feedback: {
    summary: 'Send a message to the shop (rate-limited per client)',
    body: FeedbackBody,
    answers: { 200: FeedbackAnswer, ...refusals, 429: ErrorAnswer },
  },
  paymentCreate: {
    summary: 'Place an order and, for card payment, open the bank checkout (the server prices the cart itself)',
    headers: PaymentHeaders,
    body: PaymentBody,
    // 409: the slot is taken or gone; 422: the Idempotency-Key came with another body;
    // 502: the bank did not open a checkout (nothing is kept); 503: no card gateway is configured.
    answers: {
      200: PaymentAnswer,
      ...refusals,
      409: ErrorAnswer,
      422: ErrorAnswer,
      502: ErrorAnswer,
      503: ErrorAnswer,
    },
  },
  authSignup: {
    summary: 'Create an account (welcome bonus) and sign in',
    body: SignupBody,
    // 409: the phone or e-mail already has an account; 403: a cross-site request.
    answers: { 200: SignedInAnswer, ...refusals, 403: ErrorAnswer, 409: ErrorAnswer, 429: ErrorAnswer },
  },
  authSignin: {
    summary: 'Sign in with phone or e-mail and password (rate-limited per account and per address)',
    body: SigninBody,
    answers: { 200: SignedInAnswer, ...refusals, 401: ErrorAnswer, 403: ErrorAnswer, 429: ErrorAnswer },
  },
  authRecovery: {
    summary: 'Send a password recovery code; the answer is the same whether or not the account exists',
    body: RecoveryBody,
    answers: { 200: MessageAnswer, ...refusals, 403: ErrorAnswer, 429: ErrorAnswer },
  },
  authRecoveryConfirm: {
    summary: 'Set a new password with the recovery code; every other session is revoked, this one signed in',
    body: RecoveryConfirmBody,
    answers: { 200: SignedInAnswer, ...refusals, 403: ErrorAnswer, 429: ErrorAnswer },
  },
  userUpdateData: {
    summary: 'Update the signed-in user’s name, phone, e-mail and address',
    body: UpdateDataBody,
    answers: { 200: MessageAnswer, ...signedIn, 409: ErrorAnswer },
  },
  userPayment: {
    summary: 'A signed-in user’s order: the guest order plus bonus points, a saved card and saving the card',
    headers: PaymentHeaders,
    body: UserPaymentBody,
    answers: {
      200: PaymentAnswer,
      ...signedIn,
      404: ErrorAnswer,
      409: ErrorAnswer,
      422: ErrorAnswer,
      502: ErrorAnswer,
      503: ErrorAnswer,
    },
  },
} as const satisfies Record<EndpointId, EndpointSchemas>;

export type EndpointSchemasOf<K extends EndpointId> = (typeof endpointSchemas)[K];

type Part<K extends EndpointId, P extends 'params' | 'query' | 'headers' | 'body'> =
  EndpointSchemasOf<K> extends { readonly [Q in P]: infer S extends z.ZodType } ? S : undefined;

/** Request parts as the code holds them (decoded) … */
export type ParamsOf<K extends EndpointId> =
  Part<K, 'params'> extends z.ZodType ? z.output<Part<K, 'params'>> : undefined;
export type QueryOf<K extends EndpointId> = Part<K, 'query'> extends z.ZodType ? z.output<Part<K, 'query'>> : undefined;
export type BodyOf<K extends EndpointId> = Part<K, 'body'> extends z.ZodType ? z.output<Part<K, 'body'>> : undefined;
/** The request headers the endpoint reads, by their lower-case names. */
export type HeadersOf<K extends EndpointId> =
  Part<K, 'headers'> extends z.ZodType ? z.output<Part<K, 'headers'>> : undefined;
/** … and path parameters as a caller writes them into the URL. */
export type PathParamsOf<K extends EndpointId> =
  Part<K, 'params'> extends z.ZodType ? { [N in keyof z.input<Part<K, 'params'>>]: string | number } : undefined;

type SuccessStatus = 200 | 201 | 202;
type Answers<K extends EndpointId> = EndpointSchemasOf<K>['answers'];

/** The decoded answer of any success status of the endpoint. */
export type AnswerOf<K extends EndpointId> = {
  [S in keyof Answers<K>]: S extends SuccessStatus
    ? Answers<K>[S] extends z.ZodType
      ? z.output<Answers<K>[S]>
      : never
    : never;
}[keyof Answers<K>];
