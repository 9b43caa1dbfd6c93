import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEV_OUTBOX_PATH } from '../../src/domain/contract/sw-cache';
import { notificationOutbox } from '../db/schema';
import {
  type AccountsTestApp,
  createAccountsTestApp,
  createTestUser,
  freshClientIp,
  latestRecoveryCode,
  TEST_ORIGIN,
} from '../testing/accounts';
import { FIXED_NOW } from '../testing/index';
import { decodedText, type ReceivingSmtpServer, receivingSmtpServer } from '../testing/smtp';
import { DEV_OUTBOX_LIMIT } from './dev-outbox';

vi.setConfig({ testTimeout: 30_000 });

/*
 * Issue 27 item 5: password recovery tried as the README says. Without
 * SMTP_URL, on a shop at this machine's address, `/dev/outbox` lists the last
 * 50 messages (codes included) while the server runs; with SMTP_URL the code
 * goes over SMTP and the page does not exist, nor on a public address.
 */

let serial = 0;
const base = 2_000_000 + Math.floor(Math.random() * 6_000_000);
const freshPhone = () => `+37529${base + ++serial * 7}`;
const freshEmail = () => `outbox${++serial}.${base}@example.test`;

function recoveryOf(t: AccountsTestApp, origin = TEST_ORIGIN) {
  return (login: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/recovery',
      payload: { login },
      remoteAddress: freshClientIp(),
      headers: { origin },
    });
}

const outboxPage = (t: AccountsTestApp, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'GET', url: DEV_OUTBOX_PATH, remoteAddress });

/** The page's messages, newest first, as the text of their bodies. */
const bodiesOn = (html: string) => [...html.matchAll(/<pre>([\s\S]*?)<\/pre>/g)].map((match) => match[1]);

describe('/dev/outbox on a developer’s machine (no SMTP_URL, PUBLIC_URL localhost)', () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await createAccountsTestApp();
  }, 60_000);
  afterAll(() => t?.close());

  it('lists a recovery code, e-mail and SMS alike, while the server runs', async () => {
    const email = freshEmail();
    const phone = freshPhone();
    await createTestUser(t.database.db, { phone: freshPhone(), email, password: 'старый-пароль' });
    await createTestUser(t.database.db, { phone, password: 'старый-пароль' });
    expect((await recoveryOf(t)(email)).statusCode).toBe(200);
    expect((await recoveryOf(t)(phone)).statusCode).toBe(200);
    const page = await outboxPage(t);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    const [smsBody, mailBody] = bodiesOn(page.body);
    expect(smsBody).toContain(await latestRecoveryCode(t.database.db, phone));
    expect(mailBody).toContain(await latestRecoveryCode(t.database.db, email));
    expect(page.body).toContain(`SMS · ${phone}`);
    expect(page.body).toContain(`E-mail · ${email}`);
  });

  it('carries its style under the response’s CSP nonce, and no script', async () => {
    const page = await outboxPage(t);
    const nonce = /'nonce-([^']+)'/.exec(String(page.headers['content-security-policy']))?.[1];
    expect(nonce).toBeTruthy();
    expect(page.body).toContain(`<style nonce="${nonce}">`);
    expect(page.body).not.toMatch(/<script|\sstyle=|\son\w+=/i);
  });

  it('escapes every text of a message', async () => {
    const hostile = '<script>alert(1)</script><img src=x onerror="alert(2)">&amp;\'';
    await t.database.db.insert(notificationOutbox).values({
      channel: 'email',
      recipient: `"><b>${hostile}`,
      topic: 'hostile',
      subject: hostile,
      body: hostile,
      error: hostile,
      userId: null,
      createdAt: FIXED_NOW,
    });
    const { body } = await outboxPage(t);
    expect(body).not.toContain('<script>');
    expect(body).not.toContain('<img');
    expect(body).not.toContain('<b>');
    const escaped = '&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=&quot;alert(2)&quot;&gt;&amp;amp;&#39;';
    expect(bodiesOn(body)[0]).toBe(escaped);
    expect(body.split(escaped)).toHaveLength(5);
  });

  it('lists the last 50 messages, newest first', async () => {
    await t.database.db.insert(notificationOutbox).values(
      Array.from({ length: DEV_OUTBOX_LIMIT + 5 }, (_, index) => ({
        channel: 'sms' as const,
        recipient: '+375290000000',
        topic: 'bulk',
        subject: 'Сообщение',
        body: `сообщение ${index}`,
        userId: null,
        createdAt: FIXED_NOW,
      })),
    );
    const bodies = bodiesOn((await outboxPage(t)).body);
    expect(bodies).toHaveLength(DEV_OUTBOX_LIMIT);
    expect(bodies[0]).toBe(`сообщение ${DEV_OUTBOX_LIMIT + 4}`);
    expect(bodies.at(-1)).toBe('сообщение 5');
  });

  it('answers only a client on this machine', async () => {
    expect((await outboxPage(t, '::1')).statusCode).toBe(200);
    const fromNetwork = await outboxPage(t, '192.168.1.20');
    expect(fromNetwork.statusCode).toBe(404);
    expect(fromNetwork.body).not.toContain('<pre>');
  });
});

