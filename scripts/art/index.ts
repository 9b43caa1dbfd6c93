/**
 * The registry of all generated artwork: every picture the catalogue refers to,
 * with its kind, name and an SVG drawer.
 */
import { IMAGE_ASPECT, IMAGE_WIDTHS, type ImageKind, imageBase, imageSize } from '../../src/domain/catalog/images';
import { PRODUCT_ART, PRODUCT_VIEW, productBody } from './products';
import { SCENE_VIEWS, SCENES, type SceneKind } from './scenes';
import { Ctx, Rng, svgDocument } from './svg';

export interface Artwork {
  kind: ImageKind;
  /** File name stem inside the kind's folder. */
  name: string;
  /** `Picture.base` of this artwork. */
  base: string;
  /** Size of the largest rendition. */
  width: number;
  height: number;
  /** The SVG document, rendered at the largest size. */
  svg: () => string;
}

function artwork(kind: ImageKind, name: string, view: { w: number; h: number }, draw: (ctx: Ctx) => string): Artwork {
  const size = imageSize(kind);
  return {
    kind,
    name,
    base: imageBase(kind, name),
    ...size,
    svg: () => {
      const ctx = new Ctx(new Rng(`${kind}:${name}`));
      return svgDocument(view, size, ctx, draw(ctx));
    },
  };
}

/** Every artwork, products first, in a stable order. */
export function artworks(): Artwork[] {
  const list: Artwork[] = [];
  for (const [id, art] of Object.entries(PRODUCT_ART)) {
    list.push(artwork('product', id, PRODUCT_VIEW, (ctx) => productBody(id, art, ctx)));
  }
  for (const kind of Object.keys(SCENES) as SceneKind[]) {
    for (const [name, draw] of Object.entries(SCENES[kind])) {
      list.push(artwork(kind, name, SCENE_VIEWS[kind], (ctx) => draw(ctx, new Rng(`scene:${kind}:${name}`))));
    }
  }
  return list;
}

/** `Picture.base` of every artwork the generator produces. */
export function listPictureBases(): string[] {
  return artworks().map((art) => art.base);
}

/** Check that every view has the aspect ratio of its kind (the SVG would be letterboxed otherwise). */
export function viewAspectMismatches(): string[] {
  const views: Record<ImageKind, { w: number; h: number }> = { product: PRODUCT_VIEW, ...SCENE_VIEWS };
  return (Object.keys(IMAGE_WIDTHS) as ImageKind[]).filter((kind) => {
    const { w, h } = IMAGE_ASPECT[kind];
    const view = views[kind];
    return Math.abs(view.w / view.h - w / h) > 1e-3;
  });
}
