import { snapshot } from 'valtio/vanilla';
import type { z } from 'zod';
import type { PersistBinding } from '../platform/persisted-store';
import type { SliceCodec } from '../platform/persistence';
import { parseListLeniently } from './parse-list';

type ListState<K extends string, T> = { [key in K]: T[] } & { changedAt: number };

/** When the entries' stored form changed: the current version and how older records read. */
export interface ListHistory<T> {
  version: number;
  /** Per older version, the schema that reads one of its entries into today's form. */
  older: Readonly<Record<number, z.ZodType<T>>>;
}

/**
 * Persistence for a store whose stored part is one list (cart lines, favorites,
 * ratings, liked posts, viewed stories): a versioned record `{ [field]: T[] }`
 * read entry by entry through the contract schema.
 */
export function listSlice<K extends string, T, S extends ListState<K, T>>(
  key: string,
  field: K,
  schema: z.ZodType<T>,
  history: ListHistory<T> = { version: 1, older: {} },
): Omit<PersistBinding<S, Record<K, T[]>>, 'state'> {
  const read = (entrySchema: z.ZodType<T>, data: unknown): Record<K, T[]> | null => {
    const list = parseListLeniently(entrySchema, (data as Record<string, unknown> | null)?.[field], key);
    return list ? ({ [field]: list } as Record<K, T[]>) : null;
  };
  const codec: SliceCodec<Record<K, T[]>> = {
    key,
    version: history.version,
    defaults: () => ({ [field]: [] }) as unknown as Record<K, T[]>,
    parse: (data) => read(schema, data),
    migrate(data, fromVersion) {
      const olderSchema = history.older[fromVersion];
      return olderSchema ? read(olderSchema, data) : null;
    },
  };
  return {
    codec,
    // A Valtio snapshot is plain data that IndexedDB can clone; the live proxy is not.
    select: (state) => ({ [field]: (snapshot(state) as ListState<K, T>)[field] }) as unknown as Record<K, T[]>,
    apply: (state, data, savedAt) => {
      (state as ListState<K, T>)[field] = data[field] as ListState<K, T>[K];
      state.changedAt = savedAt;
    },
    changedAt: (state) => state.changedAt,
  };
}
