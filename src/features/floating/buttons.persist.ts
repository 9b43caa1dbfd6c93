import { STORAGE_KEYS } from '../../platform/storage-keys';
import type { StoreBinding } from '../../shared/persisted-store';
import type { ButtonsState, Offset } from './buttons.store';

type StoredButtons = { favorite: Offset; cart: Offset };
/** The offsets' schema, loaded only when there is a record to read. */
let stored: typeof import('./buttons.schemas').StoredButtons | null = null;

const home = (): StoredButtons => ({ favorite: { x: 0, y: 0 }, cart: { x: 0, y: 0 } });

export const buttonsBinding: StoreBinding<ButtonsState, StoredButtons> = {
  codec: {
    key: STORAGE_KEYS.floatingButtons,
    // Version 2: offsets count from the button's slot in the dock, no longer from a screen corner.
    version: 2,
    defaults: home,
    prepare: async () => {
      stored ??= (await import('./buttons.schemas')).StoredButtons;
    },
    parse: (data) => {
      if (!stored) throw new Error('buttons: read before their schema was loaded');
      const parsed = stored.safeParse(data);
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
