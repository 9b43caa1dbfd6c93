/** What a write can make stale: one kind per table the read model keeps. */
export const READ_MODEL_KINDS = [
  'products',
  'stories',
  'subslides',
  'shops',
  'alerts',
  'promos',
  'posts',
  'delivery',
] as const;
export type ReadModelKind = (typeof READ_MODEL_KINDS)[number];

export const isReadModelKind = (value: string): value is ReadModelKind =>
  (READ_MODEL_KINDS as readonly string[]).includes(value);

/**
 * How a write reaches every server's read model. One process needs nothing
 * but a direct call; several servers on one database pass it through the
 * database (see postgres-bus.ts).
 */
export interface InvalidationBus {
  /** Tells every subscriber, in this process and (if the bus spans them) in others. */
  publish(kind: ReadModelKind): void;
  subscribe(listener: (kind: ReadModelKind) => void): void;
  close(): Promise<void>;
}

/** A single server: a write is seen by this process only, synchronously. */
export function createLocalBus(): InvalidationBus {
  const listeners: ((kind: ReadModelKind) => void)[] = [];
  return {
    publish(kind) {
      for (const listener of listeners) listener(kind);
    },
    subscribe(listener) {
      listeners.push(listener);
    },
    async close() {
      listeners.length = 0;
    },
  };
}
