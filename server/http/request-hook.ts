import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * An `onRequest` hook whose asynchronous work runs only for the requests it is about. Fastify gives an `async`
 * hook a promise and a microtask turn on every request, also when it returns at once; the session, staff and
 * kiosk hooks did that for every catalogue read, the smallest of which sat at the server bench's line.
 */
export function addRequestHookFor(
  app: FastifyInstance,
  appliesTo: (request: FastifyRequest) => boolean,
  run: (request: FastifyRequest, reply: FastifyReply) => Promise<void>,
): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (!appliesTo(request)) {
      done();
      return;
    }
    run(request, reply).then(() => done(), done);
  });
}
