import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { cacheControlFor, installBuiltAssets } from './assets';

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

  it.each([
    '/sw.js',
    '/manifest.webmanifest',
    '/staff.webmanifest',
    '/kiosk.webmanifest',
    '/index.html',
    '/brand/logo.svg',
    '/noscript.css',
    '/favicon.ico',
  ])('makes the browser revalidate the unhashed file %s every time', (url) => {
    const header = cacheControlFor(url);
    expect(header).toContain('no-cache');
    expect(header).not.toContain('immutable');
    expect(maxAge(header) ?? 0).toBe(0);
  });

  it.each([
    '/images/products/kapusta-yaytso-640.avif',
    '/images/products/kapusta-yaytso-320.webp',
    '/images/generated/icons/apple-touch-icon-180.png',
  ])('caches the generated picture %s for less than a year and not immutable', (url) => {
    const header = cacheControlFor(url);
    expect(header).not.toContain('immutable');
    expect(maxAge(header) ?? 0).toBeGreaterThan(0);
    expect(maxAge(header) ?? 0).toBeLessThan(YEAR_SECONDS);
  });
});

describe('installBuiltAssets', () => {
  it('answers a revalidation of an unhashed file with 304', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'teply-pirog-assets-'));
    const app = Fastify();
    try {
      await mkdir(path.join(root, 'brand'));
      await writeFile(path.join(root, 'brand', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
      await installBuiltAssets(app, root);
      const first = await app.inject({ method: 'GET', url: '/brand/logo.svg' });
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe('no-cache');
      const etag = String(first.headers.etag);
      expect(etag.length).toBeGreaterThan(2);
      const again = await app.inject({ method: 'GET', url: '/brand/logo.svg', headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
    } finally {
      await app.close();
      await rm(root, { recursive: true, force: true });
    }
  });
});
