import { createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import { createTransport } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationOutbox } from '../../db/schema';
import { createTestDatabase, FIXED_NOW, type TestDatabase } from '../../testing/index';
import { createNotifier, FORGOTTEN_BODY, type Notification, type NotifierLog, SECRET_MASK } from './notifier';
import { type MailSender, smtpSettings } from './smtp';

function recordingLog(): NotifierLog & { lines: { level: string; details: Record<string, unknown> }[] } {
  const lines: { level: string; details: Record<string, unknown> }[] = [];
  return {
    lines,
    info: (details) => lines.push({ level: 'info', details }),
    warn: (details) => lines.push({ level: 'warn', details }),
  };
}

/** nodemailer's JSON transport: composes the real message and keeps it instead of sending it. */
function keepingSender(): MailSender & { sent: { to: string; subject: string; from: string; text: string }[] } {
  const transport = createTransport({ jsonTransport: true }, { from: 'shop@example.test' });
  const sent: { to: string; subject: string; from: string; text: string }[] = [];
  return {
    sent,
    async send(message) {
      const info = await transport.sendMail(message);
      const parsed = JSON.parse(String(info.message)) as { to: { address: string }[]; from: { address: string } };
      sent.push({ ...message, to: parsed.to[0]?.address ?? '', from: parsed.from.address });
    },
    close: () => transport.close(),
  };
}

/** A local port nothing listens on: SMTP to it fails at once. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * The smallest SMTP server nodemailer will talk to (no TLS, no auth): it
 * accepts every message and keeps its envelope and data, so the `SMTP_URL`
 * path is tested through nodemailer's own SMTP client.
 */
