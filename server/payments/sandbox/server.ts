import { createPrivateKey, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import { BEPAID_CHECKOUT_PATH, BEPAID_CHECKOUTS_PATH, BepaidCheckoutRequest } from '../bepaid/api';
import { basicCredentialsMatch, singleHeader } from '../bepaid/signature';
import { checkoutAnswer } from './checkout-view';
import { installHostedPages } from './hosted-pages';
import { loadOrCreateIdentity } from './identity';
import { createNotifier } from './notifier';
import { SANDBOX_PAGE_PATHS } from './page';
import { installQueries } from './queries';
import { openRefundStore } from './refund-store';
import { installRefunds } from './refunds';
import { installIdentityRoute } from './sharing';
import { openCheckoutStore } from './store';
import { installTokenPayments } from './token-payments';
import { openCardTokenStore } from './tokens';

export interface SandboxGatewayOptions {
  /** Where its shop credentials, key pair and checkouts are kept (`DATA_DIR/sandbox-gateway`). */
  dir: string;
  /** Defaults to loopback only. */
  host?: string;
  /** `0` picks a free port (tests). */
  port: number;
  /** Where shoppers' browsers reach the payment page; `http://localhost:<port>` by default. */
  publicUrl?: string;
  /** The sandbox's clock, for expiry; tests move it. */
  now?: () => Date;
  /** Pauses before the retries of a webhook the shop did not accept (two, as bePaid does). */
  retryDelaysMs?: readonly number[];
  webhookTimeoutMs?: number;
  /** Lets the shop's other processes read its identity with this bearer token (`sharing.ts`); unset, nobody can. */
  shareToken?: string;
  log?: FastifyBaseLogger;
}

export interface SandboxGateway {
  /** The origin shoppers' browsers use (the payment page). */
  publicUrl: string;
  /** The origin the shop's server calls (the checkout API). */
  apiUrl: string;
  shopId: string;
  secretKey: string;
  /** SPKI PEM of the key that signs its webhooks. */
  publicKeyPem: string;
  /** Resolves once no webhook delivery is under way. */
  whenIdle(): Promise<void>;
  close(): Promise<void>;
}

const DEFAULT_RETRY_DELAYS_MS = [5_000, 30_000];
const DEFAULT_WEBHOOK_TIMEOUT_MS = 10_000;

/** An address the shop's own server can call for a listening host (a wildcard is reached over loopback). */
function callableHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

/**
 * A card gateway on its own origin that speaks the subset of bePaid's
 * Checkout and gateway APIs the shop uses (same paths, auth, bodies and
 * webhooks: checkouts, token charges, refunds, transaction queries), so the
 * one bePaid adapter runs against it in development and tests.
 */
export async function startSandboxGateway(options: SandboxGatewayOptions): Promise<SandboxGateway> {
  const now = options.now ?? (() => new Date());
  const identity = loadOrCreateIdentity(options.dir);
  const store = openCheckoutStore(options.dir, now);
  const app = Fastify({
    ...(options.log ? { loggerInstance: options.log } : { logger: false }),
    bodyLimit: 64 * 1024,
  });
  const notifier = createNotifier({
    shopId: identity.shopId,
    secretKey: identity.secretKey,
    privateKey: createPrivateKey(identity.privateKeyPem),
    retryDelaysMs: options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS,
    timeoutMs: options.webhookTimeoutMs ?? DEFAULT_WEBHOOK_TIMEOUT_MS,
    log: app.log,
  });
  let publicUrl = '';

  app.setErrorHandler((error: { statusCode?: number; message: string }, _request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) app.log.error({ err: error }, 'sandbox gateway failed');
    return reply.status(status).send({ message: status === 500 ? 'Internal error' : error.message });
  });
  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: 'Not found' }));

  const refuseStranger = (request: FastifyRequest, reply: FastifyReply) => {
    if (basicCredentialsMatch(singleHeader(request.headers.authorization), identity.shopId, identity.secretKey)) {
      return undefined;
    }
    return reply.status(401).header('www-authenticate', 'Basic realm="checkout"').send({ message: 'Unauthorized' });
  };

  app.post(BEPAID_CHECKOUTS_PATH, (request, reply) => {
    const refused = refuseStranger(request, reply);
    if (refused) return refused;
    const parsed = BepaidCheckoutRequest.safeParse(request.body);
    if (!parsed.success) {
      const errors = Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), [issue.message]]));
      return reply.status(422).send({ message: 'Checkout is invalid', errors });
    }
    const deadline = parsed.data.checkout.order.expired_at;
    if (deadline !== undefined && Date.parse(deadline) <= now().getTime()) {
      return reply.status(422).send({ message: 'expired_at must be in the future' });
    }
    const token = randomBytes(32).toString('hex');
    store.save({
      token,
      shopId: identity.shopId,
      createdAt: now().toISOString(),
      request: parsed.data.checkout,
      declines: 0,
    });
    return reply.send({
      checkout: { token, redirect_url: `${publicUrl}${SANDBOX_PAGE_PATHS.checkout}?token=${token}` },
    });
  });

  app.get<{ Params: { token: string } }>(BEPAID_CHECKOUT_PATH, (request, reply) => {
    const refused = refuseStranger(request, reply);
    if (refused) return refused;
    const checkout = store.get(request.params.token);
    if (!checkout || checkout.shopId !== identity.shopId) {
      return reply.status(404).send({ message: 'Checkout not found' });
    }
    return reply.send(checkoutAnswer(checkout, now()));
  });

  installIdentityRoute(app, { token: options.shareToken, identity });

  const tokens = openCardTokenStore(options.dir);
  installHostedPages(app, { store, tokens, notifier, now });
  installTokenPayments(app, {
    store,
    tokens,
    notifier,
    now,
    shopId: identity.shopId,
    publicUrl: () => publicUrl,
    refuseStranger,
  });
  const refunds = openRefundStore(options.dir, now);
  installRefunds(app, { store, refunds, notifier, now, shopId: identity.shopId, refuseStranger });
  installQueries(app, { store, refunds, shopId: identity.shopId, refuseStranger });

  const host = options.host ?? '127.0.0.1';
  await app.listen({ host, port: options.port });
  const { port } = app.server.address() as AddressInfo;
  publicUrl = (options.publicUrl ?? `http://localhost:${port}`).replace(/\/$/, '');

  return {
    publicUrl,
    apiUrl: `http://${callableHost(host)}:${port}`,
    shopId: identity.shopId,
    secretKey: identity.secretKey,
    publicKeyPem: identity.publicKeyPem,
    whenIdle: () => notifier.whenIdle(),
    async close() {
      notifier.close();
      await app.close();
    },
  };
}
