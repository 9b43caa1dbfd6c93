import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FEEDBACK_LIMITS, FeedbackAnswer } from '../../src/domain/contract/feedback';
import { feedback } from '../db/schema';
import { shopSeeds } from '../db/seed/data/index';
import { expectErrorAnswer, FROM_SHOP, json, testAppPerFile } from '../testing/index';

const server = testAppPerFile();

const THANKS = 'Спасибо! Мы получили ваше сообщение и ответим в течение рабочего дня.';
const TOO_MANY = 'Слишком много сообщений. Попробуйте через несколько минут.';

const [shop] = shopSeeds;
if (!shop) throw new Error('the demo shops are missing');

const valid = {
  name: 'Алеся',
  contact: '+375 29 123-45-67',
  message: 'Очень вкусные пироги с капустой, спасибо пекарям!',
  shopId: shop._id,
};

/** Each test sends from its own address, so the per-client limit of one test never touches another. */
let nextAddress = 1;
const freshAddress = () => `198.51.100.${nextAddress++}`;

const send = (payload: unknown, remoteAddress = freshAddress()) =>
  server.app.inject({
    method: 'POST',
    url: '/api/feedback',
    payload: payload as object,
    remoteAddress,
    headers: FROM_SHOP,
  });

const stored = async () => (await server.testApp.database.db.select({ n: count() }).from(feedback))[0]?.n ?? 0;

describe('POST /api/feedback', () => {
  it('stores the message (trimmed, with the shop, device and address) and thanks the sender', async () => {
    const remoteAddress = freshAddress();
    const response = await send(
      { ...valid, name: '  Алеся  ', message: `  ${valid.message}\n`, contact: ' +375 (29) 123-45-67 ' },
      remoteAddress,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(FeedbackAnswer.parse(json(response))).toEqual({ message: THANKS });
    expect(response.headers['cache-control']).toBe('no-store');
    const device = response.cookies.find((item) => item.name === 'tp_device')?.value;
    expect(device).toBeDefined();

    const rows = await server.testApp.database.db.select().from(feedback).where(eq(feedback.ip, remoteAddress));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Алеся',
      contact: '+375291234567',
      message: valid.message,
      shopId: shop._id,
      deviceId: device,
      ip: remoteAddress,
    });
    expect(rows[0]?.createdAt).toBeInstanceOf(Date);
  });

  it.each([
    ['80291234567', '+375291234567'],
    ['8 029 123-45-67', '+375291234567'],
    ['291234567', '+375291234567'],
    ['+375 (44) 765-43-21', '+375447654321'],
    [' anna@mail.by ', 'anna@mail.by'],
  ])('stores the contact %j as %s', async (contact, storedContact) => {
    const remoteAddress = freshAddress();
    const response = await send({ ...valid, contact }, remoteAddress);
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await server.testApp.database.db.select().from(feedback).where(eq(feedback.ip, remoteAddress));
    expect(row?.contact).toBe(storedContact);
  });

  it.each([
    ['an e-mail, no shop', { name: 'Ivan', contact: 'ivan.petrov@example.by', message: 'Когда будут куличи?' }],
    ['a phone without spaces', { ...valid, contact: '+375291234567' }],
    ['a phone without the plus', { ...valid, contact: '375 44 765 43 21' }],
    ['the longest name and message', { ...valid, name: 'Я'.repeat(80), message: 'ы'.repeat(2000) }],
  ])('accepts %s', async (_name, body) => {
    const remoteAddress = freshAddress();
    const response = await send(body, remoteAddress);
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await server.testApp.database.db.select().from(feedback).where(eq(feedback.ip, remoteAddress));
    expect(row?.shopId).toBe('shopId' in body ? body.shopId : null);
  });

  it.each([
    ['an empty name', { ...valid, name: '' }, 'Укажите имя'],
    ['a blank name', { ...valid, name: '   ' }, 'Укажите имя'],
    ['a too long name', { ...valid, name: 'Я'.repeat(FEEDBACK_LIMITS.name + 1) }, 'Имя слишком длинное'],
    ['a bad phone', { ...valid, contact: '12345' }, 'Укажите телефон в формате +375 29 123-45-67 или e-mail'],
    ['a Russian phone', { ...valid, contact: '+7 912 123-45-67' }, 'Укажите телефон'],
    ['a wrong operator code', { ...valid, contact: '+375 11 123-45-67' }, 'Укажите телефон'],
    ['a phone a digit short', { ...valid, contact: '8029123456' }, 'Укажите телефон'],
    ['a toll-free number', { ...valid, contact: '8 800 123 4567' }, 'Укажите телефон'],
    ['a bad e-mail', { ...valid, contact: 'pirog@' }, 'Укажите телефон'],
    ['an e-mail without a domain dot', { ...valid, contact: 'pirog@pochta' }, 'Укажите телефон'],
    ['an empty contact', { ...valid, contact: '' }, 'Укажите телефон'],
    ['a too short message', { ...valid, message: 'Вкусно!' }, 'Сообщение слишком короткое'],
    ['a message short once trimmed', { ...valid, message: `   ${'а'.repeat(9)}    ` }, 'Сообщение слишком короткое'],
    ['a too long message', { ...valid, message: 'ы'.repeat(FEEDBACK_LIMITS.message + 1) }, 'Сообщение слишком длинное'],
    ['a malformed shop id', { ...valid, shopId: 'Немига' }, 'Некорректный идентификатор'],
    ['a missing name', { contact: valid.contact, message: valid.message }, 'поле name'],
    ['a number for a name', { ...valid, name: 42 }, 'поле name'],
    ['a null message', { ...valid, message: null }, 'поле message'],
  ])('refuses %s with 400 and the Russian reason, storing nothing', async (_name, body, reason) => {
    const before = await stored();
    const message = expectErrorAnswer(await send(body), 400);
    expect(message).toContain(reason);
    expect(await stored()).toBe(before);
  });

  it('refuses an unknown shop with 400 «Такой пекарни нет», storing nothing', async () => {
    const before = await stored();
    const response = await send({ ...valid, shopId: 'net-takoy-pekarni' });
    expect(expectErrorAnswer(response, 400)).toBe('Такой пекарни нет');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(await stored()).toBe(before);
  });

  it.each([
    ['malformed JSON', 'application/json', '{"name": "Алеся",', 400],
    ['an empty JSON body', 'application/json', '', 400],
    ['a JSON array', 'application/json', '[]', 400],
    ['a JSON string', 'application/json', '"привет"', 400],
    ['JSON null', 'application/json', 'null', 400],
    ['a form post', 'application/x-www-form-urlencoded', 'name=a&contact=b&message=c', 415],
    // JSON is the API's only body type: a cross-site form can send text/plain without asking first.
    ['plain text', 'text/plain', '{"name":"a","contact":"b","message":"c"}', 415],
  ])('refuses %s without a 500', async (_name, contentType, payload, status) => {
    const before = await stored();
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { ...FROM_SHOP, 'content-type': contentType },
      payload,
      remoteAddress: freshAddress(),
    });
    expectErrorAnswer(response, status);
    expect(await stored()).toBe(before);
  });

  it('says in Russian, without naming an empty field, that a body must be an object', async () => {
    for (const payload of ['[]', '"привет"']) {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/feedback',
        headers: { ...FROM_SHOP, 'content-type': 'application/json' },
        payload,
      });
      expect(expectErrorAnswer(response, 400), payload).toBe('Тело запроса должно быть объектом JSON');
    }
  });

  it('says which JSON is malformed in Russian', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { ...FROM_SHOP, 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(expectErrorAnswer(response, 400)).toBe('Тело запроса не является корректным JSON');
  });
});

