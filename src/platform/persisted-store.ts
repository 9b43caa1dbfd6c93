import { subscribe } from 'valtio/vanilla';
import { loadSlice, type SliceCodec, saveSlice } from './persistence';
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
 * saves shortly after every change, and adopts another tab's change only when
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

  const adopt = async () => {
    const loaded = await loadSlice(codec);
    if (loaded.savedAt > changedAt(state)) {
      applying = true;
      try {
        apply(state, loaded.data, loaded.savedAt);
      } finally {
        applying = false;
      }
    }
  };

  const ready = adopt();
  const unsubscribe = subscribe(
    state,
    () => {
      if (applying) return;
      clearTimeout(timer);
      timer = setTimeout(() => {
        const savedAt = changedAt(state);
        void saveSlice(codec, select(state), savedAt).then((written) => {
          if (written) announceSliceChange(codec.key, savedAt);
          else void adopt();
        });
      }, SAVE_DELAY_MS);
      // Notified in sync, so changes made by `apply` are recognised and not written back.
    },
    true,
  );
  const stopListening = onSliceChange(codec.key, (change) => {
    if (change.savedAt > changedAt(state)) void adopt();
  });
  return {
    ready,
    stop() {
      clearTimeout(timer);
      unsubscribe();
      stopListening();
    },
  };
}
