/** Reads one cookie from a Cookie header (server) or `document.cookie` (browser). */
export function readCookie(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/** A small first-party hint cookie the server may read to render without a flash. */
export function writeHintCookie(name: string, value: string, maxAgeDays = 180): void {
  if (typeof document === 'undefined') return;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and Firefox; this is a plain hint cookie.
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeDays * 86_400}; Path=/; SameSite=Lax`;
}

/** A hint cookie for this browser session only (no Max-Age): the browser drops it when it is closed. */
export function writeSessionHintCookie(name: string, value: string): void {
  if (typeof document === 'undefined') return;
  // biome-ignore lint/suspicious/noDocumentCookie: see writeHintCookie.
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; SameSite=Lax`;
}

/** Removes a hint cookie this app wrote (never an httpOnly one: the page cannot see or touch those). */
export function forgetHintCookie(name: string): void {
  if (typeof document === 'undefined') return;
  // biome-ignore lint/suspicious/noDocumentCookie: see writeHintCookie.
  document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
}
