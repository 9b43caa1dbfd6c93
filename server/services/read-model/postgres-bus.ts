import pg from 'pg';
import { createLocalBus, type InvalidationBus, isReadModelKind, READ_MODEL_KINDS } from './bus';

/** The channel the catalogue tables' triggers notify on (migration 0011): payload `db <kind>`. */
export const INVALIDATION_CHANNEL = 'teply_pirog_read_model';
const TRIGGER_SENDER = 'db';
const RECONNECT_DELAY_MS = 1_000;

export interface PostgresBusOptions {
  url: string;
  channel?: string;
  /** Where connection trouble is reported (the app's logger). */
  onError?: (error: Error) => void;
}

/**
 * Several servers on one PostgreSQL database. A write made here is applied to
 * this process at once; every node, this one included, then hears it from the
 * database itself: triggers on the catalogue tables NOTIFY when a statement
 * commits, so a change made by another node, by `db:seed` or by SQL typed by
 * hand reaches every read model alike, and no code path has to remember to
 * announce it. While the listening connection is down, notifications are
 * lost, so after reconnecting everything here is treated as stale.
 */
export async function createPostgresBus({
  url,
  channel = INVALIDATION_CHANNEL,
  onError = () => {},
}: PostgresBusOptions): Promise<InvalidationBus> {
  const local = createLocalBus();
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const onNotification = (message: pg.Notification) => {
    if (message.channel !== channel || !message.payload) return;
    const [sender, kind = ''] = message.payload.split(' ');
    if (sender === TRIGGER_SENDER && isReadModelKind(kind)) local.publish(kind);
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
      } catch (error) {
        onError(error as Error);
        reconnectLater();
      }
    }, RECONNECT_DELAY_MS);
  };

  await connect();

  return {
    publish: (kind) => local.publish(kind),
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
