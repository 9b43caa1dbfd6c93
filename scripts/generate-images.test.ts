import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  IMAGE_WIDTHS,
  type ImageKind,
  imageBase,
  imageKindOf,
  imageSize,
  pictureSources,
} from '../src/domain/catalog/images';
import { faviconSvg, iconSvg, logoSvg } from './art/brand';
import { artworks } from './art/index';

describe('pictureSources', () => {
  it('lists every width of the kind in both formats and falls back to a middle WebP', () => {
    const picture = { base: imageBase('product', 'vishnya'), ...imageSize('product'), alt: 'Пирог' };
    expect(pictureSources(picture)).toEqual({
      avif: '/images/generated/products/vishnya-320.avif 320w, /images/generated/products/vishnya-480.avif 480w, /images/generated/products/vishnya-640.avif 640w, /images/generated/products/vishnya-960.avif 960w',
      webp: '/images/generated/products/vishnya-320.webp 320w, /images/generated/products/vishnya-480.webp 480w, /images/generated/products/vishnya-640.webp 640w, /images/generated/products/vishnya-960.webp 960w',
      fallback: '/images/generated/products/vishnya-480.webp',
      avifFallback: '/images/generated/products/vishnya-480.avif',
    });
  });

  it('accepts explicit widths', () => {
    const picture = { base: imageBase('banner', 'akcii'), ...imageSize('banner') };
    expect(pictureSources(picture, [640]).avif).toBe('/images/generated/banners/akcii-640.avif 640w');
  });

  it('reads the kind from the folder', () => {
    for (const kind of Object.keys(IMAGE_WIDTHS) as ImageKind[]) expect(imageKindOf(imageBase(kind, 'x'))).toBe(kind);
    expect(imageKindOf('/elsewhere/x')).toBeNull();
  });
});

describe('artwork', () => {
  it('is deterministic and sized to the largest rendition', () => {
    const first = artworks();
    const second = artworks();
    expect(first.length).toBeGreaterThan(50);
    for (const [i, art] of first.entries()) {
      const svg = art.svg();
      expect(svg, art.base).toBe(second[i]?.svg());
      expect(svg).toContain(`width="${art.width}" height="${art.height}"`);
      expect(svg).not.toMatch(/NaN|undefined|Infinity/);
    }
  });

  it('renders with librsvg (one picture of each kind)', async () => {
    const seen = new Set<string>();
    for (const art of artworks()) {
      if (seen.has(art.kind)) continue;
      seen.add(art.kind);
      const meta = await sharp(Buffer.from(art.svg())).metadata();
      expect([meta.width, meta.height]).toEqual([art.width, art.height]);
    }
  });

  it('brand SVGs are well-formed and the icons render', async () => {
    expect(logoSvg()).toContain('Тёплый пирог');
    // Outlines only: a text element costs every page an SVG text layout and looks as the device's fonts allow.
    expect(logoSvg()).not.toContain('<text');
    expect(faviconSvg()).toMatch(/^<svg /);
    const meta = await sharp(Buffer.from(iconSvg(192, 'maskable'))).metadata();
    expect([meta.width, meta.height]).toEqual([192, 192]);
  });
});
