import { z } from 'zod';
import {
  AdresaAnswer,
  AlertsAnswer,
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
import { ErrorAnswer } from './common';
import { DeliveryOptionsAnswer } from './delivery';
import type { EndpointId } from './endpoints';
import {
  FeedbackAnswer,
  FeedbackBody,
  PostAnswer,
  PostLikeAnswer,
  PostLikeParams,
  PostParams,
  PostViewAnswer,
  PostViewParams,
} from './engagement';
import { QuoteAnswer, QuoteBody } from './quote';
import { StorageUpdateAnswer, StorageUpdateBody } from './storage';

/** What travels with an endpoint: its request parts and one schema per answer status. */
export interface EndpointSchemas {
  /** One line for the API documentation. */
  readonly summary: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** Success answers (2xx) and the error statuses the endpoint itself uses; errors are `ErrorAnswer`. */
  readonly answers: Readonly<Record<number, z.ZodType>>;
}

const refusals = { 400: ErrorAnswer } as const;
const notFound = { 400: ErrorAnswer, 404: ErrorAnswer } as const;

/**
 * The schemas of every endpoint of `endpoints.ts`, by the same key. Answers
 * are written as the code holds them (money in kopecks) and travel in the wire
 * form (BYN) through the schemas' codecs.
 */
export const endpointSchemas = {
  productsAll: {
    summary: 'Catalogue, popular products and stories',
    answers: { 200: ProductsAllAnswer },
  },
  product: { summary: 'One product', params: ProductParams, answers: { 200: ProductAnswer, ...notFound } },
  subslider: { summary: 'Home page banners', answers: { 200: SubsliderAnswer } },
  promos: { summary: 'Promotions active now', answers: { 200: PromosAnswer } },
  rateProduct: {
    summary: 'Rate a product (one rating per device; a later one replaces the earlier)',
    params: ProductParams,
    body: RateProductBody,
    answers: { 200: RateProductAnswer, ...notFound },
  },
  adresa: { summary: 'Shop addresses', answers: { 200: AdresaAnswer } },
  alerts: { summary: 'Alerts active now', answers: { 200: AlertsAnswer } },
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
  feedback: {
    summary: 'Send a message to the shop (rate-limited per client)',
    body: FeedbackBody,
    answers: { 200: FeedbackAnswer, ...refusals, 429: ErrorAnswer },
  },
  postLike: {
    summary: 'Like (`true`) or take back this device’s like (`false`) of a news post; a repeat changes nothing',
    params: PostLikeParams,
    answers: { 200: PostLikeAnswer, ...notFound },
  },
  postView: {
    summary: 'Count a view of a news post, once per device',
    params: PostViewParams,
    answers: { 200: PostViewAnswer, ...notFound },
  },
  storageUpdate: {
    summary: 'Reconcile a device cart and favorites with the catalogue',
    body: StorageUpdateBody,
    answers: { 200: StorageUpdateAnswer, ...refusals },
  },
  cartQuote: {
    summary: 'Price a cart on the server (catalogue prices, best active promotion)',
    body: QuoteBody,
    answers: { 200: QuoteAnswer, ...refusals },
  },
  health: { summary: 'Liveness and the database in use', answers: { 200: HealthAnswer } },
  apiDocs: { summary: 'This API as an OpenAPI document', answers: { 200: z.record(z.string(), z.unknown()) } },
} as const satisfies Record<EndpointId, EndpointSchemas>;

export type EndpointSchemasOf<K extends EndpointId> = (typeof endpointSchemas)[K];

type Part<K extends EndpointId, P extends 'params' | 'query' | 'body'> =
  EndpointSchemasOf<K> extends { readonly [Q in P]: infer S extends z.ZodType } ? S : undefined;

/** Request parts as the code holds them (decoded) … */
export type ParamsOf<K extends EndpointId> =
  Part<K, 'params'> extends z.ZodType ? z.output<Part<K, 'params'>> : undefined;
export type QueryOf<K extends EndpointId> = Part<K, 'query'> extends z.ZodType ? z.output<Part<K, 'query'>> : undefined;
export type BodyOf<K extends EndpointId> = Part<K, 'body'> extends z.ZodType ? z.output<Part<K, 'body'>> : undefined;
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
