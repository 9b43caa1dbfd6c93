/**
 * Pictures of the web app manifest, drawn from the shop's own artwork:
 * screenshots of the catalogue for the richer install dialog (a faithful
 * mock-up of the home page with the real product pictures, titles and prices)
 * and the icons of the manifest's shortcuts.
 */
import { productSeeds } from '../../server/db/seed/data/products';
import type { PwaShortcutIcon } from '../../src/domain/brand/web-manifest';
import { CATEGORY_TITLES, type CategoryCode } from '../../src/domain/catalog/categories';
import { formatMoney, percentOff } from '../../src/domain/money';
import { pieMark } from './brand';
import { type Artwork, artworks } from './index';
import { BRAND } from './palette';
import { circle, el, escapeXml, g, path, rect } from './svg';

const UI_FONT = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";
const LOGO_FONT = "'Georgia', 'PT Serif', 'DejaVu Serif', 'Times New Roman', serif";
const PAPER = '#FFFFFF';
const LINE = '#EAD8C0';
const MUTED = '#6B5443';
const TEXT = '#2B1A0E';

function text(x: number, y: number, content: string, size: number, list: Record<string, string | number> = {}) {
  return el('text', { x, y, 'font-family': UI_FONT, 'font-size': size, fill: TEXT, ...list }, escapeXml(content));
}

/** Greedy word wrap by an estimate of bold glyph width (0.64 em), at most `lines` lines. */
function wrap(value: string, width: number, size: number, lines: number): string[] {
  const perLine = Math.max(4, Math.floor(width / (size * 0.64)));
  const out: string[] = [];
  let current = '';
  for (const word of value.split(' ')) {
    const next = current ? `${current} ${word}` : word;
    if (next.length <= perLine || !current) current = next;
    else {
      out.push(current);
      current = word;
    }
  }
  if (current) out.push(current);
  if (out.length > lines) {
    const kept = out.slice(0, lines);
    kept[lines - 1] = `${kept[lines - 1]?.replace(/\s*\S*$/, '')}…`;
    return kept;
  }
  return out;
}

let byBase: Map<string, Artwork> | null = null;
function productArt(base: string): Artwork | undefined {
  byBase ??= new Map(artworks().map((art) => [art.base, art]));
  return byBase.get(base);
}

/** An artwork embedded as a picture (its own SVG document, so its definitions stay its own). */
function picture(art: Artwork | undefined, x: number, y: number, size: number, clipId: string): string {
  if (!art) return rect(x, y, size, size, { fill: BRAND.creamDeep });
  const href = `data:image/svg+xml;base64,${Buffer.from(art.svg()).toString('base64')}`;
  return el(
    'g',
    {},
    el('clipPath', { id: clipId }, rect(x, y, size, size, { rx: 12 })),
    el('image', {
      x,
      y,
      width: size,
      height: size,
      href,
      preserveAspectRatio: 'xMidYMid slice',
      'clip-path': `url(#${clipId})`,
    }),
  );
}

