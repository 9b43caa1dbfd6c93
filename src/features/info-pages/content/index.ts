import type { StaticDocument } from '../../legal';
import { DELIVERY_PAGE } from './delivery';
import { LOYALTY_PAGE } from './loyalty';
import { PAYMENT_PAGE } from './payment';
import { RETURN_PAGE } from './return';

export { DELIVERY_PAGE, LOYALTY_PAGE, PAYMENT_PAGE, RETURN_PAGE };

export type InfoPageSlug = 'dostavka' | 'loyalty' | 'payment' | 'return';

export const INFO_PAGE_SLUGS: readonly InfoPageSlug[] = ['dostavka', 'loyalty', 'payment', 'return'];

/** Information pages keyed by slug; the slug is also the route (/dostavka, /loyalty, /payment, /return). */
export const INFO_PAGES: Readonly<Record<InfoPageSlug, StaticDocument>> = {
  dostavka: DELIVERY_PAGE,
  loyalty: LOYALTY_PAGE,
  payment: PAYMENT_PAGE,
  return: RETURN_PAGE,
};

export function isInfoPageSlug(value: string): value is InfoPageSlug {
  return (INFO_PAGE_SLUGS as readonly string[]).includes(value);
}

export function findInfoPage(slug: string): StaticDocument | undefined {
  return isInfoPageSlug(slug) ? INFO_PAGES[slug] : undefined;
}
