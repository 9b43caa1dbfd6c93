import { snapshot } from 'valtio/vanilla';
import type { z } from 'zod';
import type { PersistBinding } from '../platform/persisted-store';
import type { SliceCodec } from '../platform/persistence';
import { loadedForReading } from './load-once';
import { parseListLeniently } from './parse-list';

type ListState<K extends string, T> = { [key in K]: T[] } & { changedAt: number };

/**
 * How one entry of the list is read: the current version's schema, and per older version the one that reads its
 * entries into today's form.
 */
export interface ListSchemas<T> {
  current: z.ZodType<T>;
  older?: Readonly<Record<number, z.ZodType<T>>>;
}

/**
 * Persistence for a store whose stored part is one list (cart lines, favorites,
 * ratings, liked posts, viewed stories): a versioned record `{ [field]: T[] }`
 * read entry by entry through the contract schema. The schemas load only when
 * there is a record to read (`SliceCodec.prepare`): writing needs none of them.
 */
export function listSlice<K extends string, T, S extends ListState<K, T>>(
  key: string,
  field: K,
  version: number,
  loadSchemas: () => Promise<ListSchemas<T>>,
): Omit<PersistBinding<S, Record<K, T[]>>, 'state'> {
  const schemas = loadedForReading(key, loadSchemas);
  const read = (entrySchema: z.ZodType<T>, data: unknown): Record<K, T[]> | null => {
    const list = parseListLeniently(entrySchema, (data as Record<string, unknown> | null)?.[field], key);
    return list ? ({ [field]: list } as Record<K, T[]>) : null;
  };
  const codec: SliceCodec<Record<K, T[]>> = {
    key,
    version,
    defaults: () => ({ [field]: [] }) as unknown as Record<K, T[]>,
    prepare: schemas.prepare,
    parse: (data) => read(schemas.get().current, data),
    migrate(data, fromVersion) {
      const olderSchema = schemas.get().older?.[fromVersion];
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
