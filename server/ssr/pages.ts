import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { preferredEncoding } from '../http/cached-reply';
import { deviceIdOf, readDeviceId } from '../http/device';
import { HttpError } from '../http/errors';
import { cspNonce } from '../http/security';
import type { ReadService } from '../services/read-api';
import { createPageCache, withNonce } from './page-cache';
import type { PageRenderer } from './renderer';

export interface PageRenderingOptions {
  renderer: PageRenderer;
  reads: ReadService;
  /** PUBLIC_URL: pages never see the request's Host header. */
  publicUrl: string;
}

/**
 * The page's path and query. A request line may name a whole URL
 * (`GET http://other.example/akcii`); only its path counts, the origin is ours.
 */
function pagePath(requestUrl: string): string | null {
  if (requestUrl.startsWith('/')) return requestUrl;
  try {
    const url = new URL(requestUrl);
    return `${url.pathname}${url.search}`;
  } catch {
    return null;
  }
}

/** Every GET that is not an API call or a file renders a page on the server (or serves the kept render). */
export function installPageRendering(app: FastifyInstance, { renderer, reads, publicUrl }: PageRenderingOptions): void {
  const pages = createPageCache({ renderer, reads, origin: publicUrl });

  app.get('/*', async (request, reply) => {
    let gone = false;
    request.raw.on('close', () => {
      if (!reply.raw.writableFinished) gone = true;
    });
    const path = pagePath(request.url);
    if (path === null) throw new HttpError(400, 'Некорректный адрес запроса');
    const page = await pages.page(path, request.headers.cookie ?? null);
    // A shopper who left while the page was rendered is not a server error; there is nobody to answer.
    if (gone) {
      request.log.debug('client went away before the page was rendered');
      return reply.code(499).send();
    }
    reply.status(page.status);
    for (const [name, value] of page.headers) reply.header(name, value);
    // The device cookie is given here, on a page load, and only here: ratings and likes need one
    // (server/http/device.ts). The page cache keeps the body, never this header; a response that sets
    // the cookie is this browser's alone, so no shared cache may keep it either.
    const newDevice = readDeviceId(request) === null;
    deviceIdOf(request, reply);
    reply.header('cache-control', newDevice ? 'private, no-cache' : 'no-cache');
    reply.header('vary', 'accept-encoding');
    // Brotli would mean compressing every response anew (each has its own nonce); gzip is spliced from parts compressed once.
    const wantGzip = preferredEncoding(request.headers['accept-encoding'], ['gzip']) === 'gzip';
    const { chunks, encoding } = withNonce(page, cspNonce(reply), wantGzip);
    if (encoding) reply.header('content-encoding', encoding);
    const body = Buffer.concat(chunks);
    reply.header('content-length', body.length);
    // One buffer in a stream: a stream so @fastify/etag does not hash bytes that differ in every response (the
    // nonce); one buffer so the socket gets one write, not one per nonce.
    return reply.send(Readable.from([body]));
  });
}
