/** Most units of one product a cart line holds; the app and the server clamp to 1–99. */
export const MAX_LINE_COUNT = 99;

/** Most news posts one `GET /api/posts/{direction}/{limit}` answers (kept free of zod for the page bundle). */
export const POSTS_MAX_LIMIT = 100;

/** Posts on the news page's first page; the service worker warms `/api/posts/-1/<this>` (contract/warm-up.ts). */
export const NEWS_FIRST_PAGE = 6;
