import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ShopReadApi } from '../../src/domain/contract/api';
import { cspNonce } from '../http/security';
import type { PageRenderer } from './renderer';

function toWebRequest(request: FastifyRequest, origin: string, signal: AbortSignal): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  return new Request(new URL(request.url, origin), { method: request.method, headers, signal });
}

/** Every GET that is not an API call or a file renders a page on the server, streamed. */
export function installPageRendering(
  app: FastifyInstance,
  { renderer, api }: { renderer: PageRenderer; api: ShopReadApi },
): void {
  app.get('/*', async (request, reply) => {
    const abort = new AbortController();
    request.raw.on('close', () => {
      if (!reply.raw.writableFinished) abort.abort(new Error('client went away'));
    });
    let response: Response;
    try {
      response = await renderer.render({
        request: toWebRequest(request, `${request.protocol}://${request.host}`, abort.signal),
        api,
        nonce: cspNonce(reply),
        assets: renderer.assets,
      });
    } catch (error) {
      // A shopper who leaves mid-render is not a server error; there is nobody to answer.
      if (abort.signal.aborted) {
        request.log.debug('client went away before the page was rendered');
        return reply.code(499).send();
      }
      throw error;
    }
    reply.status(response.status);
    response.headers.forEach((value, name) => {
      reply.header(name, value);
    });
    reply.header('cache-control', 'no-cache');
    if (!response.body) return reply.send('');
    return reply.send(Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>));
  });
}
