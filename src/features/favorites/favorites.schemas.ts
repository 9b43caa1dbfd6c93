import { KopecksAmount } from '../../domain/contract/common';
import { FavoriteItem } from '../../domain/contract/storage';

/** A favorite as the device keeps it: the cost already in kopecks, as the store holds it. */
export const StoredFavoriteItem = FavoriteItem.extend({ cost: KopecksAmount });

/**
 * Version 1 records kept the wire's BYN (`cost: 27.5`); the contract's own
 * schema decodes those into kopecks, so an updated app keeps the favorites.
 */
export const favoriteSchemas = { current: StoredFavoriteItem, older: { 1: FavoriteItem } };
