import type { FastifyInstance } from 'fastify';
import { BRAND } from '../../src/domain/brand/brand';
import { DEV_OUTBOX_PATH } from '../../src/domain/contract/sw-cache';
import { SHOP_TIME_ZONE } from '../../src/domain/time';
import { type AppConfig, isLoopbackUrl } from '../config';
import type { Executor } from '../db/transaction';
import { cspNonce } from '../http/security';
import { createNotificationOutboxRepository, type OutboxRow } from '../repositories/notification-outbox';

/*
 * `/dev/outbox` (issue 27): the last 50 messages of the notifier's outbox, so
 * a developer trying password recovery with `npm start` reads the code while
 * the server runs (the embedded database is locked to it). It exists only
 * while no `SMTP_URL` is set and `PUBLIC_URL` is this machine, and answers
 * only a client on this machine (a server listening on every interface
 * would show codes to the whole network otherwise). Server-made HTML with one
 * inline style sheet under the response's CSP nonce, no script; every text
 * from the table is escaped.
 */

export const DEV_OUTBOX_LIMIT = 50;

/** Whether the shop has the page: no real mail is sent and only this machine is the shop. */
export const devOutboxEnabled = (config: Pick<AppConfig, 'smtpUrl' | 'publicUrl'>): boolean =>
  !config.smtpUrl && isLoopbackUrl(config.publicUrl);

const LOOPBACK_CLIENT = /^(127(\.\d{1,3}){3}|::1|::ffff:127(\.\d{1,3}){3})$/;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character,
  );

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#2b1d14;background:#f7f1ea}
main{max-width:52rem;margin:0 auto;padding:16px}
h1{font-size:22px;margin:8px 0}
.note{margin:0 0 16px;color:#5a4636}
ol{list-style:none;margin:0;padding:0}
li{background:#fff;border-radius:12px;padding:12px 14px;margin-bottom:12px;box-shadow:0 1px 4px rgba(0,0,0,.12)}
.meta{margin:0;font-size:13px;color:#5a4636;overflow-wrap:anywhere}
h2{font-size:16px;margin:4px 0}
pre{margin:8px 0 0;white-space:pre-wrap;overflow-wrap:anywhere;font:14px/1.45 ui-monospace,Menlo,Consolas,monospace;background:#fbf6f0;border-radius:8px;padding:8px 10px}
.state{font-weight:600}
.failed{color:#8a0018}
`;

const CHANNEL_NAMES: Record<OutboxRow['channel'], string> = { email: 'E-mail', sms: 'SMS' };

function formatTime(at: Date): string {
  return at.toLocaleString('ru-RU', { timeZone: SHOP_TIME_ZONE, dateStyle: 'short', timeStyle: 'medium' });
}

function stateOf(row: OutboxRow): string {
  if (row.sentAt) return `<span class="state">отправлено ${escapeHtml(formatTime(row.sentAt))}</span>`;
  if (row.error) return `<span class="state failed">не отправлено: ${escapeHtml(row.error)}</span>`;
  return '<span class="state">не отправлялось: только здесь и в журнале сервера</span>';
}

function messageItem(row: OutboxRow): string {
  return `<li>
<p class="meta">№ ${row.id} · ${escapeHtml(formatTime(row.createdAt))} · ${CHANNEL_NAMES[row.channel]} · ${escapeHtml(row.recipient)} · ${stateOf(row)}</p>
<h2>${escapeHtml(row.subject)}</h2>
<pre>${escapeHtml(row.body)}</pre>
</li>`;
}

export function devOutboxPage(rows: OutboxRow[], nonce: string): string {
  const list = rows.length
    ? `<ol>${rows.map(messageItem).join('\n')}</ol>`
    : '<p>Сообщений пока нет. Попросите код на «Забыли пароль?» — он появится здесь.</p>';
  return `<!doctype html>
<html lang="ru">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex">
<title>Исходящие сообщения — ${escapeHtml(BRAND.name)}</title>
<style nonce="${escapeHtml(nonce)}">${STYLE}</style>
</head>
<body>
<main>
<h1>Исходящие сообщения</h1>
<p class="note">Последние ${DEV_OUTBOX_LIMIT} писем и SMS магазина, новые сверху. Страница есть только на этой машине, пока не задан SMTP_URL; обновите её, чтобы увидеть новые.</p>
${list}
</main>
</body>
</html>`;
}

export async function devOutboxRoutes(app: FastifyInstance, { db }: { db: Executor }): Promise<void> {
  const outbox = createNotificationOutboxRepository(db);
  app.get(DEV_OUTBOX_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (!LOOPBACK_CLIENT.test(request.ip)) return reply.callNotFound();
    const rows = await outbox.latest(DEV_OUTBOX_LIMIT);
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(devOutboxPage(rows, cspNonce(reply)));
  });
}
