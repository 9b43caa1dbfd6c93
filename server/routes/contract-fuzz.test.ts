import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LoggedIn } from '../../src/domain/contract/account';
import { PaymentAnswer } from '../../src/domain/contract/checkout';
import { TEXT_CHARS_MESSAGE } from '../../src/domain/contract/common';
import { endpointList, endpoints } from '../../src/domain/contract/endpoints';
import { buildPath, type EndpointRoute, pathParamNames } from '../../src/domain/contract/http';
import { KIOSK_COOKIE } from '../../src/domain/contract/kiosk';
import { DEVICE_COOKIE } from '../http/device';
import { SESSION_COOKIE } from '../services/accounts/sessions';
import { STAFF_COOKIE } from '../services/staff/sessions';
import { createTestApp, expectErrorAnswer, json, type TestApp } from '../testing';
import { createTestUser, freshClientIp, TEST_ORIGIN, type TestUser } from '../testing/accounts';
import {
  fieldLabel,
  type Hints,
  REQUEST_PARTS,
  type RequestSample,
  requestUrl,
  sampleRequest,
  schemasOf,
  stringFields,
  valueAt,
  withValueAt,
} from '../testing/contract-requests';
import { DEMO_KIOSK_PIN, enrolTestKiosk, kioskOrderBody, type TestKiosk } from '../testing/kiosk';
import { type DocumentCheck, documentCheck } from '../testing/openapi-validator';
import { deliveryBody, newDeviceId, newIdempotencyKey, orderBody, postUserOrder } from '../testing/orders';
import { createTestStaff, type TestStaff } from '../testing/staff';

vi.setConfig({ testTimeout: 30_000 });

/*
 * Issue 26, defect 3: hostile text in any field of any endpoint of the
 * contract is a 4xx with a Russian `{message}`, never a 5xx. The endpoints
 * come from `endpointList`, so one added later is fuzzed without a change here.
 */

/** What goes into every string field in turn, after the field's valid value. */
const HOSTILE: Readonly<Record<string, (valid: string) => string>> = {
  NUL: (valid) => `${valid}\u0000`,
  'a lone surrogate': (valid) => `${valid}\ud800`,
  '10 KB': (valid) => `${valid}${'x'.repeat(10 * 1024)}`,
};

/**
 * Raw bodies, read as bytes and checked by the handler, not by a schema: the card gateway's (after the
 * signature over them is checked) and an uploaded photo's (by its content).
 */
const GATEWAY_BODY = new Set<string>([endpoints.paymentWebhook.id, endpoints.adminPhotoUpload.id]);

let shop: TestApp;
let user: TestUser;
let token: string;
let kiosk: TestKiosk;
let orderUid: string;
let post: { _id: string; slug: string };
let manager: TestStaff;
/** Every answer of this file is also checked against `/api/docs/json` (issue 31): its status and its body. */
let documented: DocumentCheck;

beforeAll(async () => {
  shop = await createTestApp();
  documented = await documentCheck(shop.app);
  user = await createTestUser(shop.database.db);
  const logged = await shop.app.inject({
    method: 'GET',
    url: buildPath(endpoints.userLogged),
    headers: { cookie: user.cookie },
  });
  token = LoggedIn.parse(json(logged)).token;
  // A real order of the user, so order uids reach the queries that look them up.
  orderUid = PaymentAnswer.parse(json(await postUserOrder(shop.app, user, orderBody()))).orderId;
  kiosk = await enrolTestKiosk(shop.app, 'nemiga', { address: freshClientIp() });
  // A manager of the order's shop: staff endpoints read their bodies only for a staff session.
  manager = await createTestStaff(shop.database.db, { role: 'manager', shopIds: ['nemiga'] });
  const posts = await shop.app.inject({ method: 'GET', url: buildPath(endpoints.posts, { direction: -1, limit: 1 }) });
  const [first] = (json(posts) as { postsData: { _id: string; slug: string }[] }).postsData;
  if (!first) throw new Error('the demo seed has no news post');
  post = first;
}, 60_000);
afterAll(() => shop?.close());

const fixed =
  (value: unknown): Hints[string] =>
  () =>
    value;

