import { z } from 'zod';
import {
  BonusesAnswer,
  ClosePaymentBody,
  MessageAnswer,
  RemoveCardBody,
  RepeatOrderAnswer,
  RepeatOrderBody,
  UpdateBonusesBody,
  UpdatePasswordBody,
  UserDataAnswer,
  UserDataHeaders,
  UserDataParams,
} from './account';
import {
  AdresaAnswer,
  HealthAnswer,
  PostsAnswer,
  PostsParams,
  ProductAnswer,
  ProductParams,
  ProductsAllAnswer,
  PromosAnswer,
  SubsliderAnswer,
} from './api';
import { RateProductAnswer, RateProductBody } from './catalog';
import { SlotsAnswer, SlotsParams } from './checkout';
import { ErrorAnswer } from './common';
import { DeliveryOptionsAnswer } from './delivery';
import { notFound, perDevice, refusals, signedIn } from './endpoint-answers';
import { orderEndpointSchemas } from './endpoint-schemas-order';
import { searchEndpointSchemas } from './endpoint-schemas-search';
import { startupEndpointSchemas } from './endpoint-schemas-startup';
import type { EndpointId } from './endpoints';
import { PostAnswer, PostLikeAnswer, PostLikeParams, PostParams, PostViewAnswer, PostViewParams } from './engagement';
import { GatewayNotification, GatewayNotificationAnswer } from './gateway';
import { AttachOrdersAnswer, AttachOrdersBody } from './order-tracking';
import {
  PushKeyAnswer,
  PushSubscribeAnswer,
  PushSubscribeBody,
  PushUnsubscribeAnswer,
  PushUnsubscribeBody,
} from './push';
import { QuoteAnswer, QuoteBody } from './quote';

/** What travels with an endpoint: its request parts and one schema per answer status. */
export interface EndpointSchemas {
  /** One line for the API documentation. */
  readonly summary: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  /** Request headers the endpoint reads (lower-case names). */
  readonly headers?: z.ZodType;
  readonly body?: z.ZodType;
  /** Success answers (2xx) and the error statuses the endpoint itself uses; errors are `ErrorAnswer`. */
  readonly answers: Readonly<Record<number, z.ZodType>>;
}

/** Endpoints whose schemas parse phone numbers: their schemas are in `endpoint-schemas.ts` only. */
export type PhoneEndpointId =
  | 'feedback'
  | 'paymentCreate'
  | 'authSignup'
  | 'authSignin'
  | 'authRecovery'
  | 'authRecoveryConfirm'
  | 'userUpdateData'
  | 'userPayment';

/** The kiosk's endpoints: their schemas are in `endpoint-schemas-kiosk.ts`, loaded only by the kiosk and the server. */
export type KioskEndpointId = 'kioskEnrol' | 'kioskMe' | 'kioskUnlock' | 'kioskLeave' | 'kioskOrder';
/** Described in `endpoint-schemas-staff.ts`: the staff board's calls, never loaded by the shop's pages. */
export type StaffEndpointId = Extract<EndpointId, `staff${string}`>;
/** Described in `endpoint-schemas-admin.ts`: the back office's calls (issue 29), never loaded by the shop's pages. */
export type AdminEndpointId = Extract<EndpointId, `admin${string}`>;

/**
 * The schemas of every endpoint of `endpoints.ts` but those taking a phone
 * number, by the same key. The browser loads these with its first API call;
 * the phone parser (libphonenumber) comes only with the endpoints that need it.
 */
