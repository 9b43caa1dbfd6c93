import { APP_MANIFEST_PATHS, KIOSK_PATH, STAFF_PATH } from '../app-areas';
import { BRAND } from './brand';

/** Where the manifest's own pictures (screenshots, shortcut icons) are written by the build. */
export const PWA_IMAGES_PATH = '/images/pwa';

/**
 * Pictures of the manifest drawn by the build from our artwork
 * (scripts/pwa-images.ts, scripts/art/pwa.ts): the install dialog's
 * screenshots and the shortcuts' icons. Listed once here for both.
 */
export const PWA_SCREENSHOTS = [
  {
    file: 'home-wide.png',
    width: 1280,
    height: 720,
    form_factor: 'wide',
    label: 'Каталог «Тёплого пирога»: сытные и сладкие пироги с доставкой по Минску',
  },
  {
    file: 'home-narrow.png',
    width: 540,
    height: 960,
    form_factor: 'narrow',
    label: 'Каталог в телефоне: пироги, наборы и десерты в пару касаний',
  },
] as const;

export const PWA_SHORTCUT_ICON_SIZE = 192;
export const PWA_SHORTCUTS = [
  { icon: 'cart', name: 'Корзина', short_name: 'Корзина', description: 'Открыть корзину', url: '/cart' },
  { icon: 'news', name: 'Новости', short_name: 'Новости', description: 'Новости пекарни', url: '/news' },
  {
    icon: 'shops',
    name: 'Адреса пекарен',
    short_name: 'Адреса',
    description: 'Где купить пироги и забрать заказ',
    url: '/adresa',
  },
] as const;
export type PwaShortcutIcon = (typeof PWA_SHORTCUTS)[number]['icon'];

export const shortcutIconFile = (icon: PwaShortcutIcon) => `shortcut-${icon}-${PWA_SHORTCUT_ICON_SIZE}.png`;

/** The app's icon at 192 px: the manifest's and the push notifications'. */
export const APP_ICON_192 = '/images/generated/icons/icon-192.png';

/** What the three apps' manifests share: the brand's colours, language and icons. */
const brandedApp = {
  lang: 'ru',
  dir: 'ltr' as const,
  theme_color: BRAND.themeColor,
  background_color: BRAND.backgroundColor,
  prefer_related_applications: false,
  icons: [
    { src: APP_ICON_192, sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/images/generated/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/images/generated/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
    { src: '/images/generated/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

/** The shoppers' installable app's manifest (vite-plugin-pwa writes it as manifest.webmanifest). */
export const webManifest = {
  id: '/',
  name: `${BRAND.name} — ${BRAND.tagline}`,
  short_name: BRAND.name,
  description: 'Пироги, наборы и десерты с доставкой по Минску',
  start_url: '/',
  scope: '/',
  display: 'standalone' as const,
  // Kiosk tablets run the installed app full screen; phones and desktops fall back to a standalone window.
  display_override: ['fullscreen', 'standalone'] as ('fullscreen' | 'standalone')[],
  orientation: 'any' as const,
  categories: ['food', 'shopping'],
  ...brandedApp,
  shortcuts: PWA_SHORTCUTS.map(({ icon, ...shortcut }) => ({
    ...shortcut,
    icons: [
      {
        src: `${PWA_IMAGES_PATH}/${shortcutIconFile(icon)}`,
        sizes: `${PWA_SHORTCUT_ICON_SIZE}x${PWA_SHORTCUT_ICON_SIZE}`,
        type: 'image/png',
      },
    ],
  })),
  screenshots: PWA_SCREENSHOTS.map(({ file, width, height, form_factor, label }) => ({
    src: `${PWA_IMAGES_PATH}/${file}`,
    sizes: `${width}x${height}`,
    type: 'image/png',
    form_factor,
    label,
  })),
};

/**
 * The staff's board as a shop tablet's own app (issue 28): its own id and scope, so installing it beside the shop
 * (or the shop beside it) makes a second app that opens on the board. A window, not full screen: the tablet's
 * status bar (time, battery, Wi-Fi) matters in a kitchen. Any orientation: the board works landscape and portrait.
 */
export const staffManifest = {
  id: STAFF_PATH,
  name: `${BRAND.name} — Заказы`,
  short_name: 'Заказы',
  description: 'Заказы пекарни для кассы и кухни: новые, готовятся, готовы к выдаче',
  start_url: STAFF_PATH,
  scope: STAFF_PATH,
  display: 'standalone' as const,
  orientation: 'any' as const,
  categories: ['business', 'food'],
  ...brandedApp,
};

/** The kiosk as its own app (issue 15, 28): full screen, nothing of the browser around it. */
export const kioskManifest = {
  id: KIOSK_PATH,
  name: `${BRAND.name} — Киоск`,
  short_name: 'Киоск',
  description: 'Киоск самообслуживания в пекарне «Тёплый пирог»',
  start_url: KIOSK_PATH,
  scope: KIOSK_PATH,
  display: 'fullscreen' as const,
  orientation: 'any' as const,
  categories: ['food', 'shopping'],
  ...brandedApp,
};

/** The manifests written beside vite-plugin-pwa's own (scripts/app-manifests.ts), by the path they are served at. */
export const TABLET_MANIFESTS = [
  { path: APP_MANIFEST_PATHS.staff, manifest: staffManifest },
  { path: APP_MANIFEST_PATHS.kiosk, manifest: kioskManifest },
] as const;
