import { randomBytes } from 'node:crypto';
import { CSP_NONCE_LENGTH } from '../http/security';
import type { ReadService } from '../services/read-api';
import { createDependentCache, type Dependency } from '../services/read-model/dependent-cache';
import type { PageRenderer } from './renderer';
import { compressParts, type SplicedGzip, splicedGzip } from './spliced-gzip';

/** A rendered page with its nonce left out: the page is the parts joined by the response's nonce. */
export interface RenderedPage {
  status: number;
  headers: [string, string][];
  parts: readonly Buffer[];
  /** The parts compressed once, for gzip responses. */
  gzip: SplicedGzip;
}

export interface PageCacheOptions {
  renderer: PageRenderer;
  reads: ReadService;
  /** The shop's public origin: the only origin pages are rendered with. */
  origin: string;
  /** Distinct (path, variant) pages kept; query strings make the key space unbounded. */
  maxEntries?: number;
  /**
   * A render also reads the clock (today's opening hours, promotion countdowns),
   * which the browser refreshes each minute after hydration; a kept page is
   * rendered again after this long so the first paint is never older.
   */
  maxAgeMs?: number;
}

export interface PageCache {
  page(path: string, cookie: string | null): Promise<RenderedPage>;
}

/** A response header that makes a page personal, so it must never be served to another request. */
const PERSONAL_HEADERS = new Set(['set-cookie']);

/**
 * Server-rendered pages, rendered once per (path, cookie variant) and data
 * version. Each render uses a secret placeholder for the CSP nonce; serving a
 * kept page puts the response's own nonce in its place, so every response
 * still carries a fresh nonce that matches its CSP header.
 */
export function createPageCache({
  renderer,
  reads,
  origin,
  maxEntries = 300,
  maxAgeMs = 10_000,
}: PageCacheOptions): PageCache {
  const placeholder = randomBytes(24).toString('base64');
  const cache = createDependentCache<RenderedPage>({ maxEntries });

  const renderPage = async (path: string, cookie: string | null, now: Date) => {
    const { api, dependencies } = reads.tracked(now);
    const response = await renderer.render({
      path,
      origin,
      cookie,
      api,
      nonce: placeholder,
      assets: renderer.assets,
      now,
    });
    const html = response.body ? await response.text() : '';
    const headers: [string, string][] = [];
    response.headers.forEach((value, name) => {
      headers.push([name, value]);
    });
    const parts = html.split(placeholder).map((part) => Buffer.from(part, 'utf8'));
    const page: RenderedPage = {
      status: response.status,
      headers,
      parts,
      gzip: compressParts(parts, CSP_NONCE_LENGTH),
    };
    const renderedAt = now.getTime();
    const fresh: Dependency = (at) => at.getTime() - renderedAt < maxAgeMs;
    const keep = renderer.cacheable && response.status < 500 && headers.every(([name]) => !PERSONAL_HEADERS.has(name));
    return { value: page, dependencies: keep ? [...dependencies, fresh] : null };
  };

  return {
    page(path, cookie) {
      const now = reads.now();
      if (!renderer.cacheable) return renderPage(path, cookie, now).then((built) => built.value);
      return cache.get(`${renderer.variant(cookie)} ${path}`, now, () => renderPage(path, cookie, now));
    },
  };
}

/** The page's bytes for one response, its parts joined by this response's nonce: gzip if wanted and possible. */
export function withNonce(
  page: RenderedPage,
  nonce: string,
  wantGzip: boolean,
): { chunks: Buffer[]; encoding: 'gzip' | null } {
  if (wantGzip && nonce.length === page.gzip.gapLength) {
    return { chunks: splicedGzip(page.gzip, nonce), encoding: 'gzip' };
  }
  const separator = Buffer.from(nonce, 'utf8');
  return { chunks: page.parts.flatMap((part, index) => (index === 0 ? [part] : [separator, part])), encoding: null };
}
