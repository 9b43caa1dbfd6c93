import { createAdapter } from '@socket.io/redis-streams-adapter';
import { createRedisClient } from '../redis';

/**
 * The socket.io adapter for several server processes (`REDIS_URL`): a push
 * emitted on one process reaches the user's sockets on every process.
 * The Redis Streams adapter rather than the pub/sub one, because only a
 * stream keeps the events a briefly disconnected socket missed, which
 * connection state recovery replays (the pub/sub adapter does not support
 * recovery). Every key and stream starts with `REDIS_KEY_PREFIX`.
 */
export interface RealtimeRedis {
  adapter: ReturnType<typeof createAdapter>;
  close(): Promise<void>;
}

// Start-up waits this long for Redis, then goes on: the client keeps reconnecting, and the shop must not stay down with it.
const CONNECT_WAIT_MS = 5_000;

export async function connectRealtimeRedis(
  url: string,
  keyPrefix: string,
  log: { warn: (details: object, message: string) => void; error: (details: object, message: string) => void },
): Promise<RealtimeRedis> {
  let down = false;
  const client = createRedisClient(url, {
    onError: (error) => {
      if (down) return;
      down = true; // once per outage: the client retries every few seconds
      log.warn({ err: error }, 'realtime Redis unavailable: pushes reach only this process until it is back');
    },
  });
  client.on('ready', () => {
    down = false;
  });
  const connected = client.connect().then(
    () => true,
    () => false,
  );
  let timer: NodeJS.Timeout | undefined;
  const inTime = await Promise.race([
    connected,
    new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), CONNECT_WAIT_MS);
    }),
  ]);
  clearTimeout(timer);
  if (!inTime) log.error({ url: redactedUrl(url) }, 'realtime Redis not reachable at start; still trying');
  const adapter = createAdapter(client, {
    streamName: `${keyPrefix}socket.io`,
    channelPrefix: `${keyPrefix}socket.io`,
    sessionKeyPrefix: `${keyPrefix}sio:session:`,
    // Pushes carry JSON only: no binary scan of every payload.
    onlyPlaintext: true,
    // How long a stream read blocks: also how long a closing process waits for its reader to stop.
    blockTimeInMs: 1_000,
  });
  return {
    adapter,
    async close() {
      if (client.isReady) await client.close();
      else if (client.isOpen) client.destroy();
    },
  };
}

/** The URL without its password, for a log line. */
function redactedUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}