async function receivingSmtpServer(): Promise<{ port: number; received: string[]; close(): Promise<void> }> {
  const received: string[] = [];
  const server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (let end = buffer.indexOf('\r\n'); end !== -1; end = buffer.indexOf('\r\n')) {
        if (inData) {
          const stop = buffer.indexOf('\r\n.\r\n');
          if (stop === -1) return;
          received.push(buffer.slice(0, stop));
          buffer = buffer.slice(stop + 5);
          inData = false;
          socket.write('250 queued\r\n');
          continue;
        }
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 test\r\n');
        else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const code = (recipient: string, channel: Notification['channel'] = 'email'): Notification => ({
  channel,
  recipient,
  topic: 'recovery_code',
  subject: 'Код для смены пароля',
  body: 'Код для смены пароля: 123456.',
  userId: null,
});

describe('notifier', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  }, 60_000);
  afterAll(() => database?.close());

  const row = async (id: number) =>
    (await database.db.select().from(notificationOutbox).where(eq(notificationOutbox.id, id)))[0];
  const now = () => new Date(FIXED_NOW.getTime());

  it('without SMTP keeps the message in the outbox and logs it with its body outside production', async () => {
    const log = recordingLog();
    const notifier = createNotifier({ db: database.db, log, mode: 'development', publicUrl: 'http://localhost', now });
    const { id } = await notifier.notify(code('dev@example.test'));
    await notifier.close();
    expect(await row(id)).toMatchObject({
      channel: 'email',
      recipient: 'dev@example.test',
      topic: 'recovery_code',
      body: 'Код для смены пароля: 123456.',
      sentAt: null,
      error: null,
    });
    expect(log.lines).toEqual([
      {
        level: 'info',
        details: expect.objectContaining({
          outboxId: id,
          topic: 'recovery_code',
          body: 'Код для смены пароля: 123456.',
        }),
      },
    ]);
  });

  it('in production logs the outbox id, never the body with the code', async () => {
    const log = recordingLog();
    const notifier = createNotifier({ db: database.db, log, mode: 'production', publicUrl: 'http://localhost', now });
    const { id } = await notifier.notify(code('+375291110000', 'sms'));
    await notifier.close();
    expect(log.lines).toHaveLength(1);
    expect(log.lines[0]?.details).toMatchObject({ outboxId: id, channel: 'sms', recipient: '+375291110000' });
    expect(JSON.stringify(log.lines)).not.toContain('123456');
    expect(await row(id)).toMatchObject({ channel: 'sms', sentAt: null, error: null });
  });

  it('sends e-mail through the mail transport and records when; SMS is never handed to it', async () => {
    const sender = keepingSender();
    const notifier = createNotifier({
      db: database.db,
      log: recordingLog(),
      mode: 'test',
      publicUrl: 'http://localhost',
      sender,
      now,
    });
    const mail = await notifier.notify(code('shopper@example.test'));
    const sms = await notifier.notify(code('+375291110001', 'sms'));
    await notifier.settled();
    expect(sender.sent).toEqual([
      {
        to: 'shopper@example.test',
        from: 'shop@example.test',
        subject: 'Код для смены пароля',
        text: 'Код для смены пароля: 123456.',
      },
    ]);
    expect((await row(mail.id))?.sentAt?.toISOString()).toBe(FIXED_NOW.toISOString());
    expect(await row(sms.id)).toMatchObject({ sentAt: null, error: null });
    await notifier.close();
  });

  it('sends e-mail over SMTP when SMTP_URL is set, from its `from`, and records when', async () => {
    const smtp = await receivingSmtpServer();
    try {
      const notifier = createNotifier({
        db: database.db,
        log: recordingLog(),
        mode: 'production',
        publicUrl: 'http://localhost',
        smtpUrl: `smtp://127.0.0.1:${smtp.port}?from=orders%40teply-pirog.test`,
        now,
      });
      const { id } = await notifier.notify(code('smtp@example.test'));
      await notifier.close();
      expect((await row(id))?.sentAt?.toISOString()).toBe(FIXED_NOW.toISOString());
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]).toMatch(/^From: orders@teply-pirog\.test$/m);
      expect(smtp.received[0]).toMatch(/^To: smtp@example\.test$/m);
    } finally {
      await smtp.close();
    }
  });

  it('records the failure of an SMTP server that cannot be reached (SMTP_URL), and keeps the message', async () => {
    const log = recordingLog();
    const notifier = createNotifier({
      db: database.db,
      log,
      mode: 'test',
      publicUrl: 'http://localhost',
      smtpUrl: `smtp://127.0.0.1:${await closedPort()}?from=shop%40example.test`,
      now,
    });
    const { id } = await notifier.notify(code('unreachable@example.test'));
    await notifier.close();
    const stored = await row(id);
    expect(stored?.sentAt).toBeNull();
    expect(stored?.error).toMatch(/ECONNREFUSED|connect/i);
    expect(log.lines.some((line) => line.level === 'warn' && line.details.outboxId === id)).toBe(true);
  });

  it('never stores the secret of a message it sends at once: masked in the outbox, whole in the mail', async () => {
    const sender = keepingSender();
    const notifier = createNotifier({
      db: database.db,
      log: recordingLog(),
      mode: 'test',
      publicUrl: 'http://x',
      sender,
      now,
    });
    const { id } = await notifier.notify({ ...code('secret@example.test'), secret: '123456' });
    // Already when `notify` answers, before the mail went out.
    expect((await row(id))?.body).toBe(`Код для смены пароля: ${SECRET_MASK}.`);
    await notifier.settled();
    expect(sender.sent.map((mail) => mail.text)).toEqual(['Код для смены пароля: 123456.']);
    const stored = await row(id);
    expect(stored?.sentAt?.toISOString()).toBe(FIXED_NOW.toISOString());
    expect(JSON.stringify(stored)).not.toContain('123456');
    await notifier.close();
  });

  it('keeps a secret it cannot send itself (SMS, no SMTP) until `forget` wipes it; sent messages are left alone', async () => {
    const sender = keepingSender();
    const notifier = createNotifier({
      db: database.db,
      log: recordingLog(),
      mode: 'test',
      publicUrl: 'http://x',
      sender,
      now,
    });
    const userId = null;
    const sms = await notifier.notify({
      ...code('+375291110002', 'sms'),
      topic: 'forget_test',
      secret: '123456',
      userId,
    });
    const mail = await notifier.notify({
      ...code('kept@example.test'),
      topic: 'forget_test',
      secret: '123456',
      userId,
    });
    await notifier.settled();
    expect((await row(sms.id))?.body).toBe('Код для смены пароля: 123456.');
    expect(await notifier.forget({ topic: 'forget_test', createdBefore: FIXED_NOW })).toBe(0);
    expect(await notifier.forget({ topic: 'forget_test', createdBefore: new Date(FIXED_NOW.getTime() + 1) })).toBe(1);
    expect((await row(sms.id))?.body).toBe(FORGOTTEN_BODY);
    expect((await row(mail.id))?.body).toBe(`Код для смены пароля: ${SECRET_MASK}.`);
    await expect(notifier.forget({ topic: 'forget_test' })).rejects.toThrow();
    await notifier.close();
  });

  it('takes the sender from SMTP_URL’s `from`, else noreply at the shop’s host', () => {
    expect(smtpSettings('smtps://user:secret@mail.example.test:465', 'https://teply-pirog.by')).toEqual({
      connection: 'smtps://user:secret@mail.example.test:465',
      from: '«Тёплый пирог» <noreply@teply-pirog.by>',
    });
    expect(smtpSettings('smtp://mail.example.test:587/?from=orders%40teply-pirog.by', 'http://localhost:3000')).toEqual(
      {
        connection: 'smtp://mail.example.test:587/',
        from: 'orders@teply-pirog.by',
      },
    );
  });
});
