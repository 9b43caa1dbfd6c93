import { isIPv4, isIPv6 } from 'node:net';

export interface RateDecision {
  allowed: boolean;
  /** Seconds until one more hit would be allowed; 0 when this one was. */
  retryAfterSeconds: number;
}

/**
 * Counts hits per key and says whether one more is allowed. Callers `await` the answer, so a
 * shared store (Redis, for several server processes) can replace the in-memory one unchanged.
 */
export interface RateLimiter {
  /** Records a hit for `key` when it is allowed; a refused hit is not recorded. */
  hit(key: string): RateDecision | Promise<RateDecision>;
}

export interface SlidingWindowOptions {
  /** Hits allowed per key within any `windowMs`. */
  limit: number;
  windowMs: number;
  /** Keys kept at most; the least recently allowed ones are dropped beyond it. */
  maxKeys?: number;
  /** Milliseconds since the epoch; injectable so tests can move time. */
  now?: () => number;
}

export interface MemoryRateLimiter extends RateLimiter {
  hit(key: string): RateDecision;
  /** Keys currently tracked (for tests and metrics). */
  readonly size: number;
}

const DEFAULT_MAX_KEYS = 10_000;

/**
 * A sliding-log limiter in process memory: a key may have at most `limit` hits in the last
 * `windowMs`, so there is no burst at a fixed window's edge. Memory stays bounded: each key keeps at
 * most `limit` timestamps, keys whose last hit left the window are pruned on every hit, and at most
 * `maxKeys` keys are kept. Suits one server process; several need a shared store behind `RateLimiter`.
 */
export function createMemoryRateLimiter({
  limit,
  windowMs,
  maxKeys = DEFAULT_MAX_KEYS,
  now = Date.now,
}: SlidingWindowOptions): MemoryRateLimiter {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`rate limit must be a positive integer: ${limit}`);
  if (!(windowMs > 0)) throw new RangeError(`rate window must be positive: ${windowMs}`);
  if (!Number.isInteger(maxKeys) || maxKeys < 1) throw new RangeError(`maxKeys must be a positive integer: ${maxKeys}`);

  // Ascending hit times per key. The map's insertion order is the order of each key's latest
  // allowed hit (a key is re-inserted when it gets one), so expired keys are always at the front.
  const hits = new Map<string, number[]>();

  function prune(cutoff: number): void {
    for (const [key, times] of hits) {
      const latest = times[times.length - 1];
      // Sorted by latest hit: the first key still inside the window ends the scan.
      if (latest !== undefined && latest > cutoff) break;
      hits.delete(key);
    }
  }

  return {
    get size() {
      return hits.size;
    },

    hit(key) {
      const at = now();
      const cutoff = at - windowMs;
      prune(cutoff);
      const times = (hits.get(key) ?? []).filter((time) => time > cutoff);
      const oldest = times[0];
      if (times.length >= limit && oldest !== undefined) {
        // Keeps its place in the map: the order follows allowed hits only.
        hits.set(key, times);
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - at) / 1000)) };
      }
      times.push(at);
      hits.delete(key);
      hits.set(key, times);
      // A flood of distinct keys (spoofed or rotated addresses) must not grow memory without bound.
      for (const first of hits.keys()) {
        if (hits.size <= maxKeys) break;
        hits.delete(first);
      }
      return { allowed: true, retryAfterSeconds: 0 };
    },
  };
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