describe('POST /api/feedback rate limit', () => {
  it('allows 5 messages per client, then answers 429 with retry-after; another client still passes', async () => {
    const spammer = freshAddress();
    for (let i = 0; i < 5; i++) {
      const response = await send(valid, spammer);
      expect(response.statusCode, `message ${i + 1}: ${response.body}`).toBe(200);
    }
    const before = await stored();
    const refused = await send(valid, spammer);
    expect(expectErrorAnswer(refused, 429)).toBe(TOO_MANY);
    // The window is 10 minutes from the first message, counted on the process clock (not the app's fixed one).
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(await stored()).toBe(before);

    const neighbour = await send(valid, freshAddress());
    expect(neighbour.statusCode, neighbour.body).toBe(200);
    expect((await send(valid, spammer)).statusCode).toBe(429);
  });

  it('does not count refused (invalid) messages against the sender', async () => {
    const typist = freshAddress();
    for (let i = 0; i < 8; i++) expectErrorAnswer(await send({ ...valid, contact: '12345' }, typist), 400);
    for (let i = 0; i < 5; i++) expect((await send(valid, typist)).statusCode).toBe(200);
    expect((await send(valid, typist)).statusCode).toBe(429);
  });

  it('treats an IPv4-mapped address as its IPv4 client and one IPv6 /64 as one client', async () => {
    for (let i = 0; i < 3; i++) expect((await send(valid, '203.0.113.50')).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) expect((await send(valid, '::ffff:203.0.113.50')).statusCode).toBe(200);
    expect((await send(valid, '203.0.113.50')).statusCode).toBe(429);

    for (let i = 1; i <= 5; i++) expect((await send(valid, `2001:db8:5:6::${i}`)).statusCode).toBe(200);
    expect((await send(valid, '2001:db8:5:6:ffff::1')).statusCode).toBe(429);
    expect((await send(valid, '2001:db8:5:7::1')).statusCode).toBe(200);
  });
});
