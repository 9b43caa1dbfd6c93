import { describe, expect, it } from 'vitest';
import { cacheControlFor } from './assets';

const YEAR_SECONDS = 60 * 60 * 24 * 365;

function maxAge(header: string): number | undefined {
  const match = /(?:^|[\s,])max-age=(\d+)/.exec(header);
  return match ? Number(match[1]) : undefined;
}

describe('cacheControlFor', () => {
  it.each([
    '/assets/x-abc123.js',
    '/assets/index-BxK3f9aQ.css',
    '/assets/entry-client-Dq1w2e3r.js',
    '/assets/chunks/router-9f8e7d.js',
  ])('keeps hashed build output %s for a year, immutable', (url) => {
    const header = cacheControlFor(url);
    expect(header).toContain('immutable');
    expect(header).toContain('public');
    expect(maxAge(header)).toBe(YEAR_SECONDS);
  });

  it.each(['/sw.js', '/manifest.webmanifest', '/index.html', '/offline.html'])(
    'makes the browser revalidate %s every time',
    (url) => {
      const header = cacheControlFor(url);
      expect(header).toContain('no-cache');
      expect(header).not.toContain('immutable');
      expect(maxAge(header) ?? 0).toBe(0);
    },
  );

  it.each([
    '/images/products/kapusta-yaytso-640.avif',
    '/images/products/kapusta-yaytso-320.webp',
    '/images/stories/novinki.webp',
    '/icons/icon-192.png',
    '/favicon.ico',
  ])('caches the unhashed file %s for less than a year and not immutable', (url) => {
    const header = cacheControlFor(url);
    expect(header).not.toContain('immutable');
    expect(maxAge(header) ?? 0).toBeGreaterThan(0);
    expect(maxAge(header) ?? 0).toBeLessThan(YEAR_SECONDS);
  });
});
