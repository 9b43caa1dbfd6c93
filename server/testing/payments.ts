import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createBepaidGateway } from '../payments/bepaid/adapter';
import { parsePublicKey } from '../payments/bepaid/signature';
import type { PaymentGateway } from '../payments/gateway';
import { type SandboxGateway, type SandboxGatewayOptions, startSandboxGateway } from '../payments/sandbox/server';

/*
 * Test helpers for card payments: the sandbox gateway on a free port with the
 * bePaid adapter pointed at it, a shopper who fills the sandbox's payment page
 * with fetch (form posts, as a browser without JavaScript would), and a
 * webhook receiver.
 */

export interface SandboxPair {
  sandbox: SandboxGateway;
  gateway: PaymentGateway;
  dir: string;
  /** Stops the sandbox; removes its directory unless it was passed in. */
  close(): Promise<void>;
}

/** A sandbox on port 0 (in a temp directory unless `dir` is given) and the adapter that talks to it. */
export async function startSandboxPair(options: Partial<SandboxGatewayOptions> = {}): Promise<SandboxPair> {
  const ownsDir = options.dir === undefined;
  const dir = options.dir ?? (await mkdtemp(path.join(tmpdir(), 'teply-pirog-sandbox-')));
  const sandbox = await startSandboxGateway({ retryDelaysMs: [20, 20], ...options, dir, port: options.port ?? 0 });
  const publicKey = parsePublicKey(sandbox.publicKeyPem);
  if (!publicKey) throw new Error('the sandbox made an unreadable public key');
  const gateway = createBepaidGateway({
    checkoutUrl: sandbox.apiUrl,
    shopId: sandbox.shopId,
    secretKey: sandbox.secretKey,
    publicKey,
    test: true,
  });
  return {
    sandbox,
    gateway,
    dir,
    async close() {
      await sandbox.close();
      if (ownsDir) await rm(dir, { recursive: true, force: true });
    },
  };
}

export interface CardEntry {
  number: string;
  expiry?: string;
  cvc?: string;
  holder?: string;
}

export interface PageAnswer {
  status: number;
  /** `Location` of a redirect, absolute. */
  location: string | undefined;
  html: string;
  headers: Headers;
}

async function answerOf(response: Response, base: string): Promise<PageAnswer> {
  const location = response.headers.get('location');
  return {
    status: response.status,
    location: location ? new URL(location, base).href : undefined,
    html: await response.text(),
    headers: response.headers,
  };
}

export const openPage = async (url: string): Promise<PageAnswer> =>
  answerOf(await fetch(url, { redirect: 'manual' }), url);

/** Posts a page's form (its `action`, its hidden token) with these fields, as the browser would. */
export async function submitForm(page: { url: string; html: string }, fields: Record<string, string>) {
  const action = /<form[^>]*action="([^"]+)"/.exec(page.html)?.[1];
  const token = /name="token" value="([^"]+)"/.exec(page.html)?.[1];
  if (!action || !token) throw new Error(`no payment form on ${page.url}:\n${page.html}`);
  const target = new URL(action, page.url).href;
  const response = await fetch(target, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token, ...fields }).toString(),
  });
  return answerOf(response, target);
}

/** Opens the payment page and pays with a card (answering a 3-D Secure step when one comes); answers the last page. */
export async function payOnSandboxPage(
  redirectUrl: string,
  card: CardEntry,
  { code = '1234' } = {},
): Promise<PageAnswer> {
  const page = await openPage(redirectUrl);
  if (page.status !== 200) return page;
  const answer = await submitForm(
    { url: redirectUrl, html: page.html },
    {
      number: card.number,
      expiry: card.expiry ?? '12/39',
      cvc: card.cvc ?? '123',
      holder: card.holder ?? 'IVAN IVANOV',
    },
  );
  const sandboxOrigin = new URL(redirectUrl).origin;
  if (!answer.location || new URL(answer.location).origin !== sandboxOrigin) return answer;
  const confirmation = await openPage(answer.location);
  if (confirmation.status !== 200) return confirmation;
  return submitForm({ url: answer.location, html: confirmation.html }, { code });
}

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: Buffer;
  at: number;
}

export interface WebhookReceiver {
  url: string;
  received: ReceivedWebhook[];
  /** The most requests under way at one moment (three concurrent deliveries show as 3). */
  mostAtOnce: number;
  /** Resolves once `count` webhooks have arrived; rejects after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedWebhook[]>;
  close(): Promise<void>;
}

/** A tiny HTTP server that records what is posted to it, answering with `statuses` in turn (then 200), after `delayMs`. */
export async function startWebhookReceiver({ statuses = [] as number[], delayMs = 0 } = {}): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const answers = [...statuses];
  let underWay = 0;
  const state = { mostAtOnce: 0 };
  const server = createServer((request, response) => {
    underWay += 1;
    state.mostAtOnce = Math.max(state.mostAtOnce, underWay);
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks), at: Date.now() });
      setTimeout(() => {
        underWay -= 1;
        response.writeHead(answers.shift() ?? 200, { 'content-type': 'application/json' });
        response.end('{"message":"ok"}');
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhook`,
    received,
    get mostAtOnce() {
      return state.mostAtOnce;
    },
    async waitFor(count, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`${received.length} webhooks arrived, expected ${count}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return received;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Answers the sandbox's 3-D Secure page (where a saved card's charge sends the shopper) with a code. */
export async function confirmOnSandboxPage(confirmUrl: string, { code = '1234' } = {}): Promise<PageAnswer> {
  const page = await openPage(confirmUrl);
  if (page.status !== 200) return page;
  return submitForm({ url: confirmUrl, html: page.html }, { code });
}
