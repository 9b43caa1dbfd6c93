import { subscribe } from 'valtio/vanilla';
import { type LoadedSlice, loadSlice, readSlice, type SliceCodec, saveSlice } from './persistence';
import { announceSliceChange, onSliceChange } from './tab-sync';

export interface PersistBinding<S extends object, T> {
  state: S;
  codec: SliceCodec<T>;
  /** The part of the state that is stored. */
  select: (state: S) => T;
  /** Puts stored data into the state (from this tab's storage or another tab's change). */
  apply: (state: S, data: T, savedAt: number) => void;
  /** When the state last changed through an action, in ms since the epoch. */
  changedAt: (state: S) => number;
}

const SAVE_DELAY_MS = 50;

/**
 * Keeps a Valtio store in IndexedDB and in step with other tabs: loads once,
 * saves every change (a lone one at once, a burst in one write), and adopts another tab's change only when
 * it is newer than this tab's last change. Returns a function that unbinds.
 */
export function persistStore<S extends object, T>(
  binding: PersistBinding<S, T>,
): {
  ready: Promise<void>;
  stop: () => void;
} {
  const { state, codec, select, apply, changedAt } = binding;
  let applying = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const adoptIfNewer = (loaded: LoadedSlice<T>) => {
    if (loaded.savedAt <= changedAt(state)) return;
    applying = true;
    try {
      apply(state, loaded.data, loaded.savedAt);
    } finally {
      applying = false;
    }
  };
  const adopt = async () => adoptIfNewer(await loadSlice(codec));
  const warnUnread = (error: unknown) =>
    console.warn(`[persistence] ${codec.key}: a stored change was not read`, error);
  let lastWriteAt = Number.NEGATIVE_INFINITY;
  const write = () => {
    timer = undefined;
    lastWriteAt = Date.now();
    // The state as it is now: the changes made while the write waited go in it.
    void saveSlice(codec, select(state), changedAt(state)).then((written) => {
      if (!written) adopt().catch(warnUnread);
    });
  };
  /*
   * The first change is written at once (in the next task, with whatever else the same action changed); changes
   * following it within SAVE_DELAY_MS go together in one write at its end. A write delayed after a lone change
   * was lost when the page was left in the meantime: a pie added and the cart link followed, whose page the server
   * answered from its cache in a few milliseconds.
   */
  const save = () => {
    if (timer !== undefined) return;
    timer = setTimeout(write, Math.max(0, lastWriteAt + SAVE_DELAY_MS - Date.now()));
  };

  // The binding's code loads after hydration, so a shopper may already have changed the state (a pie
  // added on a busy phone): that change is newer than the stored copy and is saved now, not at the next one.
  const ready = loadSlice(codec).then(
    (loaded) => {
      if (loaded.savedAt < changedAt(state)) save();
      else adoptIfNewer(loaded);
    },
    (error: unknown) => {
      // A record that could not be read (its schemas did not load, offline) is never written over.
      stop();
      throw error;
    },
  );
  let announcing = false;
  // Other tabs hear the change at the end of the action that made it (a microtask), before the
  // debounced IndexedDB write, which a busy device can make take hundreds of ms. They adopt it only
  // if it is newer than theirs, so an older change never overwrites a newer one, and a tab that
  // missed the message loads the record.
  const announce = () => {
    announcing = false;
    announceSliceChange(codec.key, { version: codec.version, savedAt: changedAt(state), data: select(state) });
  };
  const unsubscribe = subscribe(
    state,
    () => {
      if (applying) return;
      if (!announcing) {
        announcing = true;
        queueMicrotask(announce);
      }
      save();
      // Notified in sync, so changes made by `apply` are recognised and not written back.
    },
    true,
  );
  const stopListening = onSliceChange(codec.key, (change) => {
    if (change.record.savedAt <= changedAt(state)) return;
    // The message carries the change, checked like stored data: no IndexedDB round trip before the
    // other tab shows it. IndexedDB stays the record (a tab that missed the message loads it).
    void readSlice(codec, change.record).then((received) => {
      if (received.savedAt === change.record.savedAt) adoptIfNewer(received);
      else adopt().catch(warnUnread);
    }, warnUnread);
  });
  function stop() {
    clearTimeout(timer);
    timer = undefined;
    unsubscribe();
    stopListening();
  }
  return { ready, stop };
}
