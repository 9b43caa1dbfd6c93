/**
 * The loopback push service (server/testing/push-service.ts) in a process of its own, for bench/push-fanout.ts:
 * it checks every push's VAPID signature and decrypts it, which would otherwise share the sender's event loop and
 * count against the sender. Spoken to over the fork's IPC channel (`PushServiceRequest` / `PushServiceReply`).
 */
import { startTestPushService, type TestSubscription } from '../server/testing/push-service';

export type PushServiceRequest =
  | { type: 'subscribe'; count: number }
  | { type: 'collect'; count: number; timeoutMs: number }
  | { type: 'close' };

export type PushServiceReply =
  | { type: 'ready'; origin: string; certificate: string }
  | { type: 'subscriptions'; subscriptions: TestSubscription[] }
  /** Arrival times (`performance.timeOrigin + performance.now()`) of the pushes taken since the last collect. */
  | { type: 'arrivals'; at: number[]; refused: string[] }
  | { type: 'error'; message: string };

const service = await startTestPushService();
const reply = (message: PushServiceReply) => process.send?.(message);
let collected = 0;

process.on('message', async (request: PushServiceRequest) => {
  try {
    if (request.type === 'subscribe') {
      reply({
        type: 'subscriptions',
        subscriptions: Array.from({ length: request.count }, () => service.subscribe()),
      });
    } else if (request.type === 'collect') {
      await service.waitFor(collected + request.count, request.timeoutMs);
      const taken = service.received.slice(collected);
      collected = service.received.length;
      reply({ type: 'arrivals', at: taken.map((push) => push.at), refused: service.refused.splice(0) });
    } else {
      await service.close();
      process.disconnect();
    }
  } catch (error) {
    reply({ type: 'error', message: (error as Error).message });
  }
});
reply({ type: 'ready', origin: service.origin, certificate: service.certificate });
