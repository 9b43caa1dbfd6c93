import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, expect, type Page, test } from '@playwright/test';
import { APP_MANIFEST_PATHS } from '../src/domain/app-areas';
import { BRAND } from '../src/domain/brand/brand';
import { waitForHydration } from './support/app';
import { CHROMIUM_ARGS, chromiumExecutable } from './support/chromium';

/**
 * Issue 28: the staff's board and the kiosk install as apps of their own. A page under `/staff` or `/kiosk` names
 * its app's manifest in the server-rendered head (what installability reads), Chromium parses it with that app's
 * name, start URL, scope and display and finds nothing that stops the install, and the shop keeps its own.
 *
 * `/staff` is the staff sign-in and `/staff/{shopId}` a shop's board (a shop the person may not see still renders
 * the board's page); the test asks for the head whatever the status, and fails if the link is wrong or missing.
 */

interface AppExpectation {
  page: string;
  manifest: string;
  name: string;
  start_url: string;
  scope: string;
  display: string;
}

const APPS: AppExpectation[] = [
  {
    page: '/kiosk',
    manifest: APP_MANIFEST_PATHS.kiosk,
    name: `${BRAND.name} — Киоск`,
    start_url: '/kiosk',
    scope: '/kiosk',
    display: 'fullscreen',
  },
  {
    page: '/staff',
    manifest: APP_MANIFEST_PATHS.staff,
    name: `${BRAND.name} — Заказы`,
    start_url: '/staff',
    scope: '/staff',
    display: 'standalone',
  },
  {
    page: '/staff/nemiga',
    manifest: APP_MANIFEST_PATHS.staff,
    name: `${BRAND.name} — Заказы`,
    start_url: '/staff',
    scope: '/staff',
    display: 'standalone',
  },
  {
    page: '/',
    manifest: APP_MANIFEST_PATHS.shop,
    name: `${BRAND.name} — ${BRAND.tagline}`,
    start_url: '/',
    scope: '/',
    display: 'standalone',
  },
  {
    // Only starts like the staff's path: a shopper's (not-found) page.
    page: '/staffing',
    manifest: APP_MANIFEST_PATHS.shop,
    name: `${BRAND.name} — ${BRAND.tagline}`,
    start_url: '/',
    scope: '/',
    display: 'standalone',
  },
];

const manifestLinks = (html: string) =>
  [...html.matchAll(/<link\b[^>]*\brel="manifest"[^>]*>/g)].map((tag) => /\bhref="([^"]*)"/.exec(tag[0])?.[1]);

for (const app of APPS) {
  test(`${app.page} links ${app.manifest} in the server-rendered head`, async ({ request }) => {
    const response = await request.get(app.page);
    const html = await response.text();
    expect(manifestLinks(html)).toEqual([app.manifest]);
  });
}

test('the tablet apps’ manifests are served like the shop’s: manifest type, revalidated, complete', async ({
  request,
}) => {
  for (const servedAt of [APP_MANIFEST_PATHS.staff, APP_MANIFEST_PATHS.kiosk, APP_MANIFEST_PATHS.shop]) {
    const response = await request.get(servedAt);
    expect(response.status(), servedAt).toBe(200);
    expect(response.headers()['content-type'], servedAt).toMatch(/^application\/manifest\+json/);
    expect(response.headers()['cache-control'], servedAt).toBe('no-cache');
    const manifest = (await response.json()) as { icons: Array<{ src: string; sizes: string }>; lang: string };
    expect(manifest.lang).toBe('ru');
    for (const icon of manifest.icons) expect((await request.get(icon.src)).ok(), icon.src).toBe(true);
  }
  // The pages that link them allow them: the policy's manifest-src is the shop's own origin.
  for (const page of ['/kiosk', '/staff']) {
    const csp = (await request.get(page)).headers()['content-security-policy'] ?? '';
    expect(csp, page).toMatch(/manifest-src 'self'/);
  }
});

interface CdpManifest {
  url: string;
  errors: Array<{ message: string; critical: number }>;
  data?: string;
}

async function appManifestOf(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  try {
    const manifest = (await cdp.send('Page.getAppManifest')) as CdpManifest;
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: Array<{ errorId: string }>;
    };
    return { manifest, installabilityErrors: installabilityErrors.map((error) => error.errorId) };
  } finally {
    await cdp.detach();
  }
}

test('Chromium reads each app’s own manifest and finds nothing that stops installing it', async ({ baseURL }) => {
  test.setTimeout(90_000);
  // Installation needs a real profile: Chromium never installs from an incognito (Playwright's default) context.
  const profile = mkdtempSync(path.join(tmpdir(), 'tp-app-manifests-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumExecutable(),
    args: [...CHROMIUM_ARGS],
    baseURL,
    serviceWorkers: 'allow',
    viewport: { width: 1280, height: 800 },
    locale: 'ru-RU',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    for (const app of APPS.filter((entry) => entry.page !== '/staffing')) {
      await page.goto(app.page);
      // React renders the whole document: once the body is hydrated, the head is the browser's own as well.
      await waitForHydration(page, 'body');
      const links = await page.evaluate(() =>
        [...document.querySelectorAll('link[rel="manifest"]')].map((link) => link.getAttribute('href')),
      );
      expect(links, app.page).toEqual([app.manifest]);
      const { manifest, installabilityErrors } = await appManifestOf(context, page);
      expect(new URL(manifest.url).pathname, app.page).toBe(app.manifest);
      expect(manifest.errors, app.page).toEqual([]);
      const parsed = JSON.parse(manifest.data ?? '{}') as Record<string, unknown>;
      expect(
        { name: parsed.name, start_url: parsed.start_url, scope: parsed.scope, display: parsed.display },
        app.page,
      ).toEqual({ name: app.name, start_url: app.start_url, scope: app.scope, display: app.display });
      expect(installabilityErrors, app.page).toEqual([]);
    }
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
