import type { CartItem } from '../../src/domain/contract/cart';
import type { QuoteAnswer, QuoteBody } from '../../src/domain/contract/quote';
import { type Kopecks, kopecks, subtractKopecks } from '../../src/domain/money';
import { priceCart, selectPromo } from '../../src/domain/pricing/index';
import type { ProductsRepository } from '../repositories/products';
import type { PromosRepository } from '../repositories/promos';

export type QuoteCatalog = Pick<ProductsRepository, 'findForSync'> & Pick<PromosRepository, 'listActivePromos'>;

/**
 * Prices a cart on the server with the shared engine: prices come from the
 * catalogue and the best active promotion is chosen here, so a total sent by a
 * client is never trusted. Checkout will accept orders through this quote.
 */
export async function quoteCart(
  body: QuoteBody,
  catalog: QuoteCatalog,
  now: Date,
  bonusValue = 0,
): Promise<QuoteAnswer & { bonusApplied: Kopecks }> {
  const counts = new Map<string, number>();
  for (const line of body.items) counts.set(line._id, (counts.get(line._id) ?? 0) + line.count);
  const [entries, promos] = await Promise.all([catalog.findForSync([...counts.keys()]), catalog.listActivePromos(now)]);

  const items: CartItem[] = [];
  const unavailable: string[] = [];
  for (const [id, count] of counts) {
    const entry = entries.get(id);
    if (!entry || entry.withdrawn) {
      unavailable.push(id);
      continue;
    }
    const { product } = entry;
    items.push({ _id: product._id, title: product.title, cost: product.cost, discount: product.discount, count });
  }

  const promo = items.length > 0 ? selectPromo({ items, promos, now }) : null;
  // Points are the engine's to apply (SPEC §9: not with a promotion, instead of line discounts).
  const priced = priceCart({ items, promo, now, bonusValue });
  const bonusApplied = kopecks(priced.bonusApplied);
  return {
    items,
    lines: priced.lines,
    sum: priced.sum,
    // The discount proper; the points are reported apart, and `total` is what is left to pay for the goods.
    discount: subtractKopecks(priced.discount, bonusApplied),
    total: priced.total,
    bonusApplied,
    promo: priced.discount > 0 ? priced.promoApplied : null,
    unavailable,
  };
}
