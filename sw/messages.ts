/// <reference lib="webworker" />
import type { PageToWorkerMessage, WorkerToPageMessage } from '../src/domain/contract/sw-messages';

declare const self: ServiceWorkerGlobalScope;

type MessageOf<T extends PageToWorkerMessage['type']> = Extract<PageToWorkerMessage, { type: T }>;
type Handler<T extends PageToWorkerMessage['type']> = (
  message: MessageOf<T>,
  event: ExtendableMessageEvent,
) => unknown | Promise<unknown>;

type AnyHandler = (message: PageToWorkerMessage, event: ExtendableMessageEvent) => unknown;
const handlers = new Map<string, AnyHandler>();

/**
 * Registers the handler of one message type from the page. What it returns
 * (or resolves to) is posted back on the message's port when it has one, and
 * the worker stays alive until it settles.
 */
export function onMessage<T extends PageToWorkerMessage['type']>(type: T, handler: Handler<T>): void {
  handlers.set(type, handler as unknown as AnyHandler);
}

/** The one `message` listener of the worker: dispatches to the handlers by `type`. */
export function installMessageRouter(): void {
  self.addEventListener('message', (event) => {
    const data: unknown = event.data;
    const type = typeof data === 'object' && data !== null ? (data as { type?: unknown }).type : undefined;
    const handler = typeof type === 'string' ? handlers.get(type) : undefined;
    if (!handler) return;
    const port = event.ports[0];
    const done = Promise.resolve()
      .then(() => handler(data as PageToWorkerMessage, event))
      .then(
        (reply) => port?.postMessage(reply ?? null),
        (error: unknown) => {
          console.warn(`[sw] message ${String(type)} failed`, error);
          port?.postMessage(null);
        },
      );
    event.waitUntil(done);
  });
}

/** Tells every window of the shop, controlled or not yet. */
export async function broadcast(message: WorkerToPageMessage): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of windows) client.postMessage(message);
}
