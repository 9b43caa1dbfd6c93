import { STORAGE_KEYS } from '../../platform/storage-keys';
import { loadedForReading } from '../../shared/load-once';
import type { StoreBinding } from '../../shared/persisted-store';
import type { ButtonsState, Offset } from './buttons.store';

type StoredButtons = { favorite: Offset; cart: Offset };
const stored = loadedForReading(STORAGE_KEYS.floatingButtons, () =>
  import('./buttons.schemas').then(({ StoredButtons }) => StoredButtons),
);

const home = (): StoredButtons => ({ favorite: { x: 0, y: 0 }, cart: { x: 0, y: 0 } });

export const buttonsBinding: StoreBinding<ButtonsState, StoredButtons> = {
  codec: {
    key: STORAGE_KEYS.floatingButtons,
    // Version 2: offsets count from the button's slot in the dock, no longer from a screen corner.
    version: 2,
    defaults: home,
    prepare: stored.prepare,
    parse: (data) => {
      const parsed = stored.get().safeParse(data);
      return parsed.success ? parsed.data : null;
    },
    // An offset from the old corner would put the button somewhere arbitrary: start again from the dock.
    migrate: home,
  },
  select: (state) => ({ favorite: { ...state.favorite }, cart: { ...state.cart } }),
  apply: (state, data, savedAt) => {
    state.favorite = data.favorite;
    state.cart = data.cart;
    state.changedAt = savedAt;
  },
  changedAt: (state) => state.changedAt,
};
