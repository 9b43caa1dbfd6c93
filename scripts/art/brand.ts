/**
 * Brand assets of «Тёплый пирог»: the pie mark, the wordmark logo, the favicon
 * and the app icons.
 */

import { LOGO_VIEWBOX } from '../../src/domain/brand/brand';
import { BRAND } from './palette';
import { circle, el, g, num, path } from './svg';
import { WORDMARK_ADVANCE, WORDMARK_PATH } from './wordmark';

export const BRAND_NAME = 'Тёплый пирог';
export const BRAND_TAGLINE = 'Выпекаем с теплом и любовью';

/** A scalloped (crimped) circle of radius r with `count` bumps. */
function scallop(cx: number, cy: number, r: number, count: number): string {
  const bump = r * Math.sin(Math.PI / count) * 1.02;
  const inner = r - bump * 0.55;
  let d = '';
  for (let i = 0; i < count; i++) {
    const a0 = (i / count) * Math.PI * 2;
    const a1 = ((i + 1) / count) * Math.PI * 2;
    const x0 = cx + Math.cos(a0) * inner;
    const y0 = cy + Math.sin(a0) * inner;
    const x1 = cx + Math.cos(a1) * inner;
    const y1 = cy + Math.sin(a1) * inner;
    d += `${i ? '' : `M${num(x0)} ${num(y0)}`}A${num(bump)} ${num(bump)} 0 0 1 ${num(x1)} ${num(y1)}`;
  }
  return `${d}Z`;
}

/**
 * The pie mark inside a 100×100 box: a golden pie from above with a crimped
 * edge, three steam slits and a heart-shaped vent.
 */
export function pieMark(x = 0, y = 0, size = 100): string {
  const k = size / 100;
  const slit = (rot: number) =>
    path('M50 22Q53.5 31 50 40Q46.5 31 50 22Z', { fill: BRAND.crust, transform: `rotate(${rot} 50 50)` });
  return g(
    { transform: `translate(${num(x)} ${num(y)}) scale(${Math.round(k * 10000) / 10000})` },
    path(scallop(50, 50, 47, 18), {
      fill: BRAND.gold,
      stroke: BRAND.crust,
      'stroke-width': 3.5,
      'stroke-linejoin': 'round',
    }),
    circle(50, 50, 35, { fill: BRAND.goldLight, stroke: BRAND.crust, 'stroke-width': 2, 'stroke-opacity': 0.35 }),
    slit(0),
    slit(120),
    slit(240),
    path(
      'M50 59.5C45 55.5 42.5 53 42.5 50.2C42.5 48 44.2 46.5 46.2 46.5C47.8 46.5 49.2 47.4 50 48.8C50.8 47.4 52.2 46.5 53.8 46.5C55.8 46.5 57.5 48 57.5 50.2C57.5 53 55 55.5 50 59.5Z',
      {
        fill: BRAND.berry,
      },
    ),
    path('M34 30Q40 24 48 22', {
      fill: 'none',
      stroke: '#FFFFFF',
      'stroke-width': 3,
      'stroke-linecap': 'round',
      opacity: 0.55,
    }),
  );
}

/** Where the wordmark's baseline starts and how wide it is drawn in the logo's box. */
const WORDMARK = { x: 124, baseline: 74, width: 376 };

/** The horizontal logo: mark and wordmark. */
export function logoSvg(): string {
  // The app's logo images take their width and height attributes in this ratio (see LOGO_VIEWBOX).
  const { width: w, height: h } = LOGO_VIEWBOX;
  return `${el(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      width: w,
      height: h,
      viewBox: `0 0 ${w} ${h}`,
      role: 'img',
      'aria-label': BRAND_NAME,
    },
    el('title', {}, BRAND_NAME),
    pieMark(8, 10, 100),
    path(WORDMARK_PATH, {
      fill: BRAND.crust,
      transform: `translate(${WORDMARK.x} ${WORDMARK.baseline}) scale(${Math.round((WORDMARK.width / WORDMARK_ADVANCE) * 10000) / 10000} 1)`,
    }),
    path('M126 92Q280 104 478 88', { fill: 'none', stroke: BRAND.gold, 'stroke-width': 4, 'stroke-linecap': 'round' }),
  )}\n`;
}

/** The favicon: the mark alone on a transparent background. */
export function faviconSvg(): string {
  return `${el(
    'svg',
    { xmlns: 'http://www.w3.org/2000/svg', width: 64, height: 64, viewBox: '0 0 100 100' },
    el('title', {}, BRAND_NAME),
    pieMark(1, 1, 98),
  )}\n`;
}

export type IconPurpose = 'any' | 'maskable' | 'apple';

/**
 * An app icon at `size` px. `any`: the mark on a cream rounded square;
 * `maskable`: full-bleed cream with the mark inside the 80% safe zone;
 * `apple`: full-bleed cream (iOS rounds the corners itself).
 */
export function iconSvg(size: number, purpose: IconPurpose): string {
  const background =
    purpose === 'any'
      ? el('rect', { x: 0, y: 0, width: 100, height: 100, rx: 22, fill: BRAND.cream })
      : el('rect', { x: 0, y: 0, width: 100, height: 100, fill: BRAND.cream });
  // The maskable safe zone is a centred circle of diameter 80; keep the mark within ~64.
  const markSize = purpose === 'maskable' ? 62 : purpose === 'apple' ? 76 : 80;
  const offset = (100 - markSize) / 2;
  return el(
    'svg',
    { xmlns: 'http://www.w3.org/2000/svg', width: size, height: size, viewBox: '0 0 100 100' },
    background,
    circle(50, 50 + markSize * 0.04, markSize * 0.5, { fill: BRAND.crust, opacity: 0.12 }),
    pieMark(offset, offset, markSize),
  );
}