function productCard(index: number, x: number, y: number, w: number, compact: boolean): string {
  const product = productSeeds[index % productSeeds.length];
  if (!product) return '';
  const pad = 10;
  const image = w - pad * 2;
  const titleSize = compact ? 14 : 16;
  const lines = wrap(product.title, image, titleSize, 2);
  const textTop = y + pad + image + 26;
  const cost = percentOff(product.cost, product.discount);
  const buttonY = textTop + lines.length * (titleSize + 5) + 38;
  const height = buttonY + 40 - y + pad;
  return g(
    {},
    rect(x, y, w, height, { rx: 14, fill: PAPER, stroke: LINE }),
    picture(productArt(product.image.base), x + pad, y + pad, image, `card-${index}-${compact ? 'n' : 'w'}`),
    ...lines.map((line, i) => text(x + pad, textTop + i * (titleSize + 5), line, titleSize, { 'font-weight': 700 })),
    text(x + pad, textTop + lines.length * (titleSize + 5) + 2, `${product.weight} ${product.unit}`, 13, {
      fill: MUTED,
    }),
    text(x + pad, buttonY - 8, formatMoney(cost), compact ? 16 : 18, {
      'font-weight': 700,
      fill: product.discount > 0 ? BRAND.berry : TEXT,
    }),
    rect(x + pad, buttonY, image, 34, { rx: 10, fill: BRAND.crust }),
    text(x + w / 2, buttonY + 22, 'В корзину', 14, { fill: PAPER, 'text-anchor': 'middle', 'font-weight': 700 }),
    circle(x + w - pad - 20, y + pad + 20, 16, { fill: PAPER, opacity: 0.9 }),
    path(heart(x + w - pad - 20, y + pad + 21, 8), { fill: 'none', stroke: BRAND.berry, 'stroke-width': 2 }),
  );
}

function heart(cx: number, cy: number, s: number): string {
  return `M${cx} ${cy + s * 0.8}C${cx - s * 1.4} ${cy - s * 0.1} ${cx - s * 0.7} ${cy - s * 1.1} ${cx} ${cy - s * 0.35}C${cx + s * 0.7} ${cy - s * 1.1} ${cx + s * 1.4} ${cy - s * 0.1} ${cx} ${cy + s * 0.8}Z`;
}

function logo(x: number, y: number, size: number): string {
  return g(
    {},
    pieMark(x, y, size),
    el(
      'text',
      {
        x: x + size + 10,
        y: y + size * 0.68,
        'font-family': LOGO_FONT,
        'font-size': size * 0.52,
        'font-weight': 700,
        fill: BRAND.crust,
      },
      'Тёплый пирог',
    ),
  );
}

function indexOfCategory(category: CategoryCode, skip = 0): number {
  let seen = 0;
  for (let i = 0; i < productSeeds.length; i++) {
    if (productSeeds[i]?.category !== category) continue;
    if (seen === skip) return i;
    seen += 1;
  }
  return 0;
}

function document(width: number, height: number, body: string[]): string {
  return el(
    'svg',
    { xmlns: 'http://www.w3.org/2000/svg', width, height, viewBox: `0 0 ${width} ${height}` },
    rect(0, 0, width, height, { fill: BRAND.cream }),
    ...body,
  );
}

/** The home page on a desktop or kiosk screen: header, categories, a row of cards and the next section. */
export function wideScreenshotSvg(width = 1280, height = 720): string {
  const nav: CategoryCode[] = ['sytnye', 'sladkie', 'sets', 'mini', 'deserty', 'napitki'];
  let navX = 340;
  const navItems = nav.map((id) => {
    const label = CATEGORY_TITLES[id];
    const item = text(navX, 45, label, 15, { fill: id === 'sytnye' ? BRAND.crust : TEXT, 'font-weight': 600 });
    const underline = id === 'sytnye' ? rect(navX, 54, label.length * 9.4, 3, { rx: 1.5, fill: BRAND.gold }) : '';
    navX += label.length * 9.4 + 24;
    return item + underline;
  });
  const cardW = 288;
  const cards = [0, 1, 2, 3].map((i) =>
    productCard(indexOfCategory('sytnye', i), 40 + i * (cardW + 16), 146, cardW, false),
  );
  const next = [0, 1, 2, 3].map((i) =>
    productCard(indexOfCategory('sladkie', i), 40 + i * (cardW + 16), 636, cardW, false),
  );
  return document(width, height, [
    rect(0, 0, width, 76, { fill: PAPER }),
    rect(0, 76, width, 1, { fill: LINE }),
    logo(24, 14, 48),
    ...navItems,
    rect(width - 164, 20, 140, 38, { rx: 19, fill: BRAND.crust }),
    text(width - 94, 45, 'Корзина · 2', 15, { fill: PAPER, 'text-anchor': 'middle', 'font-weight': 700 }),
    el(
      'text',
      { x: 40, y: 128, 'font-family': UI_FONT, 'font-size': 28, 'font-weight': 700, fill: TEXT },
      CATEGORY_TITLES.sytnye,
    ),
    ...cards,
    text(40, 620, CATEGORY_TITLES.sladkie, 28, { 'font-weight': 700 }),
    ...next,
  ]);
}