export const baseEndpointSchemas = {
  ...startupEndpointSchemas,
  ...orderEndpointSchemas,
  ...searchEndpointSchemas,
  productsAll: {
    summary: 'Catalogue, popular products and stories',
    answers: { 200: ProductsAllAnswer },
  },
  product: { summary: 'One product', params: ProductParams, answers: { 200: ProductAnswer, ...notFound } },
  subslider: { summary: 'Home page banners', answers: { 200: SubsliderAnswer } },
  promos: { summary: 'Promotions active now', answers: { 200: PromosAnswer } },
  rateProduct: {
    summary: 'Rate a product (one rating per device, or per account when signed in; a later one replaces the earlier)',
    params: ProductParams,
    body: RateProductBody,
    answers: { 200: RateProductAnswer, ...notFound, ...perDevice },
  },
  adresa: { summary: 'Shop addresses', answers: { 200: AdresaAnswer } },
  posts: {
    summary: 'The first `limit` news posts, newest (-1) or oldest (1) first',
    params: PostsParams,
    answers: { 200: PostsAnswer, ...refusals },
  },
  post: { summary: 'One news post by its slug', params: PostParams, answers: { 200: PostAnswer, ...notFound } },
  deliveryOptions: {
    summary: 'Delivery zones (minimum order, fee, free-delivery threshold, lead time), pickup points, days ahead',
    answers: { 200: DeliveryOptionsAnswer },
  },
  deliverySlots: {
    summary: 'Time slots of a day for a delivery zone or a pickup shop, with the orders each still takes',
    params: SlotsParams,
    answers: { 200: SlotsAnswer, ...notFound },
  },
  paymentWebhook: {
    summary: 'Card gateway notification (bePaid format, HTTP Basic and Content-Signature checked first)',
    body: GatewayNotification,
    answers: { 200: GatewayNotificationAnswer, ...refusals, 401: ErrorAnswer },
  },
  postLike: {
    summary: 'Like (`true`) or take back this device’s like (`false`) of a news post; a repeat changes nothing',
    params: PostLikeParams,
    answers: { 200: PostLikeAnswer, ...notFound, ...perDevice },
  },
  postView: {
    summary: 'Count a view of a news post, once per device',
    params: PostViewParams,
    answers: { 200: PostViewAnswer, ...notFound },
  },
  cartQuote: {
    summary: 'Price a cart on the server (catalogue prices, best active promotion)',
    body: QuoteBody,
    answers: { 200: QuoteAnswer, ...refusals },
  },
  userData: {
    summary: 'The signed-in user’s data; needs the identity header pair (`authorization: Bearer`, `x-user-id`)',
    params: UserDataParams,
    headers: UserDataHeaders,
    answers: { 200: UserDataAnswer, ...refusals, 401: ErrorAnswer },
  },
  // 403: a GET that changes state is checked for Origin like a POST (a cross-site link must not sign anyone out).
  userExit: { summary: 'Sign out: the session is revoked', answers: { 200: MessageAnswer, 403: ErrorAnswer } },
  userUpdatePassword: {
    summary: 'Change the password (the current one is checked); other sessions are revoked',
    body: UpdatePasswordBody,
    answers: { 200: MessageAnswer, ...signedIn, 403: ErrorAnswer, 429: ErrorAnswer },
  },
  userUpdateBonuses: {
    summary: 'Set the points to use on the next payment; they are held until it ends',
    body: UpdateBonusesBody,
    answers: { 200: BonusesAnswer, ...signedIn, 409: ErrorAnswer },
  },
  userClosePayment: {
    summary: 'Release the points a failed payment held (a second call changes nothing)',
    body: ClosePaymentBody,
    answers: { 200: BonusesAnswer, ...signedIn, 404: ErrorAnswer },
  },
  userRemoveCard: {
    summary: 'Forget one of the user’s saved cards',
    body: RemoveCardBody,
    answers: { 200: MessageAnswer, ...signedIn, 404: ErrorAnswer },
  },
  userRepeatOrder: {
    summary: 'The lines of one of the user’s orders still on sale, at today’s prices',
    body: RepeatOrderBody,
    answers: { 200: RepeatOrderAnswer, ...signedIn, 404: ErrorAnswer },
  },
  userAttachOrders: {
    summary:
      'Make this device’s guest orders the signed-in user’s: only orders placed with this device cookie and of no ' +
      'account yet are attached, the others left out of the answer',
    body: AttachOrdersBody,
    answers: { 200: AttachOrdersAnswer, ...signedIn },
  },
  pushKey: { summary: 'The shop’s VAPID public key for web push subscriptions', answers: { 200: PushKeyAnswer } },
  pushSubscribe: {
    summary:
      'Keep this device’s push subscription (and the signed-in shopper’s): its orders’ news arrive as notifications. ' +
      'Only endpoints of known push services; 403 without the device cookie, 404 for an order not of this device',
    body: PushSubscribeBody,
    answers: { 200: PushSubscribeAnswer, ...notFound, 403: ErrorAnswer, 429: ErrorAnswer },
  },
  pushUnsubscribe: {
    summary: 'Forget this device’s push subscription by its endpoint',
    body: PushUnsubscribeBody,
    answers: { 200: PushUnsubscribeAnswer, ...refusals, 403: ErrorAnswer },
  },
  health: { summary: 'Liveness and the database in use', answers: { 200: HealthAnswer } },
  apiDocs: { summary: 'This API as an OpenAPI document', answers: { 200: z.record(z.string(), z.unknown()) } },
} as const satisfies Record<
  Exclude<EndpointId, PhoneEndpointId | KioskEndpointId | StaffEndpointId | AdminEndpointId>,
  EndpointSchemas
>;
