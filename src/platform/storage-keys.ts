/**
 * Every record the shop keeps in the device's IndexedDB, by key: one list, so no two slices share a key, and a
 * store can ask whether the device keeps anything of it before it loads the schemas that read it.
 */
export const STORAGE_KEYS = {
  cart: 'cart',
  checkoutDraft: 'checkout',
  favorites: 'favorites',
  ratings: 'ratings',
  viewedStories: 'stories',
  postsLikes: 'postsLikes',
  floatingButtons: 'buttons',
  accountSession: 'accountSession',
  trackedOrders: 'trackedOrders',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];