/** The home page on a phone: header, category chips and two columns of cards. */
export function narrowScreenshotSvg(width = 540, height = 960): string {
  const chips: CategoryCode[] = ['sytnye', 'sladkie', 'sets', 'mini'];
  let chipX = 16;
  const chipItems = chips.map((id) => {
    const label = CATEGORY_TITLES[id];
    const w = label.length * 8.6 + 28;
    const active = id === 'sytnye';
    const chip =
      rect(chipX, 84, w, 34, { rx: 17, fill: active ? BRAND.crust : PAPER, stroke: active ? BRAND.crust : LINE }) +
      text(chipX + w / 2, 106, label, 14, { 'text-anchor': 'middle', fill: active ? PAPER : TEXT, 'font-weight': 600 });
    chipX += w + 8;
    return chip;
  });
  const cardW = (width - 16 * 2 - 12) / 2;
  const cards = [0, 1, 2, 3].map((i) =>
    productCard(indexOfCategory('sytnye', i), 16 + (i % 2) * (cardW + 12), 180 + Math.floor(i / 2) * 392, cardW, true),
  );
  return document(width, height, [
    rect(0, 0, width, 68, { fill: PAPER }),
    rect(0, 68, width, 1, { fill: LINE }),
    logo(16, 12, 44),
    circle(width - 36, 34, 20, { fill: BRAND.crust }),
    text(width - 36, 40, '2', 16, { fill: PAPER, 'text-anchor': 'middle', 'font-weight': 700 }),
    ...chipItems,
    text(16, 162, CATEGORY_TITLES.sytnye, 24, { 'font-weight': 700 }),
    ...cards,
  ]);
}

const GLYPHS: Record<PwaShortcutIcon, string> = {
  // A shopping basket with a pie in it.
  cart: g(
    {},
    circle(50, 44, 14, { fill: BRAND.gold, stroke: BRAND.crust, 'stroke-width': 3 }),
    path('M22 46H78L71 76Q70 80 66 80H34Q30 80 29 76Z', { fill: BRAND.crust }),
    path('M36 54V72M50 54V72M64 54V72', { stroke: BRAND.cream, 'stroke-width': 4, 'stroke-linecap': 'round' }),
  ),
  // A folded newspaper.
  news: g(
    {},
    rect(24, 24, 52, 54, { rx: 6, fill: PAPER, stroke: BRAND.crust, 'stroke-width': 4 }),
    rect(32, 33, 36, 12, { rx: 2, fill: BRAND.gold }),
    path('M32 53H68M32 61H68M32 69H56', { stroke: BRAND.crust, 'stroke-width': 4, 'stroke-linecap': 'round' }),
  ),
  // A map pin with the pie mark's heart.
  shops: g(
    {},
    path('M50 82C36 64 28 54 28 42A22 22 0 0 1 72 42C72 54 64 64 50 82Z', { fill: BRAND.crust }),
    circle(50, 42, 11, { fill: BRAND.gold }),
  ),
};

/** A shortcut's icon: the brand's cream rounded square with a glyph in crust and gold. */
export function shortcutIconSvg(icon: PwaShortcutIcon, size: number): string {
  return el(
    'svg',
    { xmlns: 'http://www.w3.org/2000/svg', width: size, height: size, viewBox: '0 0 100 100' },
    rect(0, 0, 100, 100, { rx: 22, fill: BRAND.cream }),
    GLYPHS[icon],
  );
}
