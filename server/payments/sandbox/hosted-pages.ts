import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kopecks } from '../../../src/domain/money';
import { type CardForm, checkCardForm } from './cards';
import { isExpired, isFinished, notificationOf } from './checkout-view';
import type { Notifier } from './notifier';
import { type CheckoutSummary, confirmationPage, messagePage, paymentPage, SANDBOX_PAGE_PATHS } from './page';
import type { CheckoutStore, SandboxCard, SandboxCheckout, WebhookBehaviour } from './store';
import type { CardTokenStore } from './tokens';

interface HostedPagesOptions {
  store: CheckoutStore;
  tokens: CardTokenStore;
  notifier: Notifier;
  now: () => Date;
}

const PAID_MESSAGE = 'Оплата прошла успешно';
const DECLINED_MESSAGE = 'Платёж отклонён банком, выпустившим карту';

const summaryOf = (checkout: SandboxCheckout): CheckoutSummary => ({
  token: checkout.token,
  amount: checkout.request.order.amount as Kopecks,
  description: checkout.request.order.description,
  cancelUrl: withParams(checkout.request.settings.cancel_url ?? checkout.request.settings.decline_url, {
    token: checkout.token,
  }),
});

/** A shop address with bePaid's return parameters added (the shop's own query is kept first). */
function withParams(address: string, params: Record<string, string>): string {
  const url = new URL(address);
  for (const [name, value] of Object.entries(params)) url.searchParams.append(name, value);
  return url.href;
}

const origin = (address: string | undefined) => (address ? new URL(address).origin : undefined);

/**
 * The payment page, the 3-D Secure step and what they post. A form's answer
 * redirects the browser back to the shop, so each page's CSP lets forms go
 * to the sandbox and to this checkout's return origins, and nowhere else.
 */
