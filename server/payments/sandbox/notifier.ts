import { type KeyObject, sign } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { CONTENT_SIGNATURE_HEADER, type GatewayNotification } from '../../../src/domain/contract/gateway';
import { basicAuthorization } from '../bepaid/signature';

export interface NotifierOptions {
  shopId: string;
  secretKey: string;
  privateKey: KeyObject;
  /** Pauses before each retry of a delivery the shop did not accept: bePaid retries checkout notifications twice. */
  retryDelaysMs: readonly number[];
  timeoutMs: number;
  log: FastifyBaseLogger;
}

export interface Notifier {
  /** Sends `copies` identical notifications at once (each with its own retries); resolves when all are done. */
  deliver(url: string, notification: GatewayNotification, copies: number): Promise<void>;
  /** Resolves once no delivery is under way. */
  whenIdle(): Promise<void>;
  /** Stops retries and abandons deliveries under way. */
  close(): void;
}

/** Posts webhooks as bePaid does: JSON, HTTP Basic `shop_id:secret_key`, and `Content-Signature` over the exact bytes. */
export function createNotifier(options: NotifierOptions): Notifier {
  const stopping = new AbortController();
  const underWay = new Set<Promise<void>>();
  const authorization = basicAuthorization(options.shopId, options.secretKey);

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const stop = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        stopping.signal.removeEventListener('abort', stop);
        resolve();
      }, ms);
      stopping.signal.addEventListener('abort', stop, { once: true });
    });

  async function post(url: string, body: string, signature: string): Promise<boolean> {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization,
          [CONTENT_SIGNATURE_HEADER]: signature,
        },
        body,
        signal: AbortSignal.any([stopping.signal, AbortSignal.timeout(options.timeoutMs)]),
      });
      await response.body?.cancel();
      if (response.ok) return true;
      options.log.warn({ url, status: response.status }, 'sandbox gateway: the shop refused a webhook');
    } catch (error) {
      if (!stopping.signal.aborted) options.log.warn({ url, err: error }, 'sandbox gateway: webhook not delivered');
    }
    return false;
  }

  async function deliverOne(url: string, body: string, signature: string): Promise<void> {
    for (let attempt = 0; attempt <= options.retryDelaysMs.length; attempt += 1) {
      if (attempt > 0) await pause(options.retryDelaysMs[attempt - 1] ?? 0);
      if (stopping.signal.aborted) return;
      if (await post(url, body, signature)) return;
    }
    options.log.error({ url }, 'sandbox gateway: webhook given up after retries');
  }

  return {
    deliver(url, notification, copies) {
      const body = JSON.stringify(notification);
      const signature = sign('sha256', Buffer.from(body, 'utf8'), options.privateKey).toString('base64');
      const delivery = Promise.all(Array.from({ length: copies }, () => deliverOne(url, body, signature))).then(
        () => undefined,
      );
      underWay.add(delivery);
      void delivery.finally(() => underWay.delete(delivery));
      return delivery;
    },
    async whenIdle() {
      while (underWay.size > 0) await Promise.all(underWay);
    },
    close() {
      stopping.abort();
    },
  };
}
