import { clear, del, get, type UseStore, update } from 'idb-keyval';
import { BRAND } from '../domain/brand/brand';
import { createHealingStore } from './idb-store';

/**
 * One place that talks to IndexedDB. Each persisted slice is a versioned record
 * `{ version, savedAt, data }`; reading goes through the slice's parser, so
 * corrupt, foreign or old data is migrated or replaced (and logged), never thrown.
 * When IndexedDB cannot be used (private mode, quota, blocked) everything keeps
 * working in memory and `onUnavailable` listeners hear about it once.
 */

export interface PersistedRecord<T> {
  version: number;
  savedAt: number;
  data: T;
}

export interface SliceCodec<T> {
  key: string;
  version: number;
  defaults: () => T;
  /** Validates stored data of the current version; returns null when it does not fit. */
  parse: (data: unknown) => T | null;
  /** Upgrades data written by an older version; null when it cannot be upgraded. */
  migrate?: (data: unknown, fromVersion: number) => T | null;
  /**
   * Loads what `parse` and `migrate` need (their schemas), called before them: so they load only when there is a
   * record to read, and a slice the device keeps nothing of never builds them.
   */
  prepare?: () => Promise<void>;
}

export interface LoadedSlice<T> {
  data: T;
  savedAt: number;
}

type Listener = () => void;

const STORE_NAME = 'state';

/**
 * Whose state this document keeps: the shopper's device state, or the kiosk's
 * current customer (issue 15), each in its own IndexedDB database and
 * BroadcastChannel, so a kiosk reset drops one namespace and never touches a
 * shopper's data on the same origin.
 */
export type StorageNamespace = 'shopper' | 'kiosk';

export const STORAGE_DATABASES: Record<StorageNamespace, string> = {
  shopper: BRAND.slug,
  kiosk: `${BRAND.slug}-kiosk`,
};

let namespace: StorageNamespace = 'shopper';
const stores = new Map<StorageNamespace, UseStore>();
let unavailable = false;
const unavailableListeners = new Set<Listener>();
const memories = new Map<StorageNamespace, Map<string, PersistedRecord<unknown>>>();
const memoryValueMaps = new Map<StorageNamespace, Map<string, unknown>>();

function namespaced<V>(maps: Map<StorageNamespace, Map<string, V>>): Map<string, V> {
  let map = maps.get(namespace);
  if (!map) {
    map = new Map();
    maps.set(namespace, map);
  }
  return map;
}

/**
 * Switches the document to another namespace. Call before the stores of that
 * namespace mount (the kiosk app does, and switches back when it unmounts).
 */
export function switchStorageNamespace(next: StorageNamespace): void {
  namespace = next;
}

export function storageNamespace(): StorageNamespace {
  return namespace;
}

/** The database (and channel prefix) of the active namespace. */
export function storageDatabaseName(): string {
  return STORAGE_DATABASES[namespace];
}

function markUnavailable(reason: unknown): void {
  if (unavailable) return;
  unavailable = true;
  console.warn('[persistence] IndexedDB is unavailable; keeping state in memory only', reason);
  for (const listener of unavailableListeners) listener();
}

function idb(): UseStore | null {
  if (unavailable) return null;
  if (typeof indexedDB === 'undefined') {
    markUnavailable(new Error('indexedDB is not defined'));
    return null;
  }
  let store = stores.get(namespace);
  if (!store) {
    store = createHealingStore(STORAGE_DATABASES[namespace], STORE_NAME);
    stores.set(namespace, store);
  }
  return store;
}

/** Calls `listener` once if IndexedDB turns out to be unusable (at once, if it already has). */
export function onStorageUnavailable(listener: Listener): () => void {
  if (unavailable) {
    listener();
    return () => {};
  }
  unavailableListeners.add(listener);
  return () => unavailableListeners.delete(listener);
}

function isRecord(value: unknown): value is PersistedRecord<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { version?: unknown }).version === 'number' &&
    typeof (value as { savedAt?: unknown }).savedAt === 'number' &&
    'data' in value
  );
}

/** Turns whatever is stored under a slice's key into valid data. */
export function decodeSlice<T>(codec: SliceCodec<T>, raw: unknown): LoadedSlice<T> {
  if (raw === undefined) return { data: codec.defaults(), savedAt: 0 };
  if (!isRecord(raw)) {
    console.warn(`[persistence] ${codec.key}: unreadable record replaced with defaults`, raw);
    return { data: codec.defaults(), savedAt: 0 };
  }
  const data =
    raw.version === codec.version
      ? codec.parse(raw.data)
      : raw.version < codec.version
        ? (codec.migrate?.(raw.data, raw.version) ?? null)
        : null;
  if (data === null) {
    console.warn(`[persistence] ${codec.key}: version ${raw.version} data did not fit; replaced with defaults`);
    return { data: codec.defaults(), savedAt: 0 };
  }
  return { data, savedAt: raw.savedAt };
}

