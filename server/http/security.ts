import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppConfig } from '../config';

const NONCE = Symbol('csp-nonce');
type ResponseWithNonce = ServerResponse & { [NONCE]?: string };

/** The per-response nonce that the server-rendered inline scripts and style element carry. */
export function cspNonce(reply: FastifyReply): string {
  return (reply.raw as ResponseWithNonce)[NONCE] ?? '';
}

/**
 * Strict CSP: scripts and style elements only from our origin or carrying the
 * per-response nonce (the SSR hydration scripts and the toast style sheet) —
 * one nonce for both, as the router stamps one on everything it renders.
 * Style attributes stay allowed because React renders sizes as inline styles.
 * Development relaxes it for Vite's injected styles and HMR socket.
 */
export async function installSecurityHeaders(app: FastifyInstance, config: AppConfig): Promise<void> {
  const dev = config.mode === 'development';
  const realtime = new URL(config.publicUrl);
  realtime.port = String(config.realtimePort);
  const realtimeOrigins = [realtime.origin, realtime.origin.replace(/^http/, 'ws')];
  const nonceSource = (_request: unknown, response: unknown) => `'nonce-${(response as ResponseWithNonce)[NONCE]}'`;

  app.addHook('onRequest', async (_request, reply) => {
    (reply.raw as ResponseWithNonce)[NONCE] = randomBytes(16).toString('base64');
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: dev ? ["'self'", "'unsafe-inline'"] : ["'self'", nonceSource],
        styleSrc: dev ? ["'self'", "'unsafe-inline'"] : ["'self'", nonceSource],
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...realtimeOrigins, ...(dev ? ['ws:'] : [])],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.publicUrl.startsWith('https:'),
  });
}