describe('/dev/outbox elsewhere', () => {
  it('does not exist on a shop with a public PUBLIC_URL', async () => {
    const t = await createAccountsTestApp({ env: { PUBLIC_URL: 'https://pirog.example.by' } });
    try {
      const email = freshEmail();
      await createTestUser(t.database.db, { phone: freshPhone(), email, password: 'старый-пароль' });
      expect((await recoveryOf(t, 'https://pirog.example.by')(email)).statusCode).toBe(200);
      const page = await outboxPage(t);
      expect(page.statusCode).toBe(404);
      expect(page.body).not.toContain(String(await latestRecoveryCode(t.database.db, email)));
    } finally {
      await t.close();
    }
  }, 60_000);

  describe('with SMTP_URL set (a real SMTP conversation)', () => {
    let smtp: ReceivingSmtpServer;
    let t: AccountsTestApp;
    beforeAll(async () => {
      smtp = await receivingSmtpServer();
      t = await createAccountsTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` } });
    }, 60_000);
    afterAll(async () => {
      await t?.close();
      await smtp?.close();
    });

    it('sends the code by e-mail, the code works, and the page does not exist', async () => {
      const email = freshEmail();
      await createTestUser(t.database.db, { phone: freshPhone(), email, password: 'старый-пароль' });
      expect((await recoveryOf(t)(email)).statusCode).toBe(200);
      await vi.waitFor(() => expect(smtp.received).toHaveLength(1), { timeout: 10_000 });
      const mail = smtp.received[0] ?? '';
      expect(mail).toMatch(new RegExp(`^To: ${email.replace(/\./g, '\\.')}$`, 'm'));
      const code = /\b(\d{6})\b/.exec(decodedText(mail))?.[1];
      expect(code).toMatch(/^\d{6}$/);
      const confirmed = await t.app.inject({
        method: 'POST',
        url: '/api/auth/recovery/confirm',
        payload: { login: email, code, password: 'новый-пароль-1' },
        remoteAddress: freshClientIp(),
        headers: { origin: TEST_ORIGIN },
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      const page = await outboxPage(t);
      expect(page.statusCode).toBe(404);
      expect(page.body).not.toContain(String(code));
    });
  });
});

describe('SMS through a plugged-in sender', () => {
  it('delivers a phone-only account’s code to the sender', async () => {
    const sent: { to: string; text: string }[] = [];
    const t = await createAccountsTestApp({
      senders: { sms: { send: async ({ to, text }) => sent.push({ to, text }), close: () => undefined } },
    });
    try {
      const phone = freshPhone();
      await createTestUser(t.database.db, { phone, password: 'старый-пароль' });
      expect((await recoveryOf(t)(phone)).statusCode).toBe(200);
      await vi.waitFor(() => expect(sent).toHaveLength(1));
      expect(sent[0]?.to).toBe(phone);
      expect(sent[0]?.text).toMatch(/Код для смены пароля в «Тёплом пироге»: \d{6}\./);
    } finally {
      await t.close();
    }
  }, 60_000);
});
