import { isIPv4, isIPv6 } from 'node:net';

export interface RateDecision {
  allowed: boolean;
  /** Seconds until one more hit would be allowed; 0 when this one was. */
  retryAfterSeconds: number;
}

/**
 * Counts hits per key and says whether one more is allowed; made by `createRateLimiter`
 * (rate-limiters.ts), in memory or in Redis, so routes never know which.
 */
export interface RateLimiter {
  /** Counts a hit for `key`; a refused one does not lengthen the wait. */
  hit(key: string): Promise<RateDecision>;
}

/** A limit: at most `limit` hits per key within a window of `windowMs` (whole seconds). */
export interface RateLimit {
  limit: number;
  windowMs: number;
}

/** Eight 16-bit groups of an IPv6 address (zone and embedded IPv4 handled), or `null` when it is not one. */
function ipv6Groups(address: string): number[] | null {
  const plain = address.split('%')[0] ?? '';
  if (!isIPv6(plain)) return null;
  let text = plain;
  const lastColon = text.lastIndexOf(':');
  const tail = text.slice(lastColon + 1);
  if (isIPv4(tail)) {
    const [a = 0, b = 0, c = 0, d = 0] = tail.split('.').map(Number);
    text = `${text.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const part = (value: string) => (value === '' ? [] : value.split(':').map((group) => Number.parseInt(group, 16)));
  const front = part(head);
  const back = rest === undefined ? [] : part(rest);
  const zeros = rest === undefined ? 0 : 8 - front.length - back.length;
  return [...front, ...Array.from({ length: zeros }, () => 0), ...back];
}

/**
 * The rate-limit key of a client address. An IPv4 address (also when IPv4-mapped) is its own key;
 * an IPv6 address is keyed by its /64, because one subscriber usually holds a whole /64 and could
 * otherwise step through fresh addresses to dodge the limit.
 */
export function clientKey(ip: string): string {
  const groups = ipv6Groups(ip);
  if (!groups) return ip;
  const [g0, g1, g2, g3, g4, g5, g6 = 0, g7 = 0] = groups;
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0xffff) {
    return `${g6 >> 8}.${g6 & 0xff}.${g7 >> 8}.${g7 & 0xff}`;
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