/** Values the demo seed and this file's fixtures make real, by property name (read once `beforeAll` ran). */
const hints = (endpoint: EndpointRoute): Hints => {
  const postEndpoint = endpoint.path.startsWith('/api/post/');
  return {
    // A card's `_id` is a uuid: the schema's own sample (no such card) does.
    _id: (schema) => (schema.format === 'uuid' ? undefined : postEndpoint ? post._id : 'kapusta-yaytso'),
    // A category's id is one of the seven slugs: the schema's own first value is real.
    id: (schema) => (schema.format === 'uuid' ? user.id : schema.enum ? undefined : 'kapusta-yaytso'),
    productId: fixed('kapusta-yaytso'),
    slug: fixed(post.slug),
    point: fixed('nemiga'),
    shopId: fixed('nemiga'),
    // A shop's id; the back office's edited shop is an object the schema's own sample fills.
    shop: (schema) => (schema.type === 'object' ? undefined : 'nemiga'),
    place: fixed('nemiga'),
    // A zone's id; the back office's edited zone is an object the schema's own sample fills.
    zone: (schema) => (schema.type === 'object' ? undefined : 'centralnyy'),
    // The slots' delivery method; the schema's own first value elsewhere (cash at the counter).
    method: (schema) => (schema.enum?.includes('pickup') ? 'pickup' : undefined),
    // A refund of 1 руб.: the schema's own minimum, 0, is refused as nothing to refund.
    amount: fixed(1),
    reason: fixed('Покупатель передумал'),
    deliveryMethod: fixed('pickup'),
    date: fixed('2026-11-22'),
    deliveryDate: fixed('2026-11-22'),
    deliveryTime: fixed('asap'),
    paymentMethod: fixed('on_receipt'),
    payment: fixed('on_receipt'),
    name: fixed('Алеся'),
    phone: fixed('+375 29 765-43-21'),
    // A shopper signs in by phone; a new staff account's login has a format of its own (issue 29).
    login: (schema) =>
      schema.pattern && !new RegExp(schema.pattern).test('+375 29 765-43-21') ? 'prodavec-1' : '+375 29 765-43-21',
    contact: fixed('+375 29 765-43-21'),
    email: fixed(''),
    // The delivery address's parts (issue 27); only delivery orders and the profile carry them.
    street: fixed('ул. Немига'),
    house: fixed('5'),
    comment: fixed('Позвоните,\nпожалуйста'),
    message: fixed('Спасибо за пироги!\nОчень вкусно.'),
    title: fixed('Пирог с капустой'),
    // An alert's window (issue 29): the schema's own sample starts and ends at the same instant.
    dateTimeFrom: fixed('2026-11-22T09:00:00+03:00'),
    dateTimeTo: fixed('2026-11-22T21:00:00+03:00'),
    href: fixed('/adresa'),
    // A shop's week (issue 29): the schema's own sample opens and closes at the same minute.
    hours: fixed(Array.from({ length: 7 }, () => ({ opens: '08:00', closes: '20:00' }))),
    // The couriers' week and the order cap (issue 29): the schema's own samples are an empty day and 0 руб.
    deliveryHours: fixed(Array.from({ length: 7 }, () => ({ opens: '09:00', closes: '21:00' }))),
    maxOrderTotal: fixed(2000),
    password: fixed('pirog-password-1'),
    currentPassword: fixed('pirog-password-1'),
    pin: fixed(DEMO_KIOSK_PIN),
    code: fixed('123456'),
    uid: fixed(orderUid),
    orderId: fixed(orderUid),
    direction: fixed('-1'),
    limit: fixed('10'),
    value: fixed('true'),
    // Fresh for every request, so no attempt is answered as a replay of another.
    'idempotency-key': () => newIdempotencyKey(),
    authorization: fixed(`Bearer ${token}`),
    'x-user-id': fixed(user.id),
  };
};

/** Cookies the endpoint's access asks for: the shopper's session, the kiosk's device; a browser device always. */
function cookiesFor(endpoint: EndpointRoute): Record<string, string> {
  const cookies: Record<string, string> = { [DEVICE_COOKIE]: newDeviceId() };
  if (endpoint.access === 'user') cookies[SESSION_COOKIE] = user.sessionToken;
  if (endpoint.access === 'kiosk') cookies[KIOSK_COOKIE] = kiosk.token;
  if (endpoint.access === 'staff') cookies[STAFF_COOKIE] = manager.cookie.slice(`${STAFF_COOKIE}=`.length);
  return cookies;
}

function send(endpoint: EndpointRoute, sample: RequestSample): Promise<LightMyRequestResponse> {
  return shop.app.inject({
    method: endpoint.method,
    url: requestUrl(endpoint, sample),
    // Same origin, as the shop's pages send it; a fresh address, so no rate limit answers for the handler.
    headers: { ...(sample.headers as Record<string, string> | undefined), origin: TEST_ORIGIN },
    cookies: cookiesFor(endpoint),
    remoteAddress: freshClientIp(),
    ...(sample.body === undefined ? {} : { payload: sample.body as object }),
  });
}

/** No 5xx; a refusal is JSON `{message}` in Russian; the status and the body are the ones the document gives. */
function expectHandled(response: LightMyRequestResponse, label: string, endpoint: EndpointRoute): void {
  expect(response.statusCode, `${label} → ${response.body}`).toBeLessThan(500);
  if (response.statusCode >= 400) expectErrorAnswer(response);
  documented(endpoint, response);
}

