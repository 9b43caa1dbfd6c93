import { createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import { createTransport } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationOutbox } from '../../db/schema';
import { createTestDatabase, FIXED_NOW, type TestDatabase } from '../../testing/index';
import { decodedText, receivingSmtpServer } from '../../testing/smtp';
import { createNotifier, FORGOTTEN_BODY, type Notification, type NotifierLog, SECRET_MASK } from './notifier';
import type { MessageSender } from './sender';
import { smtpSettings } from './smtp';

function recordingLog(): NotifierLog & { lines: { level: string; details: Record<string, unknown> }[] } {
  const lines: { level: string; details: Record<string, unknown> }[] = [];
  return {
    lines,
    info: (details) => lines.push({ level: 'info', details }),
    warn: (details) => lines.push({ level: 'warn', details }),
  };
}

/** nodemailer's JSON transport: composes the real message and keeps it instead of sending it. */
function keepingSender(): MessageSender & { sent: { to: string; subject: string; from: string; text: string }[] } {
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

  it('without SMTP keeps the message in the outbox and logs it with its body', async () => {
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

  it('without a transport logs the whole text, code included, also in production (`npm start`)', async () => {
    const log = recordingLog();
    const notifier = createNotifier({ db: database.db, log, mode: 'production', publicUrl: 'http://localhost', now });
    const mail = await notifier.notify({ ...code('prod@example.test'), secret: '123456' });
    const sms = await notifier.notify({ ...code('+375291110000', 'sms'), secret: '123456' });
    await notifier.close();
    expect(log.lines).toEqual(
      [mail, sms].map(({ id }) => ({
        level: 'info',
        details: expect.objectContaining({ outboxId: id, delivery: 'log only', body: 'Код для смены пароля: 123456.' }),
      })),
    );
    // Kept whole: the outbox (and `/dev/outbox`) is where it is read until `forget` wipes it.
    expect(await row(mail.id)).toMatchObject({ body: 'Код для смены пароля: 123456.', sentAt: null, error: null });
    expect(await row(sms.id)).toMatchObject({ channel: 'sms', sentAt: null, error: null });
  });

  it('in production logs a message handed to SMTP without its text: the code goes over SMTP only', async () => {
    const smtp = await receivingSmtpServer();
    try {
      const log = recordingLog();
      const notifier = createNotifier({
        db: database.db,
        log,
        mode: 'production',
        publicUrl: 'https://teply-pirog.by',
        smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
        now,
      });
      const { id } = await notifier.notify({ ...code('real@example.test'), secret: '123456' });
      await notifier.close();
      expect(log.lines).toEqual([
        { level: 'info', details: expect.objectContaining({ outboxId: id, delivery: 'transport' }) },
      ]);
      expect(JSON.stringify(log.lines)).not.toContain('123456');
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]).toContain('<noreply@teply-pirog.by>');
      expect(decodedText(smtp.received[0] ?? '')).toBe('Код для смены пароля: 123456.');
      expect(await row(id)).toMatchObject({ body: `Код для смены пароля: ${SECRET_MASK}.`, error: null });
      expect((await row(id))?.sentAt?.toISOString()).toBe(FIXED_NOW.toISOString());
    } finally {
      await smtp.close();
    }
  });

  it('sends SMS through a plugged-in sender like e-mail: recorded, the code masked, not in the production log', async () => {
    const texts: { to: string; text: string }[] = [];
    const smsSender: MessageSender = {
      send: async ({ to, text }) => texts.push({ to, text }),
      close: () => undefined,
    };
    const log = recordingLog();
    const notifier = createNotifier({
      db: database.db,
      log,
      mode: 'production',
      publicUrl: 'http://localhost',
      senders: { sms: smsSender },
      now,
    });
    const sms = await notifier.notify({ ...code('+375291110009', 'sms'), secret: '123456' });
    const mail = await notifier.notify({ ...code('no-smtp@example.test'), secret: '123456' });
    await notifier.close();
    expect(texts).toEqual([{ to: '+375291110009', text: 'Код для смены пароля: 123456.' }]);
    expect(await row(sms.id)).toMatchObject({ body: `Код для смены пароля: ${SECRET_MASK}.`, error: null });
    expect((await row(sms.id))?.sentAt?.toISOString()).toBe(FIXED_NOW.toISOString());
    // E-mail has no transport here: logged whole and kept.
    expect(log.lines.map((line) => [line.details.outboxId, line.details.body])).toEqual([
      [sms.id, undefined],
      [mail.id, 'Код для смены пароля: 123456.'],
    ]);
  });

  it('sends e-mail through the mail transport and records when; SMS is never handed to it', async () => {
    const sender = keepingSender();
    const notifier = createNotifier({
      db: database.db,
      log: recordingLog(),
      mode: 'test',
      publicUrl: 'http://localhost',
      senders: { email: sender },
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
      senders: { email: sender },
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
      senders: { email: sender },
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
