import { and, desc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MessageAnswer, SignedInAnswer } from '../../src/domain/contract/account';
import { notificationOutbox, recoveryCodes } from '../db/schema';
import { RECOVERY_CODE_REFUSED, RECOVERY_SENT, RECOVERY_TOPIC } from '../services/accounts/recovery';
import { FORGOTTEN_BODY } from '../services/notifier/notifier';
import {
  type AccountsTestApp,
  createAccountsTestApp,
  createTestUser,
  freshClientIp,
  latestRecoveryCode,
  sessionCookieOf,
  TEST_ORIGIN,
} from '../testing/accounts';
import { expectErrorAnswer, FIXED_NOW, json } from '../testing/index';
import { orderDatabaseKinds } from '../testing/orders';
import { TOO_MANY_RECOVERIES } from './account-limits';
import { PASSWORD_RESET } from './auth';

vi.setConfig({ testTimeout: 30_000 });

let serial = 0;
const base = 2_000_000 + Math.floor(Math.random() * 6_000_000);
const freshPhone = () => `+37533${base + ++serial * 7}`;
const freshEmail = () => `recovery${++serial}.${base}@example.test`;

describe.each(orderDatabaseKinds())('password recovery on %s', (kind) => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await createAccountsTestApp({ kind });
  }, 60_000);
  afterAll(() => t?.close());

  const db = () => t.database.db;
  const post = (
    url: string,
    payload: unknown,
    { ip = freshClientIp(), cookie }: { ip?: string; cookie?: string } = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      remoteAddress: ip,
      headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
    });
  const request = (login: string, ip?: string) => post('/api/auth/recovery', { login }, ip ? { ip } : {});
  const confirm = (login: string, code: string, password = 'новый-пароль-1') =>
    post('/api/auth/recovery/confirm', { login, code, password });
  const loggedIn = async (cookie: string) =>
    (
      json(await t.app.inject({ method: 'GET', url: '/priapi/user/logged', headers: { cookie } })) as {
        isLogged: boolean;
      }
    ).isLogged;
  const outboxRows = (recipient: string) =>
    db()
      .select()
      .from(notificationOutbox)
      .where(and(eq(notificationOutbox.recipient, recipient), eq(notificationOutbox.topic, RECOVERY_TOPIC)))
      .orderBy(desc(notificationOutbox.id));

  it('answers the same whether or not the account exists, and sends a code only to an existing one', async () => {
    const email = freshEmail();
    await createTestUser(db(), { phone: freshPhone(), email, password: 'старый-пароль' });
    const known = await request(email.toUpperCase());
    const unknown = await request(freshEmail());
    const unknownPhone = await request(freshPhone());
    for (const response of [known, unknown, unknownPhone]) {
      expect(response.statusCode, response.body).toBe(200);
      expect(MessageAnswer.parse(json(response))).toEqual({ message: RECOVERY_SENT });
    }
    expect(unknown.body).toBe(known.body);
    const [row] = await outboxRows(email);
    expect(row).toMatchObject({ channel: 'email', subject: 'Код для смены пароля' });
    expect(await latestRecoveryCode(db(), email)).toMatch(/^\d{6}$/);
    // Stored hashed: the code is nowhere in its table.
    const code = (await latestRecoveryCode(db(), email)) as string;
    const stored = await db().select().from(recoveryCodes);
    expect(JSON.stringify(stored)).not.toContain(code);
  });

  it('sends the code of a phone-only account to its phone (kept in the outbox: no SMS provider)', async () => {
    const phone = freshPhone();
    await createTestUser(db(), { phone, password: 'старый-пароль' });
    expect((await request(`8 0${phone.slice(4, 6)} ${phone.slice(6)}`)).statusCode).toBe(200);
    expect(await outboxRows(phone)).toMatchObject([{ channel: 'sms', sentAt: null }]);
    expect(await latestRecoveryCode(db(), phone)).toMatch(/^\d{6}$/);
  });

  it('sets the new password with the code, revokes every session and signs in; the code works once', async () => {
    const email = freshEmail();
    const user = await createTestUser(db(), { phone: freshPhone(), email, password: 'старый-пароль' });
    await request(email);
    const code = (await latestRecoveryCode(db(), email)) as string;
    const response = await confirm(email, code);
    expect(response.statusCode, response.body).toBe(200);
    const answer = SignedInAnswer.parse(json(response));
    expect(answer).toMatchObject({ isLogged: true, id: user.id, message: PASSWORD_RESET });
    const cookie = sessionCookieOf(response) as string;
    expect(await loggedIn(cookie)).toBe(true);
    expect(await loggedIn(user.cookie)).toBe(false);
    expect((await post('/api/auth/signin', { login: email, password: 'новый-пароль-1' })).statusCode).toBe(200);
    expectErrorAnswer(await post('/api/auth/signin', { login: email, password: 'старый-пароль' }), 401);
    expect(expectErrorAnswer(await confirm(email, code, 'третий-пароль'), 400)).toBe(RECOVERY_CODE_REFUSED);
  });

  it('lets only one of two parallel confirmations with the right code through', async () => {
    const email = freshEmail();
    await createTestUser(db(), { phone: freshPhone(), email, password: 'старый-пароль' });
    await request(email);
    const code = (await latestRecoveryCode(db(), email)) as string;
    const both = await Promise.all([confirm(email, code, 'пароль-первый'), confirm(email, code, 'пароль-второй')]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 400]);
  });

  it('stops a code after 5 tries, even parallel ones, and the right code no longer works then', async () => {
    const email = freshEmail();
    const user = await createTestUser(db(), { phone: freshPhone(), email, password: 'старый-пароль' });
    await request(email);
    const code = (await latestRecoveryCode(db(), email)) as string;
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const tries = await Promise.all(Array.from({ length: 7 }, () => confirm(email, wrong)));
    for (const response of tries) expect(expectErrorAnswer(response, 400)).toBe(RECOVERY_CODE_REFUSED);
    const [row] = await db().select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    expect(row?.attempts).toBe(5);
    expectErrorAnswer(await confirm(email, code), 400);
  });

  it('refuses an expired code, a superseded one, bad input, and a login without an account alike', async () => {
    const email = freshEmail();
    const user = await createTestUser(db(), { phone: freshPhone(), email, password: 'старый-пароль' });
    await request(email);
    const first = (await latestRecoveryCode(db(), email)) as string;
    await request(email);
    const second = (await latestRecoveryCode(db(), email)) as string;
    // A new code ends the earlier one: only one is live.
    const live = await db()
      .select()
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, user.id), isNull(recoveryCodes.usedAt)));
    expect(live).toHaveLength(1);
    if (first !== second) expect(expectErrorAnswer(await confirm(email, first), 400)).toBe(RECOVERY_CODE_REFUSED);
    await db()
      .update(recoveryCodes)
      .set({ expiresAt: new Date('2026-11-22T08:59:59Z') })
      .where(eq(recoveryCodes.userId, user.id));
    expect(expectErrorAnswer(await confirm(email, second), 400)).toBe(RECOVERY_CODE_REFUSED);
    expect(expectErrorAnswer(await confirm(freshEmail(), '123456'), 400)).toBe(RECOVERY_CODE_REFUSED);
    expectErrorAnswer(await confirm(email, '12345'), 400);
    expectErrorAnswer(await confirm(email, second, 'short'), 400);
    expectErrorAnswer(await post('/api/auth/recovery', { login: 'кто-то' }), 400);
  });

  it('keeps a code readable in the outbox only while it works: a new code and spending it wipe the message', async () => {
    const phone = freshPhone();
    await createTestUser(db(), { phone, password: 'старый-пароль' });
    await request(phone);
    const first = (await latestRecoveryCode(db(), phone)) as string;
    expect((await outboxRows(phone))[0]?.body).toContain(first);

    await request(phone);
    const second = (await latestRecoveryCode(db(), phone)) as string;
    const [latest, earlier] = await outboxRows(phone);
    // The first code stopped working, so its message is wiped; the live one is still there to deliver.
    expect(earlier?.body).toBe(FORGOTTEN_BODY);
    expect(latest?.body).toContain(second);

    expect((await confirm(phone, second)).statusCode).toBe(200);
    const rows = await outboxRows(phone);
    expect(rows.map((row) => row.body)).toEqual([FORGOTTEN_BODY, FORGOTTEN_BODY]);
    for (const text of [first, second]) expect(JSON.stringify(rows.map((row) => row.body))).not.toContain(text);
  });

  it('wipes a code that expired unused from the outbox the next time anyone asks for one', async () => {
    const phone = freshPhone();
    await createTestUser(db(), { phone, password: 'старый-пароль' });
    await request(phone);
    const [row] = await outboxRows(phone);
    expect(row?.body).toMatch(/\d{6}/);
    // Written 16 minutes before the app's instant: its code has expired.
    await db()
      .update(notificationOutbox)
      .set({ createdAt: new Date(FIXED_NOW.getTime() - 16 * 60_000) })
      .where(eq(notificationOutbox.id, row?.id ?? -1));
    const someoneElse = freshEmail();
    await createTestUser(db(), { phone: freshPhone(), email: someoneElse, password: 'старый-пароль' });
    await request(someoneElse);
    expect((await outboxRows(phone))[0]?.body).toBe(FORGOTTEN_BODY);
    expect(await latestRecoveryCode(db(), someoneElse)).toMatch(/^\d{6}$/);
  });

  it('limits recovery requests per login and per address: 429 with retry-after', async () => {
    const login = freshEmail();
    for (let index = 0; index < 10; index += 1) expect((await request(login)).statusCode).toBe(200);
    const refused = await request(login);
    expect(expectErrorAnswer(refused, 429)).toBe(TOO_MANY_RECOVERIES);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const ip = freshClientIp();
    for (let index = 0; index < 20; index += 1) expect((await request(freshEmail(), ip)).statusCode).toBe(200);
    expectErrorAnswer(await request(freshEmail(), ip), 429);
  });
});
