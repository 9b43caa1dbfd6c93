import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { createLocalBus, type InvalidationBus, isReadModelKind, READ_MODEL_KINDS, type ReadModelKind } from './bus';

export const INVALIDATION_CHANNEL = 'teply_pirog_read_model';
const RECONNECT_DELAY_MS = 1_000;

export interface PostgresBusOptions {
  url: string;
  channel?: string;
  /** Where connection trouble is reported (the app's logger). */
  onError?: (error: Error) => void;
}

/**
 * Several servers on one PostgreSQL database: a write is applied here at once
 * and announced to the others with NOTIFY on one dedicated connection, which
 * also LISTENs for theirs. While that connection is down, others' notifications
 * are lost, so after reconnecting everything here is treated as stale, and our
 * own writes of that time are announced then.
 */
export async function createPostgresBus({
  url,
  channel = INVALIDATION_CHANNEL,
  onError = () => {},
}: PostgresBusOptions): Promise<InvalidationBus> {
  const local = createLocalBus();
  // Our own notifications come back to us too; the node id tells them apart.
  const nodeId = randomUUID();
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const unannounced = new Set<ReadModelKind>();

  const onNotification = (message: pg.Notification) => {
    if (message.channel !== channel || !message.payload) return;
    const [sender, kind = ''] = message.payload.split(' ');
    if (sender !== nodeId && isReadModelKind(kind)) local.publish(kind);
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', onNotification);
    next.on('error', (error) => {
      onError(error);
      if (client === next) reconnectLater();
    });
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = next;
  };

  const reconnectLater = () => {
    const broken = client;
    client = null;
    broken?.end().catch(() => {});
    if (closed || retry) return;
    retry = setTimeout(async () => {
      retry = undefined;
      try {
        await connect();
        for (const kind of READ_MODEL_KINDS) local.publish(kind);
        for (const kind of unannounced) announce(kind);
      } catch (error) {
        onError(error as Error);
        reconnectLater();
      }
    }, RECONNECT_DELAY_MS);
  };

  const announce = (kind: ReadModelKind) => {
    unannounced.add(kind);
    const current = client;
    if (!current) return;
    current.query('SELECT pg_notify($1, $2)', [channel, `${nodeId} ${kind}`]).then(
      () => unannounced.delete(kind),
      (error: Error) => {
        unannounced.add(kind);
        onError(error);
        if (client === current) reconnectLater();
      },
    );
  };

  await connect();

  return {
    publish(kind: ReadModelKind) {
      local.publish(kind);
      announce(kind);
    },
    subscribe: (listener) => local.subscribe(listener),
    async close() {
      closed = true;
      clearTimeout(retry);
      const current = client;
      client = null;
      await local.close();
      await current?.end();
    },
  };
}
