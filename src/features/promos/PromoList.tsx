import { Link } from '@tanstack/react-router';
import type { Promo } from '../../domain/contract/promo';
import { type ListedProduct, ProductGrid } from '../catalog';
import { useNow } from '../shops';
import { describePromo, promoFinePrint, promoPeriod, visiblePromos } from './promo-rules';

interface Props {
  promos: readonly Promo[];
  /** The promos' products (others may be there too). */
  products: readonly ListedProduct[];
  /** The server's time of the render, so the first browser render matches it. */
  serverNow: number;
}

function PromoCard({
  promo,
  productsById,
  now,
}: {
  promo: Promo;
  productsById: Map<string, ListedProduct>;
  now: number;
}) {
  const products = promo.items.flatMap((item) => {
    const product = productsById.get(item._id);
    return product ? [product] : [];
  });
  const titleId = `promo-${promo._id}-title`;
  const finePrint = promoFinePrint(promo);
  const started = Date.parse(promo.dateTimeFrom) <= now;
  return (
    <section className="promo" id={`promo-${promo._id}`} aria-labelledby={titleId}>
      <header className="promo__header">
        <p className={started ? 'promo__period' : 'promo__period promo__period--soon'}>
          <span className="visually-hidden">{started ? 'Действует ' : 'Будет действовать '}</span>
          {promoPeriod(promo, now)}
        </p>
        <h2 id={titleId} className="promo__title">
          {promo.title ?? 'Акция'}
        </h2>
        <p className="promo__rule">{describePromo(promo, productsById)}</p>
        {finePrint && <p className="promo__fine-print">{finePrint}</p>}
      </header>
      {products.length > 0 && (
        <div className="promo__products">
          <h3 className="promo__products-title">
            Товары акции <span className="promo__count">{products.length}</span>
          </h3>
          <ProductGrid products={products} />
        </div>
      )}
    </section>
  );
}

/** The promotions page body: every promo still running, with its rules and products. */
export function PromoList({ promos, products, serverNow }: Props) {
  const now = useNow(serverNow);
  const visible = visiblePromos(promos, now);
  const productsById = new Map(products.map((product) => [product._id, product]));

  if (visible.length === 0) {
    return (
      <div className="empty-state">
        <p>Сейчас акций нет — загляните позже.</p>
        <p>
          <Link to="/" className="button button--primary">
            В каталог
          </Link>
        </p>
      </div>
    );
  }

  return (
    <>
      <p className="promos__lead">
        Скидка применяется в корзине сама, как только заказ подходит под условия. Одновременно действует одна акция —
        самая выгодная для вас.
      </p>
      {visible.length > 1 && (
        <nav className="promos__nav" aria-label="Акции на странице">
          <ul>
            {visible.map((promo) => (
              <li key={promo._id}>
                <a href={`#promo-${promo._id}`}>{promo.title ?? 'Акция'}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className="promos">
        {visible.map((promo) => (
          <PromoCard key={promo._id} promo={promo} productsById={productsById} now={now} />
        ))}
      </div>
    </>
  );
}