const cases = endpointList.map((endpoint) => [endpoint.id, endpoint] as const);

describe('every endpoint of the contract', () => {
  it.each(cases)('%s: the request built from its schemas is one they accept', (_id, endpoint) => {
    const schemas = schemasOf(endpoint);
    const sample = sampleRequest(endpoint, hints(endpoint));
    for (const part of REQUEST_PARTS) {
      const parsed = schemas[part]?.safeParse(sample[part]);
      expect(parsed?.success ?? true, `${part}: ${JSON.stringify(sample[part])} ${parsed?.error?.message}`).toBe(true);
    }
  });

  it.each(cases)(
    '%s: answers NUL, a lone surrogate and 10 KB in any string field without a 5xx',
    async (_id, endpoint) => {
      // Every string field, optional ones too (a `full` request), goes in turn into a request with only the
      // required and the known fields (a `base` one), so nothing else (an unknown card) refuses it first.
      const full = sampleRequest(endpoint, hints(endpoint), 'full');
      for (const field of stringFields(full, ['params', 'query', 'body'])) {
        for (const [name, hostile] of Object.entries(HOSTILE)) {
          const base = sampleRequest(endpoint, hints(endpoint));
          const value = hostile(String(valueAt(full, field)));
          const response = await send(endpoint, withValueAt(base, field, value));
          expectHandled(response, `${endpoint.method} ${endpoint.path} ${fieldLabel(field)} with ${name}`, endpoint);
        }
      }
    },
  );

  // Reads only: a sign-out or a kiosk's leave would end the sessions the other requests of this file use.
  it.each(cases.filter(([, endpoint]) => endpoint.method === 'GET' && endpoint.sideEffects !== true))(
    '%s: answers the request built from its schemas as the API document says',
    async (_id, endpoint) => {
      const response = await send(endpoint, sampleRequest(endpoint, hints(endpoint)));
      expectHandled(response, `${endpoint.method} ${endpoint.path}`, endpoint);
    },
  );

  it.each(cases.filter(([id]) => !GATEWAY_BODY.has(id)))(
    '%s: its schemas refuse NUL, a lone surrogate and 10 KB in every string field',
    (_id, endpoint) => {
      const schemas = schemasOf(endpoint);
      const full = sampleRequest(endpoint, hints(endpoint), 'full');
      for (const field of stringFields(full, ['params', 'query', 'body'])) {
        const valid = String(valueAt(full, field));
        for (const [name, hostile] of Object.entries(HOSTILE)) {
          const sample = withValueAt(full, field, hostile(valid));
          const parsed = schemas[field.part]?.safeParse(sample[field.part]);
          expect(parsed?.success, `${fieldLabel(field)} with ${name}`).toBe(false);
        }
      }
    },
  );
});

describe('the requests that were a 500 (issue 26, defect 3)', () => {
  const call = (endpoint: EndpointRoute, body: object, headers: Record<string, string> = {}) =>
    shop.app.inject({
      method: endpoint.method,
      url: buildPath(endpoint),
      payload: body,
      headers: { origin: TEST_ORIGIN, 'idempotency-key': newIdempotencyKey(), ...headers },
      cookies: cookiesFor(endpoint),
      remoteAddress: freshClientIp(),
    });
  const refusedText = (response: LightMyRequestResponse) =>
    expect(expectErrorAnswer(response, 400)).toContain(TEXT_CHARS_MESSAGE);

  it('refuses NUL in an order’s name, comment and address, and a lone surrogate in its comment', async () => {
    refusedText(await call(endpoints.paymentCreate, orderBody({ name: 'Але\u0000ся' })));
    refusedText(await call(endpoints.paymentCreate, orderBody({ comment: '\u0000' })));
    refusedText(
      await call(endpoints.paymentCreate, deliveryBody({ address: { street: 'ул. Немига\u0000', house: '5' } })),
    );
    refusedText(await call(endpoints.paymentCreate, orderBody({ comment: 'Позвоните \ud800' })));
    refusedText(await call(endpoints.userPayment, orderBody({ name: '\u0000' })));
    refusedText(await call(endpoints.kioskOrder, { ...kioskOrderBody(), name: 'Оля\u0000' }));
  });

  it('keeps a comment’s line breaks and tabs, an emoji’s surrogate pair, but no tab in a name', async () => {
    const placed = await call(endpoints.paymentCreate, orderBody({ comment: 'Позвоните\r\nзаранее\t🥧' }));
    expect(placed.statusCode, placed.body).toBe(200);
    refusedText(await call(endpoints.paymentCreate, orderBody({ name: 'Але\tся' })));
  });

  it('refuses NUL in sign-up, feedback and the profile', async () => {
    const account = { name: 'Алеся\u0000', phone: '+375 29 700-00-01', password: 'pirog-password-1' };
    refusedText(await call(endpoints.authSignup, account));
    const feedback = { name: 'Алеся', contact: '+375 29 700-00-01', message: 'Спасибо\u0000 за пироги!' };
    refusedText(await call(endpoints.feedback, feedback));
    const nul = { street: 'ул. Немига', house: '5', note: '\u0000' };
    refusedText(await call(endpoints.userUpdateData, { name: 'Алеся', phone: '+375 29 700-00-02', address: nul }));
  });

  it('checks an order uid’s format before looking it up, in a path and in orderId', async () => {
    const status = (uid: string) =>
      shop.app.inject({ method: 'GET', url: requestUrl(endpoints.paymentStatus, { params: { uid } }) });
    expectErrorAnswer(await status('\u0000'), 400);
    expectErrorAnswer(await status(`${orderUid}\u0000`), 400);
    expectErrorAnswer(await status(orderUid.slice(1)), 400);
    expectErrorAnswer(await status(newIdempotencyKey()), 404);
    expect((await status(orderUid)).statusCode).toBe(200);
    expectErrorAnswer(await call(endpoints.userClosePayment, { bonus: 0, orderId: 'a\u0000' }), 400);
    expectErrorAnswer(await call(endpoints.userRepeatOrder, { orderId: `${orderUid.slice(2)}+/` }), 400);
    expect((await call(endpoints.userRepeatOrder, { orderId: orderUid })).statusCode).toBe(200);
  });
});

