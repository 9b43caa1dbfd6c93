import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import { BRAND } from '../src/domain/brand/brand';
import { waitForHydration } from './support/app';
import { CHROMIUM_ARGS, chromiumExecutable } from './support/chromium';
import { pngSize, waitForController } from './support/service-worker';

/**
 * Issue 7: the shop is installable. The manifest says what the install dialog
 * and the home screen need, Chromium finds nothing missing, and a service
 * worker controls the page from the first visit on.
 */

interface ManifestImage {
  src: string;
  sizes: string;
  type?: string;
  purpose?: string;
  form_factor?: string;
  label?: string;
}

interface Manifest {
  name: string;
  short_name: string;
  lang: string;
  start_url: string;
  scope: string;
  display: string;
  display_override: string[];
  theme_color: string;
  background_color: string;
  icons: ManifestImage[];
  shortcuts: Array<{ name: string; url: string; icons: ManifestImage[] }>;
  screenshots: ManifestImage[];
}

test.use({ serviceWorkers: 'allow' });

test('the manifest is complete: Russian names, brand colours, icons, shortcuts, screenshots', async ({ request }) => {
  const response = await request.get('/manifest.webmanifest');
  expect(response.ok()).toBe(true);
  expect(response.headers()['cache-control']).toBe('no-cache');
  const manifest = (await response.json()) as Manifest;

  expect(manifest.name).toContain(BRAND.name);
  expect(manifest.short_name).toBe(BRAND.name);
  expect(manifest.lang).toBe('ru');
  expect(manifest.start_url).toBe('/');
  expect(manifest.scope).toBe('/');
  expect(manifest.display).toBe('standalone');
  expect(manifest.display_override).toEqual(['fullscreen', 'standalone']);
  expect(manifest.theme_color).toBe(BRAND.themeColor);
  expect(manifest.background_color).toBe(BRAND.backgroundColor);

  const icon = (size: number, purpose: string) =>
    manifest.icons.find((item) => item.sizes === `${size}x${size}` && item.purpose === purpose);
  for (const size of [192, 512]) {
    for (const purpose of ['any', 'maskable']) expect(icon(size, purpose), `${purpose} ${size}`).toBeDefined();
  }
  expect(manifest.shortcuts.map((shortcut) => shortcut.url)).toEqual(['/cart', '/news', '/adresa']);
  expect(manifest.screenshots.map((shot) => shot.form_factor).sort()).toEqual(['narrow', 'wide']);

  // Every picture the manifest names exists, is a PNG and has the size it claims.
  const images = [
    ...manifest.icons,
    ...manifest.shortcuts.flatMap((shortcut) => shortcut.icons),
    ...manifest.screenshots,
  ];
  for (const image of images) {
    const file = await request.get(image.src);
    expect(file.ok(), image.src).toBe(true);
    expect(file.headers()['content-type']).toBe('image/png');
    const size = pngSize(await file.body());
    expect(size && `${size.width}x${size.height}`, image.src).toBe(image.sizes);
  }
  for (const shot of manifest.screenshots) {
    expect(shot.label, shot.src).toBeTruthy();
    const [width = 0, height = 0] = shot.sizes.split('x').map(Number);
    // Chromium shows wide screenshots on desktops and narrow ones on phones.
    expect(shot.form_factor === 'wide' ? width > height : height > width, shot.src).toBe(true);
  }
});

test('a worker controls the page from the first visit, serves the reload, and Chromium can install the shop', async ({
  baseURL,
}) => {
  // Installation needs a real profile: Chromium never installs from an incognito (Playwright's default) context.
  const profile = mkdtempSync(path.join(tmpdir(), 'tp-pwa-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumExecutable(),
    args: [...CHROMIUM_ARGS],
    baseURL,
    serviceWorkers: 'allow',
    viewport: { width: 1280, height: 900 },
    locale: 'ru-RU',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await waitForHydration(page);
    // The first worker claims the page it was registered from.
    await waitForController(page);

    const reload = await page.reload();
    await waitForHydration(page);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
    expect(reload?.fromServiceWorker()).toBe(true);

    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: Array<{ errorId: string }>;
    };
    expect(installabilityErrors).toEqual([]);
    const { errors } = (await cdp.send('Page.getAppManifest')) as { errors: Array<{ message: string }> };
    expect(errors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
