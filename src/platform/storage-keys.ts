/** Every record the shop keeps in the device's IndexedDB, by key: one list, so no two slices share a key. */
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
