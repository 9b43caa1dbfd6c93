/** Most units of one product a cart line holds; the app and the server clamp to 1–99. */
export const MAX_LINE_COUNT = 99;
