/**
 * Raster renditions produced by `scripts/generate-images.ts`.
 *
 * Every picture of the catalogue is drawn once as SVG and written to
 * `/images/generated/<folder>/<name>-<width>.avif` and `.webp` at each width of
 * its kind. A `Picture.base` is `/images/generated/<folder>/<name>`; its `width`
 * and `height` are those of the largest rendition.
 */

/** Widths (px) of the renditions of each kind, ascending; the last one is the picture's `width`. */
export const IMAGE_WIDTHS = {
  /**
   * Product photos, square: cards (~300 css px; half a phone's width, 180–210 px, where 480 serves a ratio of
   * up to 2.3 instead of 640) and the product modal.
   */
  product: [320, 480, 640, 960],
  /** Story slides, 9:16 portrait, full screen on phones. */
  story: [360, 720],
  /** Story circles, square. */
  storyCover: [160, 320],
  /** News covers, 16:9. */
  post: [400, 800, 1200],
  /** Home sub-slider banners, 3:1, up to the 1920 px content width (960 for a phone's full width at ≤ 2.3×). */
  banner: [640, 960, 1280, 1920],
} as const;

export type ImageKind = keyof typeof IMAGE_WIDTHS;

/** Aspect ratio (width : height) of each kind. */
export const IMAGE_ASPECT: Record<ImageKind, { readonly w: number; readonly h: number }> = {
  product: { w: 1, h: 1 },
  story: { w: 9, h: 16 },
  storyCover: { w: 1, h: 1 },
  post: { w: 16, h: 9 },
  banner: { w: 3, h: 1 },
};

/** Folder under `/images/generated/` of each kind. */
export const IMAGE_FOLDERS: Record<ImageKind, string> = {
  product: 'products',
  story: 'stories',
  storyCover: 'story-covers',
  post: 'posts',
  banner: 'banners',
};

export const GENERATED_IMAGES_PATH = '/images/generated';

export const IMAGE_FORMATS = ['avif', 'webp'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** Height of a rendition of `kind` at `width`, rounded to whole pixels. */
export function imageHeight(kind: ImageKind, width: number): number {
  const { w, h } = IMAGE_ASPECT[kind];
  return Math.round((width * h) / w);
}

/** The largest rendition of `kind`: the `width`/`height` a `Picture` of that kind carries. */
export function imageSize(kind: ImageKind): { width: number; height: number } {
  const widths: readonly number[] = IMAGE_WIDTHS[kind];
  const width = widths[widths.length - 1] ?? 0;
  return { width, height: imageHeight(kind, width) };
}

/** `Picture.base` of the picture `name` of `kind`. */
export function imageBase(kind: ImageKind, name: string): string {
  return `${GENERATED_IMAGES_PATH}/${IMAGE_FOLDERS[kind]}/${name}`;
}

/** URL of one rendition. */
export function imageUrl(base: string, width: number, format: ImageFormat): string {
  return `${base}-${width}.${format}`;
}

/** The kind of a generated picture, read from the folder of its `base`; `null` when it is not one of ours. */
export function imageKindOf(base: string): ImageKind | null {
  const prefix = `${GENERATED_IMAGES_PATH}/`;
  if (!base.startsWith(prefix)) return null;
  const folder = base.slice(prefix.length).split('/')[0];
  for (const kind of Object.keys(IMAGE_FOLDERS) as ImageKind[]) {
    if (IMAGE_FOLDERS[kind] === folder) return kind;
  }
  return null;
}

export interface PictureSources {
  /** `srcset` for `<source type="image/avif">`. */
  avif: string;
  /** `srcset` for `<source type="image/webp">`. */
  webp: string;
  /** `src` of the `<img>`: the WebP rendition closest to the middle of the range. */
  fallback: string;
  /** The AVIF rendition of the fallback's width: the `href` of a preload that names the AVIF `srcset`. */
  avifFallback: string;
}

/**
 * Sources of a `<picture>` for `picture`. `widths` defaults to the widths of the
 * kind named by the picture's folder (e.g. `IMAGE_WIDTHS.product`).
 */
export function pictureSources(
  picture: { readonly base: string; readonly width: number },
  widths?: readonly number[],
): PictureSources {
  const kind = imageKindOf(picture.base);
  const list: readonly number[] = widths ?? (kind ? IMAGE_WIDTHS[kind] : [picture.width]);
  const srcset = (format: ImageFormat) => list.map((w) => `${imageUrl(picture.base, w, format)} ${w}w`).join(', ');
  const fallbackWidth = list[Math.floor((list.length - 1) / 2)] ?? picture.width;
  return {
    avif: srcset('avif'),
    webp: srcset('webp'),
    fallback: imageUrl(picture.base, fallbackWidth, 'webp'),
    avifFallback: imageUrl(picture.base, fallbackWidth, 'avif'),
  };
}

/** The path under which the renditions are served; a `Picture.base` of an upload starts with it. */
export const UPLOADED_PHOTOS_PATH = '/images/uploaded';