export async function loadSlice<T>(codec: SliceCodec<T>): Promise<LoadedSlice<T>> {
  return readSlice(codec, await loadRecord(codec.key));
}

/** Decodes a record read from storage or heard from another tab, with the codec prepared first. */
export async function readSlice<T>(codec: SliceCodec<T>, raw: unknown): Promise<LoadedSlice<T>> {
  if (raw !== undefined) await codec.prepare?.();
  return decodeSlice(codec, raw);
}

async function loadRecord(key: string): Promise<unknown> {
  const target = idb();
  if (!target) return namespaced(memories).get(key);
  try {
    return await get(key, target);
  } catch (error) {
    markUnavailable(error);
    return namespaced(memories).get(key);
  }
}

/**
 * Stores a slice unless a newer copy is already stored (another tab changed it
 * later): in one transaction, so two tabs never overwrite each other's newer
 * change. Resolves `false` when the stored copy was newer and was kept.
 */
export async function saveSlice<T>(codec: SliceCodec<T>, data: T, savedAt: number): Promise<boolean> {
  const record: PersistedRecord<T> = { version: codec.version, savedAt, data };
  const target = idb();
  if (!target) {
    namespaced(memories).set(codec.key, record);
    return true;
  }
  let written = true;
  try {
    await update(
      codec.key,
      (stored: unknown) => {
        if (isRecord(stored) && stored.savedAt > savedAt) {
          written = false;
          return stored;
        }
        return record;
      },
      target,
    );
  } catch (error) {
    if (error instanceof DOMException && error.name === 'DataCloneError') {
      console.error(`[persistence] ${codec.key}: data is not storable`, error);
      return false;
    }
    markUnavailable(error);
    namespaced(memories).set(codec.key, record);
  }
  return written;
}

/** Removes a slice's record (e.g. what an account kept once the shopper signs out): it then loads as its defaults. */
export async function forgetSlice(codec: Pick<SliceCodec<unknown>, 'key'>): Promise<void> {
  namespaced(memories).delete(codec.key);
  const target = idb();
  if (!target) return;
  try {
    await del(codec.key, target);
  } catch (error) {
    markUnavailable(error);
  }
}

/**
 * Reads one plain value kept beside the slices (not a versioned record of a
 * store), e.g. the current checkout attempt; `undefined` when none is kept.
 * The caller checks what it reads: the value may be foreign or corrupt.
 */
export async function loadValue(key: string): Promise<unknown> {
  const target = idb();
  if (!target) return namespaced(memoryValueMaps).get(key);
  try {
    return await get(key, target);
  } catch (error) {
    markUnavailable(error);
    return namespaced(memoryValueMaps).get(key);
  }
}

/**
 * Reads, changes and writes one plain value in one transaction, so two tabs
 * changing it at once never lose each other's write. `change` gets what is
 * stored (unchecked) and returns the value to keep, or `undefined` to delete it.
 */
export async function updateValue<T>(key: string, change: (stored: unknown) => T | undefined): Promise<T | undefined> {
  const target = idb();
  const inMemory = () => {
    const memoryValues = namespaced(memoryValueMaps);
    const next = change(memoryValues.get(key));
    if (next === undefined) memoryValues.delete(key);
    else memoryValues.set(key, next);
    return next;
  };
  if (!target) return inMemory();
  try {
    let kept: T | undefined;
    await update(
      key,
      (stored: unknown) => {
        kept = change(stored);
        return kept;
      },
      target,
    );
    // idb-keyval's update stores `undefined` as a value; a deleted value reads back the same way.
    return kept;
  } catch (error) {
    markUnavailable(error);
    return inMemory();
  }
}

/**
 * Drops everything the active namespace keeps (its IndexedDB records and the
 * in-memory copies kept when IndexedDB is unusable). Unmount the namespace's
 * stores first, so no pending save writes old data back afterwards.
 */
export async function clearStorageNamespace(): Promise<void> {
  namespaced(memories).clear();
  namespaced(memoryValueMaps).clear();
  const target = idb();
  if (!target) return;
  try {
    await clear(target);
  } catch (error) {
    markUnavailable(error);
  }
}
