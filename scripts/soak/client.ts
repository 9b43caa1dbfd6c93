import { buildPath, type EndpointRoute } from '../../src/domain/contract/http';
import { classifyLostRequest } from './classify';
import type { ShopNode } from './nodes';

/*
 * How the soak's virtual shoppers and staff reach the shop: round robin over
 * the nodes, as a reverse proxy would; a node that refuses the connection (it
 * is down) is skipped for the next one, and counted. Every answer's time goes
 * to its request kind; a 5xx, or a request lost on a node that died under it,
 * is written down for the final checks.
 */

export interface Failure {
  kind: string;
  node: number;
  at: number;
  detail: string;
}

/** One status and message a kind was refused with, and how often. */
export interface Refusal {
  status: number;
  message: string;
  count: number;
}

export class Stats {
  readonly durations = new Map<string, number[]>();
  readonly statuses = new Map<string, Map<number, number>>();
  /** 5xx answers: the final check allows none. */
  readonly serverErrors: Failure[] = [];
  /** Requests in flight on a node when it was killed (sent before, cut off after): allowed, reported. */
  readonly lostInFlight: Failure[] = [];
  /** Connections that failed otherwise (a reset on a live node, a timeout): not allowed. */
  readonly otherFailures: Failure[] = [];
  /** Requests sent on to another node: refused, or sent to a node already dead. */
  rerouted = 0;
  /**
   * 4xx answers by kind, then by status and message: a refusal is a valid answer, so it is not an error by itself,
   * but the report lists why each kind was refused and `unexpectedRefusals` names those without a reason.
   */
  readonly refusals = new Map<string, Map<string, Refusal>>();

  recordRefusal(kind: string, status: number, body: unknown): void {
    const said = (body as { message?: unknown } | null)?.message;
    const message = typeof said === 'string' ? said : (JSON.stringify(body)?.slice(0, 120) ?? '');
    const byReason = this.refusals.get(kind) ?? new Map<string, Refusal>();
    const reason = `${status} ${message}`;
    const known = byReason.get(reason);
    if (known) known.count += 1;
    else byReason.set(reason, { status, message, count: 1 });
    this.refusals.set(kind, byReason);
  }

  record(kind: string, ms: number, status: number): void {
    const list = this.durations.get(kind) ?? [];
    list.push(ms);
    this.durations.set(kind, list);
    const counts = this.statuses.get(kind) ?? new Map<number, number>();
    counts.set(status, (counts.get(status) ?? 0) + 1);
    this.statuses.set(kind, counts);
  }
}

/** One shopper's (or staff member's) browser: its cookies and the client address the proxy reports for it. */
export class Browser {
  private readonly cookies = new Map<string, string>();
  constructor(readonly address: string) {}

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  keep(setCookies: string[]): void {
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';');
      const equals = pair.indexOf('=');
      if (equals < 1) continue;
      const name = pair.slice(0, equals).trim();
      const value = pair.slice(equals + 1).trim();
      const gone = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute)) || value === '';
      if (gone) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

export interface Answer {
  status: number;
  body: unknown;
}

export interface CallOptions {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  headers?: Record<string, string>;
  /** Safe to send again to another node when the first died under it (GETs, idempotency-keyed POSTs). */
  retrySafe?: boolean;
  /** The node the first attempt goes to, instead of the next in turn (a request meant to be in flight on it). */
  node?: ShopNode;
  /** Told when an attempt was cut off in flight by the kill of its node (what it did there is unknown). */
  onLostInFlight?: (attempt: { sentAt: number; failedAt: number }) => void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const REQUEST_TIMEOUT_MS = 30_000;
/** How long a request waits for some node to take its connection (a restart takes several seconds). */
const NO_NODE_WAIT_MS = 60_000;

const errorCode = (error: unknown): string | undefined => {
  const cause = (error as { cause?: { code?: string } }).cause;
  return cause?.code ?? (error as NodeJS.ErrnoException).code;
};

export class ShopClient {
  private turn = 0;
  constructor(
    private readonly nodes: ShopNode[],
    readonly publicUrl: string,
    readonly stats: Stats,
  ) {}

  private nextNode(): ShopNode {
    const node = this.nodes[this.turn % this.nodes.length];
    this.turn += 1;
    if (!node) throw new Error('no nodes');
    return node;
  }

  /** Calls one endpoint of the contract; null when the request never got an answer. */
  async call(browser: Browser, kind: string, route: EndpointRoute, options: CallOptions = {}): Promise<Answer | null> {
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(options.query ?? {})) {
      if (value !== undefined) query.set(name, String(value));
    }
    const target = `${buildPath(route, options.params)}${query.size ? `?${query}` : ''}`;
    const started = Date.now();
    const safe = options.retrySafe ?? route.method === 'GET';
    let pinned = options.node;
    for (;;) {
      const node = pinned ?? this.nextNode();
      pinned = undefined;
      const sentAt = Date.now();
      const upAtSend = node.up;
      const headers: Record<string, string> = {
        origin: this.publicUrl,
        'x-forwarded-for': browser.address,
        accept: 'application/json',
        ...options.headers,
      };
      const cookie = browser.cookieHeader();
      if (cookie) headers.cookie = cookie;
      if (options.body !== undefined) headers['content-type'] = 'application/json';
      let response: Response;
      let text: string;
      try {
        response = await fetch(`${node.url}${target}`, {
          method: route.method,
          headers,
          body: options.body === undefined ? null : JSON.stringify(options.body),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        text = await response.text();
      } catch (error) {
        const failedAt = Date.now();
        const code = errorCode(error);
        const lost = classifyLostRequest({ code, sentAt, failedAt, upAtSend, killedAt: node.killedAt });
        if (lost === 'refused' || lost === 'sent-to-dead-node') {
          this.stats.rerouted += 1;
          if (failedAt - started > NO_NODE_WAIT_MS) {
            this.stats.otherFailures.push({ kind, node: node.index, at: failedAt, detail: 'no node took it' });
            return null;
          }
          // Every node refused in turn: wait for one to come back, as a proxy's retry would.
          if (this.nodes.every((each) => !each.up)) await sleep(500);
          continue;
        }
        const failure = { kind, node: node.index, at: failedAt, detail: String(code ?? error) };
        if (lost === 'in-flight-on-killed-node') {
          this.stats.lostInFlight.push(failure);
          options.onLostInFlight?.({ sentAt, failedAt });
        } else this.stats.otherFailures.push(failure);
        if (safe && lost === 'in-flight-on-killed-node') continue;
        return null;
      }
      const ms = Date.now() - started;
      this.stats.record(kind, ms, response.status);
      if (response.status >= 500) {
        this.stats.serverErrors.push({
          kind,
          node: node.index,
          at: Date.now(),
          detail: `${response.status} ${route.method} ${target}: ${text.slice(0, 200)}`,
        });
      }
      browser.keep(response.headers.getSetCookie());
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        // Not JSON (an HTML error page): kept as text.
      }
      if (response.status >= 400 && response.status < 500) this.stats.recordRefusal(kind, response.status, body);
      return { status: response.status, body };
    }
  }
}
