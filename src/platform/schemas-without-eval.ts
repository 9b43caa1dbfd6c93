/** Zod's settings object: it adopts one already on `globalThis` when it loads, and keeps reading it after. */
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

/**
 * Zod compiles fast object parsers with `new Function` where it may, and finds
 * out whether it may by trying `new Function('')` once, when the first object
 * schema is built. Our CSP has no 'unsafe-eval', so the attempt throws (Zod
 * catches it) — but Chromium still reports it as a Content-Security-Policy
 * violation (DevTools' issues panel, Lighthouse's best practices). The browser
 * only checks small payloads, so Zod's interpreter is plenty: the browser entry
 * calls this before any schema exists (schemas reach the browser only in
 * lazily loaded chunks).
 *
 * It sets Zod's shared settings object directly rather than through
 * `z.config()`: Zod supports settings placed there before it loads, and
 * importing Zod here would pull part of it into the first page's JavaScript.
 */
export function buildSchemasWithoutEval(): void {
  globalThis.__zod_globalConfig ??= {};
  globalThis.__zod_globalConfig.jitless = true;
}
