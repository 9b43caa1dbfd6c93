import type { Product, Story } from '../../domain/contract/catalog';
import type { Picture } from '../../domain/contract/common';
import type { Promo } from '../../domain/contract/promo';
import { describePromo, visiblePromos } from '../promos';

export interface AttractSlide {
  key: string;
  title: string;
  text: string;
  picture: Picture | null;
}

/** The attract loop's slides: the stories' first slides, then the promotions running now (not those still to come). */
export function attractSlides(
  stories: readonly Story[],
  promos: readonly Promo[],
  products: readonly Product[],
  now: number,
): AttractSlide[] {
  const productsById = new Map(products.map((product) => [product._id, product]));
  const storySlides = stories.map((story): AttractSlide => {
    const [first] = story.slides;
    return { key: `story-${story._id}`, title: story.title, text: first?.text ?? '', picture: first?.image ?? null };
  });
  const promoSlides = visiblePromos(promos, now)
    .filter((promo) => Date.parse(promo.dateTimeFrom) <= now)
    .map((promo): AttractSlide => {
      const [firstItem] = promo.items;
      const product = firstItem ? productsById.get(firstItem._id) : undefined;
      return {
        key: `promo-${promo._id}`,
        title: promo.title ?? 'Акция',
        text: describePromo(promo, productsById),
        picture: product?.image ?? null,
      };
    });
  return [...storySlides, ...promoSlides];
}
