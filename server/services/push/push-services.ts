/**
 * Which push endpoints the server will POST to (issue 28). A subscription is
 * an address the browser hands us, so without this check the subscribe call
 * would make the server call any address (SSRF). Known services only, over
 * https, plus the origins an operator allows with `PUSH_ALLOWED_ORIGINS`
 * (tests' loopback push service, a private push service).
 */
const KNOWN_PUSH_HOSTS: readonly RegExp[] = [
  // Chrome, Chromium-based browsers, Android.
  /^fcm\.googleapis\.com$/,
  // Firefox.
  /^updates\.push\.services\.mozilla\.com$/,
  // Safari on macOS and iOS (home-screen web apps).
  /^web\.push\.apple\.com$/,
  // Edge's Windows Push Notification Services (wns2-*.notify.windows.com and the like).
  /^[a-z0-9-]+\.notify\.windows\.com$/,
];

/** Parses `PUSH_ALLOWED_ORIGINS` (comma-separated origins); a malformed entry is a configuration error. */
export function parseAllowedOrigins(value: string | undefined): string[] {
  if (!value) return [];
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const url = new URL(part);
      if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`not an http(s) origin: ${part}`);
      return url.origin;
    });
}

/** Whether the server may send to this endpoint. */
export function isAllowedPushEndpoint(endpoint: string, allowedOrigins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (allowedOrigins.includes(url.origin)) return true;
  if (url.protocol !== 'https:' || (url.port !== '' && url.port !== '443')) return false;
  return KNOWN_PUSH_HOSTS.some((host) => host.test(url.hostname));
}