/** Percent-escapes the router decodes (or fails to) before any schema sees them. */
const RAW_SEGMENTS = ['%00', '%ZZ', '%', '%E0%A4%A', '%ED%A0%80', '%C0%80', '%FF', 'a%00b', '%0A', '%7F'];
/** Stands for the parameter in the built URL until a raw segment replaces it (percent-encoding leaves it as is). */
const RAW_MARK = 'RAWSEGMENT';

/** Bodies no schema sees: not JSON, not UTF-8, a raw NUL, prototype keys, another charset or media type. */
const RAW_BODIES: readonly (readonly [contentType: string, payload: string | Buffer])[] = [
  ['application/json', '\u0000'],
  ['application/json', '{"name":"a\u0000b"}'],
  ['application/json', Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xed, 0xa0, 0x80, 0x22, 0x7d])],
  ['application/json', '{"__proto__":{"polluted":true}}'],
  ['application/json', '{"constructor":{"prototype":{"polluted":true}}}'],
  ['application/json; charset=utf-16', '{}'],
  ['text/plain', 'a\u0000b'],
  ['application/x-www-form-urlencoded', 'name=%00&comment=%ZZ'],
];

// No cookies in these: a GET that changes state (sign-out) must not end this file's session.
describe('what Fastify parses before the schemas', () => {
  it.each(cases)('%s: a raw percent-escape in a path parameter or the query is no 5xx', async (_id, endpoint) => {
    const base = sampleRequest(endpoint, hints(endpoint));
    const urls = [`${requestUrl(endpoint, { params: base.params })}?q=%00&r=%ZZ&s=%ED%A0%80&%00=1`];
    for (const name of pathParamNames(endpoint)) {
      const marked = requestUrl(endpoint, { params: { ...(base.params as object), [name]: RAW_MARK } });
      for (const raw of RAW_SEGMENTS) urls.push(marked.replace(RAW_MARK, raw));
    }
    for (const url of urls) {
      const response = await shop.app.inject({
        method: endpoint.method,
        url,
        headers: { origin: TEST_ORIGIN },
        remoteAddress: freshClientIp(),
      });
      expectHandled(response, `${endpoint.method} ${url}`, endpoint);
    }
  });

  it.each(cases.filter(([, endpoint]) => endpoint.method !== 'GET'))(
    '%s: a body the parsers refuse is no 5xx',
    async (_id, endpoint) => {
      const url = requestUrl(endpoint, sampleRequest(endpoint, hints(endpoint)));
      for (const [contentType, payload] of RAW_BODIES) {
        const response = await shop.app.inject({
          method: endpoint.method,
          url,
          headers: { origin: TEST_ORIGIN, 'content-type': contentType },
          remoteAddress: freshClientIp(),
          payload,
        });
        expectHandled(
          response,
          `${endpoint.method} ${url} ${contentType} ${JSON.stringify(String(payload))}`,
          endpoint,
        );
      }
    },
  );

  it('answers NUL and broken escapes in a path no endpoint has with a Russian 4xx', async () => {
    for (const url of ['/api/%00', '/priapi/%00/x', '/api/payment%00', '/api/kiosk/%ZZ', '/api/product/%ED%A0%80']) {
      const response = await shop.app.inject({ method: 'GET', url });
      expectErrorAnswer(response);
    }
  });
});
