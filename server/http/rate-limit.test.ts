import { describe, expect, it } from 'vitest';
import { clientKey, createMemoryRateLimiter } from './rate-limit';

const MINUTE = 60_000;

/** A clock the test moves by hand. */
function manualClock(start = 1_800_000_000_000) {
  let at = start;
  return {
    now: () => at,
    set: (offsetMs: number) => {
      at = start + offsetMs;
    },
  };
}

describe('createMemoryRateLimiter', () => {
  it('allows `limit` hits in the window, then refuses with the seconds until the oldest hit expires', () => {
    const clock = manualClock();
    const limiter = createMemoryRateLimiter({ limit: 3, windowMs: 10 * MINUTE, now: clock.now });
    for (let i = 0; i < 3; i++) expect(limiter.hit('a')).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 600 });
    clock.set(10 * MINUTE - 1500);
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 2 });
  });

  it('slides: at each moment only the hits of the last window count, not a fixed bucket', () => {
    const clock = manualClock();
    const limiter = createMemoryRateLimiter({ limit: 5, windowMs: 10 * MINUTE, now: clock.now });
    for (let minute = 0; minute < 5; minute++) {
      clock.set(minute * MINUTE);
      expect(limiter.hit('ip').allowed).toBe(true);
    }
    clock.set(10 * MINUTE - 1);
    expect(limiter.hit('ip')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    // The hit of minute 0 has left the window: exactly one more is allowed, not a fresh five.
    clock.set(10 * MINUTE);
    expect(limiter.hit('ip').allowed).toBe(true);
    expect(limiter.hit('ip')).toEqual({ allowed: false, retryAfterSeconds: 60 });
    clock.set(11 * MINUTE);
    expect(limiter.hit('ip').allowed).toBe(true);
    expect(limiter.hit('ip').allowed).toBe(false);
  });

  it('does not record refused hits, so hammering does not extend the wait', () => {
    const clock = manualClock();
    const limiter = createMemoryRateLimiter({ limit: 2, windowMs: MINUTE, now: clock.now });
    limiter.hit('k');
    limiter.hit('k');
    for (let second = 1; second < 60; second++) {
      clock.set(second * 1000);
      expect(limiter.hit('k').allowed).toBe(false);
    }
    clock.set(MINUTE);
    expect(limiter.hit('k').allowed).toBe(true);
  });

  it('keeps keys apart', () => {
    const limiter = createMemoryRateLimiter({ limit: 1, windowMs: MINUTE, now: manualClock().now });
    expect(limiter.hit('a').allowed).toBe(true);
    expect(limiter.hit('a').allowed).toBe(false);
    expect(limiter.hit('b').allowed).toBe(true);
  });

  it('prunes keys whose hits have all left the window', () => {
    const clock = manualClock();
    const limiter = createMemoryRateLimiter({ limit: 5, windowMs: MINUTE, now: clock.now });
    for (let i = 0; i < 100; i++) limiter.hit(`10.0.0.${i}`);
    expect(limiter.size).toBe(100);
    clock.set(MINUTE / 2);
    limiter.hit('late');
    expect(limiter.size).toBe(101);
    clock.set(MINUTE);
    limiter.hit('later');
    expect(limiter.size).toBe(2);
    clock.set(2 * MINUTE);
    limiter.hit('last');
    expect(limiter.size).toBe(1);
  });

  it('holds at most `maxKeys` keys, dropping the least recently allowed', () => {
    const clock = manualClock();
    const limiter = createMemoryRateLimiter({ limit: 1, windowMs: MINUTE, maxKeys: 3, now: clock.now });
    for (const [second, key] of ['a', 'b', 'c', 'd', 'e'].entries()) {
      clock.set(second * 1000);
      expect(limiter.hit(key).allowed).toBe(true);
    }
    expect(limiter.size).toBe(3);
    // `a` and `b` were forgotten; `e` is still counted.
    expect(limiter.hit('a').allowed).toBe(true);
    expect(limiter.hit('e').allowed).toBe(false);
  });

  it('refuses a nonsensical configuration', () => {
    expect(() => createMemoryRateLimiter({ limit: 0, windowMs: MINUTE })).toThrow(RangeError);
    expect(() => createMemoryRateLimiter({ limit: 1.5, windowMs: MINUTE })).toThrow(RangeError);
    expect(() => createMemoryRateLimiter({ limit: 1, windowMs: 0 })).toThrow(RangeError);
    expect(() => createMemoryRateLimiter({ limit: 1, windowMs: Number.NaN })).toThrow(RangeError);
    expect(() => createMemoryRateLimiter({ limit: 1, windowMs: MINUTE, maxKeys: 0 })).toThrow(RangeError);
  });
});

describe('clientKey', () => {
  it('keys IPv4 by the address, also when IPv4-mapped', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:cb00:7107')).toBe('203.0.113.7');
  });

  it('keys IPv6 by its /64, whatever the spelling', () => {
    const key = clientKey('2001:db8:1:2::a');
    expect(key).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0db8:0001:0002:ffff:0:0:1')).toBe(key);
    expect(clientKey('2001:DB8:1:2:3:4:5:6')).toBe(key);
    expect(clientKey('2001:db8:1:3::a')).not.toBe(key);
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientKey('64:ff9b::203.0.113.7')).toBe('64:ff9b:0:0::/64');
  });

  it('passes anything else through unchanged', () => {
    expect(clientKey('unknown')).toBe('unknown');
    expect(clientKey('')).toBe('');
  });
});
