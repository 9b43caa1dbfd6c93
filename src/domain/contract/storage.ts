import { z } from 'zod';
import { CartItem } from './cart';
import { Byn, EntityId, Percent, Picture, safeText } from './common';

/** Limits that keep a sync request small; far above any real cart. */
export const STORAGE_MAX_LINES = 200;
export const STORAGE_MAX_FAVORITES = 500;

/** A favorite as the device keeps it: enough to render the favorites list offline. */
export const FavoriteItem = z.object({
  _id: EntityId,
  title: z.string(),
  cost: Byn,
  discount: Percent,
  image: Picture,
});
export type FavoriteItem = z.infer<typeof FavoriteItem>;

/**
 * `POST /api/storage/update` (SPEC §7): the device's cart and favorites. Counts
 * may be out of range (they are clamped); prices and titles are not trusted,
 * only compared with the catalogue's. A cost is still money in the one wire
 * spelling (BYN to the kopeck): the app only ever sends prices the server gave it.
 */
export const StorageUpdateBody = z.object({
  cartData: z
    .array(
      CartItem.extend({
        count: z.number().int('Количество должно быть целым числом'),
        title: safeText().max(300),
        discount: z.number().optional(),
      }),
    )
    .max(STORAGE_MAX_LINES, 'Слишком много позиций в корзине'),
  favorites: z.array(z.object({ _id: EntityId })).max(STORAGE_MAX_FAVORITES, 'Слишком много избранных товаров'),
});
export type StorageUpdateBody = z.infer<typeof StorageUpdateBody>;

export const StorageChange = z.object({
  _id: EntityId,
  title: z.string(),
  /** `repriced`: cost or discount changed; `withdrawn`: no longer sold, dropped. */
  kind: z.enum(['repriced', 'withdrawn']),
});
export type StorageChange = z.infer<typeof StorageChange>;

export const StorageUpdateAnswer = z.object({
  newCartData: z.array(CartItem),
  newFavorites: z.array(FavoriteItem),
  changes: z.array(StorageChange),
});
export type StorageUpdateAnswer = z.infer<typeof StorageUpdateAnswer>;
