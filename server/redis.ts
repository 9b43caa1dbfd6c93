import { createClient } from 'redis';

/**
 * Redis, used only when `REDIS_URL` is set (several server processes behind
 * one address, issue 14): the socket.io adapter and the rate limits keep
 * their shared state there. Without it nothing in the shop imports a
 * connection, so the default run and the default tests stay embedded.
 */
export type RedisClient = ReturnType<typeof clientWith>;

export interface RedisClientOptions {
  /**
   * Commands fail at once while the connection is down instead of waiting in
   * a queue: a rate limit must answer now (it falls back to its own memory),
   * not when Redis is back.
   */
  failFast?: boolean;
  /** Connection trouble; the client reconnects by itself. */
  onError?: (error: Error) => void;
}

// Reconnect at once, then back off to at most 2 s: a short outage should not leave the shop on its fallbacks long.
const reconnectDelay = (retries: number): number => Math.min(50 * 2 ** retries, 2_000);

const clientWith = (url: string, failFast: boolean) =>
  createClient({
    url,
    disableOfflineQueue: failFast,
    socket: { connectTimeout: 5_000, reconnectStrategy: reconnectDelay },
  });

/** A client that is not connected yet (`await client.connect()`). */
export function createRedisClient(url: string, { failFast = false, onError }: RedisClientOptions = {}): RedisClient {
  const client = clientWith(url, failFast);
  // Without a listener an `error` event would end the process; the client keeps reconnecting on its own.
  client.on('error', (error: Error) => onError?.(error));
  return client;
}

/**
 * One fail-fast connection per URL for the whole process, made on first use
 * and connected in the background: the rate limiters are created
 * synchronously while the app is built. `closeSharedRedis` ends them at shutdown.
 */
const shared = new Map<string, RedisClient>();
const errorListeners = new Set<(error: Error) => void>();

export function sharedRedis(url: string, onError?: (error: Error) => void): RedisClient {
  if (onError) errorListeners.add(onError);
  let client = shared.get(url);
  if (!client) {
    // Told once per outage: the client retries every few seconds and each retry fails the same way.
    let down = false;
    const made = createRedisClient(url, {
      failFast: true,
      onError: (error) => {
        if (down) return;
        down = true;
        for (const listener of errorListeners) listener(error);
      },
    });
    made.on('ready', () => {
      down = false;
    });
    // A refused first connection is retried by the client itself; callers fall back meanwhile.
    made.connect().catch(() => {});
    shared.set(url, made);
    client = made;
  }
  return client;
}

export async function closeSharedRedis(): Promise<void> {
  const clients = [...shared.values()];
  shared.clear();
  errorListeners.clear();
  // A client still trying to connect would wait for it on `close()`; nothing of it is worth waiting for.
  await Promise.all(clients.map((client) => (client.isReady ? client.close() : client.isOpen && client.destroy())));
}