export function installHostedPages(app: FastifyInstance, { store, tokens, notifier, now }: HostedPagesOptions): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  function html(reply: FastifyReply, status: number, render: (nonce: string) => string, checkout?: SandboxCheckout) {
    const nonce = randomBytes(16).toString('base64');
    const settings = checkout?.request.settings;
    const returnOrigins = new Set(
      [origin(settings?.success_url), origin(settings?.decline_url), origin(settings?.fail_url)].filter(Boolean),
    );
    return reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header(
        'content-security-policy',
        `default-src 'none'; style-src 'nonce-${nonce}'; form-action 'self' ${[...returnOrigins].join(' ')}; ` +
          "frame-ancestors 'none'; base-uri 'none'",
      )
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'no-referrer')
      .send(render(nonce));
  }

  const unknown = (reply: FastifyReply) =>
    html(reply, 404, (nonce) =>
      messagePage(
        'Платёж не найден',
        'Ссылка на оплату неверна или устарела. Вернитесь в магазин и оформите заказ снова.',
        nonce,
      ),
    );

  /** The page for a checkout that takes no more card data, or `undefined` when it still does. */
  function closedPage(reply: FastifyReply, checkout: SandboxCheckout) {
    const { payment } = checkout;
    if (payment && isFinished(checkout)) {
      const paid = payment.status === 'successful';
      const back = withParams(paid ? checkout.request.settings.success_url : checkout.request.settings.decline_url, {
        token: checkout.token,
        status: payment.status,
        uid: payment.uid,
      });
      return html(reply, 409, (nonce) =>
        messagePage(paid ? 'Заказ уже оплачен' : 'Платёж отклонён', payment.message, nonce, back),
      );
    }
    if (isExpired(checkout, now())) {
      const back = withParams(checkout.request.settings.decline_url, { token: checkout.token, status: 'expired' });
      return html(reply, 410, (nonce) =>
        messagePage(
          'Время на оплату истекло',
          'Оплатить этот заказ уже нельзя. Вернитесь в магазин и оформите заказ снова.',
          nonce,
          back,
        ),
      );
    }
    return undefined;
  }

  const confirmAddress = (token: string) => `${SANDBOX_PAGE_PATHS.confirm}?token=${encodeURIComponent(token)}`;
  const pageAddress = (token: string) => `${SANDBOX_PAGE_PATHS.checkout}?token=${encodeURIComponent(token)}`;

  /** Records the outcome (on disk before anyone hears of it), sends the webhook as the card says, returns the shopper. */
  function finish(
    reply: FastifyReply,
    checkout: SandboxCheckout,
    outcome: { paid: boolean; card: SandboxCard; webhook: WebhookBehaviour; secure3d: boolean },
  ) {
    const at = now().toISOString();
    // The checkout asked to keep the card: a paid one gets its token, as bePaid's `credit_card.token`.
    const keep =
      outcome.paid && !outcome.card.token && (checkout.request.order.additional_data?.contract?.length ?? 0) > 0;
    const card = keep ? tokens.issue(checkout.shopId, outcome.card, outcome.secure3d).card : outcome.card;
    const payment = {
      uid: checkout.payment?.uid ?? randomUUID(),
      status: outcome.paid ? ('successful' as const) : ('failed' as const),
      message: outcome.paid ? PAID_MESSAGE : DECLINED_MESSAGE,
      created_at: checkout.payment?.created_at ?? at,
      ...(outcome.paid ? { paid_at: at } : {}),
      card,
      webhook: outcome.webhook,
    };
    checkout.payment = payment;
    store.save(checkout);
    const { settings } = checkout.request;
    if (settings.notification_url && outcome.webhook !== 'never') {
      void notifier.deliver(
        settings.notification_url,
        notificationOf(checkout, payment),
        outcome.webhook === 'thrice' ? 3 : 1,
      );
    }
    const back = outcome.paid ? settings.success_url : settings.decline_url;
    return reply.redirect(withParams(back, { token: checkout.token, status: payment.status, uid: payment.uid }), 303);
  }

  app.get<{ Querystring: { token?: string } }>(SANDBOX_PAGE_PATHS.checkout, (request, reply) => {
    const checkout = store.get(request.query.token ?? '');
    if (!checkout) return unknown(reply);
    const closed = closedPage(reply, checkout);
    if (closed) return closed;
    if (checkout.payment?.status === 'incomplete') return reply.redirect(confirmAddress(checkout.token), 303);
    return html(reply, 200, (nonce) => paymentPage(summaryOf(checkout), nonce), checkout);
  });

  app.post<{ Body: Partial<Record<keyof CardForm | 'token', string>> }>(SANDBOX_PAGE_PATHS.pay, (request, reply) => {
    const form = request.body ?? {};
    const checkout = store.get(form.token ?? '');
    if (!checkout) return unknown(reply);
    // From here to `store.save` nothing awaits: a double-submitted form cannot pay twice.
    const closed = closedPage(reply, checkout);
    if (closed) return closed;
    if (checkout.payment?.status === 'incomplete') return reply.redirect(confirmAddress(checkout.token), 303);
    const entered: CardForm = {
      number: form.number ?? '',
      expiry: form.expiry ?? '',
      cvc: form.cvc ?? '',
      holder: form.holder ?? '',
    };
    const check = checkCardForm(entered, now());
    if (!check.ok) {
      return html(
        reply,
        422,
        (nonce) => paymentPage(summaryOf(checkout), nonce, { errors: check.errors, form: entered }),
        checkout,
      );
    }
    const { card, details } = check;
    if (card.outcome === '3ds') {
      checkout.payment = {
        uid: randomUUID(),
        status: 'incomplete',
        message: 'Ожидается подтверждение 3-D Secure',
        created_at: now().toISOString(),
        card: details,
        webhook: card.webhook,
      };
      store.save(checkout);
      return reply.redirect(confirmAddress(checkout.token), 303);
    }
    if (card.outcome === 'decline') {
      checkout.declines += 1;
      if (checkout.declines < (checkout.request.attempts ?? 1)) {
        store.save(checkout);
        const alert = `${DECLINED_MESSAGE}. Попробуйте другую карту.`;
        return html(reply, 422, (nonce) => paymentPage(summaryOf(checkout), nonce, { alert }), checkout);
      }
    }
    return finish(reply, checkout, {
      paid: card.outcome === 'success',
      card: details,
      webhook: card.webhook,
      secure3d: false,
    });
  });

  app.get<{ Querystring: { token?: string } }>(SANDBOX_PAGE_PATHS.confirm, (request, reply) => {
    const checkout = store.get(request.query.token ?? '');
    if (!checkout) return unknown(reply);
    const closed = closedPage(reply, checkout);
    if (closed) return closed;
    const { payment } = checkout;
    if (payment?.status !== 'incomplete') return reply.redirect(pageAddress(checkout.token), 303);
    return html(reply, 200, (nonce) => confirmationPage(summaryOf(checkout), payment.card.last_4, nonce), checkout);
  });

  app.post<{ Body: { token?: string; code?: string } }>(SANDBOX_PAGE_PATHS.confirm, (request, reply) => {
    const checkout = store.get(request.body?.token ?? '');
    if (!checkout) return unknown(reply);
    const closed = closedPage(reply, checkout);
    if (closed) return closed;
    const { payment } = checkout;
    if (payment?.status !== 'incomplete') return reply.redirect(pageAddress(checkout.token), 303);
    if (!/^\d{4,6}$/.test((request.body?.code ?? '').trim())) {
      const error = 'Введите код подтверждения: от 4 до 6 цифр';
      return html(
        reply,
        422,
        (nonce) => confirmationPage(summaryOf(checkout), payment.card.last_4, nonce, error),
        checkout,
      );
    }
    return finish(reply, checkout, { paid: true, card: payment.card, webhook: payment.webhook, secure3d: true });
  });
}
