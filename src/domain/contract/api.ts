import { z } from 'zod';
import { DEFAULT_CATEGORIES } from '../catalog/categories';
import { POSTS_MAX_LIMIT } from '../catalog/limits';
import { Category, Product, Story, SubSlide } from './catalog';
import { EntityId } from './common';
import { type AlertsAnswer, Post, Shop } from './content';
import type { DeliveryOptionsAnswer } from './delivery';
import type { PostAnswer } from './engagement';
import { Promo } from './promo';

/**
 * The read API of SPEC §7. Each endpoint is described once; the server
 * validates and documents with these, the client takes its types from them.
 */
export const ProductsAllAnswer = z.object({
  products: z.array(Product),
  popular: z.array(Product),
  stories: z.array(Story),
  /** Titles and menu order from the back office; an answer cached before they travelled gets the defaults. */
  categories: z.array(Category).default([...DEFAULT_CATEGORIES]),
});
export type ProductsAllAnswer = z.infer<typeof ProductsAllAnswer>;

export const ProductParams = z.object({ id: EntityId });
export const ProductAnswer = z.object({ product: Product });
export type ProductAnswer = z.infer<typeof ProductAnswer>;

export const SubsliderAnswer = z.object({ dataSlider: z.array(SubSlide) });
export type SubsliderAnswer = z.infer<typeof SubsliderAnswer>;

export const AdresaAnswer = z.object({ adresaData: z.array(Shop) });
export type AdresaAnswer = z.infer<typeof AdresaAnswer>;

// In `content.ts` beside its item: every page asks for alerts when it starts, and that call's schemas load without the rest.
export { AlertsAnswer } from './content';

export const PromosAnswer = z.object({ promosData: z.array(Promo) });
export type PromosAnswer = z.infer<typeof PromosAnswer>;

export { POSTS_MAX_LIMIT };

/** `direction` -1 lists newest first, 1 oldest first; `limit` posts from the start. */
export const PostsParams = z.object({
  direction: z.enum(['-1', '1'], { message: 'Направление сортировки должно быть -1 или 1' }),
  limit: z
    .string()
    // The document reads the range from this pattern: 1 to POSTS_MAX_LIMIT (100), no leading zeros.
    .regex(/^(?:[1-9]\d?|100)$/, 'Количество новостей должно быть целым числом от 1 до 100')
    .transform(Number)
    .pipe(z.number().int().min(1).max(POSTS_MAX_LIMIT, 'Количество новостей должно быть от 1 до 100')),
});
export const PostsAnswer = z.object({ postsData: z.array(Post), postsCount: z.number().int().nonnegative() });
export type PostsAnswer = z.infer<typeof PostsAnswer>;

export const HealthAnswer = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });

/**
 * The read side of the shop as the app's route loaders see it. The browser
 * implements it over HTTP; the server implements it in-process for rendering,
 * so a server render never makes an HTTP call to itself.
 */
export interface ShopReadApi {
  productsAll(): Promise<ProductsAllAnswer>;
  /** `null` when the product does not exist or was withdrawn. */
  product(id: string): Promise<ProductAnswer | null>;
  subslider(): Promise<SubsliderAnswer>;
  adresa(): Promise<AdresaAnswer>;
  alerts(): Promise<AlertsAnswer>;
  promos(): Promise<PromosAnswer>;
  deliveryOptions(): Promise<DeliveryOptionsAnswer>;
  posts(direction: -1 | 1, limit: number): Promise<PostsAnswer>;
  /** `null` when there is no post with this slug. */
  post(slug: string): Promise<PostAnswer | null>;
}
