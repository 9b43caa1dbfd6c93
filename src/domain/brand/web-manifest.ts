import { BRAND } from './brand';

/** The installable app's manifest (vite-plugin-pwa writes it as manifest.webmanifest). */
export const webManifest = {
  id: '/',
  name: `${BRAND.name} — ${BRAND.tagline}`,
  short_name: BRAND.name,
  description: 'Пироги, наборы и десерты с доставкой по Минску',
  lang: 'ru',
  dir: 'ltr' as const,
  start_url: '/',
  scope: '/',
  display: 'standalone' as const,
  display_override: ['fullscreen', 'standalone'] as ('fullscreen' | 'standalone')[],
  orientation: 'any' as const,
  theme_color: BRAND.themeColor,
  background_color: BRAND.backgroundColor,
  categories: ['food', 'shopping'],
  icons: [
    { src: '/images/generated/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/images/generated/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/images/generated/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
    { src: '/images/generated/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
