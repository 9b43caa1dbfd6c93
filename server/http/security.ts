import { randomFillSync } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { API_PATH_PATTERN } from '../../src/domain/contract/http';
import type { AppConfig } from '../config';

const NONCE = Symbol('csp-nonce');
type ResponseWithNonce = ServerResponse & { [NONCE]?: string };

/** The per-response nonce that the server-rendered inline scripts and style element carry. */
export function cspNonce(reply: FastifyReply): string {
  return (reply.raw as ResponseWithNonce)[NONCE] ?? '';
}

const NONCE_BYTES = 16;
const NONCES_PER_FILL = 256;
/** Every nonce is this long: base64 of 16 bytes. */
export const CSP_NONCE_LENGTH = 24;

/**
 * Unpredictable 128-bit nonces, drawn from the system's random source in
 * batches: one call per 256 responses instead of one per response.
 */
export function createNonceSource(): () => string {
  const pool = Buffer.alloc(NONCE_BYTES * NONCES_PER_FILL);
  let offset = pool.length;
  return () => {
    if (offset === pool.length) {
      randomFillSync(pool);
      offset = 0;
    }
    const nonce = pool.toString('base64', offset, offset + NONCE_BYTES);
    // Each nonce's bytes are used once.
    pool.fill(0, offset, offset + NONCE_BYTES);
    offset += NONCE_BYTES;
    return nonce;
  };
}

type Directives = [name: string, values: string[]][];

/** The policy of API answers: a JSON document opened as a page may load and embed nothing. */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * Strict CSP: scripts and style elements only from our origin or carrying the
 * per-response nonce (the SSR hydration scripts and the toast style sheet) —
 * one nonce for both, as the router stamps one on everything it renders.
 * Style attributes stay allowed because React renders sizes as inline styles.
 * Development relaxes it for Vite's injected styles and HMR socket.
 */
function contentSecurityPolicy(config: AppConfig, nonce: string): Directives {
  const dev = config.mode === 'development';
  // Where the app opens its realtime connection (`REALTIME_URL`, by default PUBLIC_URL's host on REALTIME_PORT).
  const realtime = new URL(config.realtimeUrl);
  const realtimeOrigins = [realtime.origin, realtime.origin.replace(/^http/, 'ws')];
  const withNonce = dev ? ["'self'", "'unsafe-inline'"] : ["'self'", `'nonce-${nonce}'`];
  return [
    ['default-src', ["'self'"]],
    ['script-src', withNonce],
    ['style-src', withNonce],
    ['style-src-attr', ["'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...realtimeOrigins, ...(dev ? ['ws:'] : [])]],
    ['manifest-src', ["'self'"]],
    ['worker-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    // No card gateway anywhere in this policy: the browser leaves for the bank's page by navigation
    // (`location.assign(redirect_url)`), which CSP does not restrict, and card data is typed only there.
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
}

/** The other security headers, the same on every response (Helmet's defaults, written out). */
function fixedSecurityHeaders(config: AppConfig): Record<string, string> {
  return { ...apiSecurityHeaders(config), ...documentOnlyHeaders };
}

/**
 * What a JSON answer needs: it must not be sniffed into something else, read by another site's page, or leak a
 * referrer, and HTTPS stays on. The rest guard a rendered document (framing, windows, downloads, old browsers'
 * filters) and only cost an answer that nobody renders: the small API answers spend as long on headers as on data.
 */
function apiSecurityHeaders(config: AppConfig): Record<string, string> {
  return {
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    ...(config.publicUrl.startsWith('https:')
      ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' }
      : {}),
    'x-content-type-options': 'nosniff',
  };
}

const documentOnlyHeaders: Record<string, string> = {
  'cross-origin-opener-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/**
 * Security headers on every response. Everything but the nonce is computed
 * once at start: the policy is rendered with a marker that each response
 * replaces with its own nonce.
 */
export async function installSecurityHeaders(app: FastifyInstance, config: AppConfig): Promise<void> {
  const marker = '\u0000nonce\u0000';
  const policyParts = contentSecurityPolicy(config, marker)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join(';')
    .split(marker);
  const forDocuments = Object.entries(fixedSecurityHeaders(config));
  const forApi = Object.entries(apiSecurityHeaders(config));
  const nextNonce = createNonceSource();

  app.addHook('onRequest', (request, reply, done) => {
    if (API_PATH_PATTERN.test(request.url)) {
      // JSON is never rendered as a document: no nonce to make, nothing it may load.
      reply.header('content-security-policy', API_POLICY);
      for (const [name, value] of forApi) reply.header(name, value);
    } else {
      const nonce = nextNonce();
      (reply.raw as ResponseWithNonce)[NONCE] = nonce;
      reply.header('content-security-policy', policyParts.join(nonce));
      for (const [name, value] of forDocuments) reply.header(name, value);
    }
    done();
  });
}
