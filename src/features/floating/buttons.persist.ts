import { z } from 'zod';
import type { StoreBinding } from '../../shared/persisted-store';
import type { ButtonsState, Offset } from './buttons.store';

const OffsetSchema = z.object({ x: z.number().finite(), y: z.number().finite() });
const Stored = z.object({ favorite: OffsetSchema, cart: OffsetSchema });
type StoredButtons = { favorite: Offset; cart: Offset };

export const buttonsBinding: StoreBinding<ButtonsState, StoredButtons> = {
  codec: {
    key: 'buttons',
    version: 1,
    defaults: () => ({ favorite: { x: 0, y: 0 }, cart: { x: 0, y: 0 } }),
    parse: (data) => {
      const parsed = Stored.safeParse(data);
      return parsed.success ? parsed.data : null;
    },
  },
  select: (state) => ({ favorite: { ...state.favorite }, cart: { ...state.cart } }),
  apply: (state, data, savedAt) => {
    state.favorite = data.favorite;
    state.cart = data.cart;
    state.changedAt = savedAt;
  },
  changedAt: (state) => state.changedAt,
};
