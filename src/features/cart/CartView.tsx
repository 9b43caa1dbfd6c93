import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { DeliveryZone } from '../../domain/contract/delivery';
import type { Promo } from '../../domain/contract/promo';
import { pointsToKopecks } from '../../domain/loyalty';
import { formatMoney } from '../../domain/money';
import { FreeDeliveryNote } from '../delivery';
import { confirmToast } from '../toasts';
import { CartLineItem } from './CartLineItem';
import { useCartView } from './cart.context';
import type { CartCatalogProduct } from './cart-catalog';
import { type DisplayCart, priceForDisplay } from './cart-pricing';

interface Props {
  products: readonly CartCatalogProduct[];
  promos: readonly Promo[];
  /** Delivery zones of `GET /api/delivery/options`: the free-delivery threshold the cart states. */
  deliveryZones: readonly DeliveryZone[];
  now: Date;
  /** Under the totals: what leads on to ordering (the checkout feature's button). */
  summaryAction?: ReactNode;
  /** Beside the lines: the checkout panel, given the cart as priced here. */
  checkout?: (priced: DisplayCart) => ReactNode;
}

/** The cart page: lines, totals from the pricing engine, the applied promo and the nudge. */
export function CartView({ products, promos, deliveryZones, now, summaryAction, checkout }: Props) {
  const { snapshot: cart, actions, loaded } = useCartView();
  const byId = new Map(products.map((product) => [product._id, product]));

  if (!loaded) return <p className="muted">Загружаем корзину…</p>;
  if (cart.cartData.length === 0) {
    return (
      <section className="empty-state">
        <p>В корзине пока пусто. Выберите пироги в каталоге — мы испечём их с теплом.</p>
        <Link to="/" className="button button--primary">
          В каталог
        </Link>
      </section>
    );
  }

  const priced = priceForDisplay(cart.cartData, promos, now, products, cart.bonusValue);
  return (
    <div className="cart">
      <ul className="cart__lines">
        {priced.lines.map((line) => {
          return (
            <CartLineItem
              key={line._id}
              line={line}
              product={byId.get(line._id)}
              block="cart-line"
              pictureSizes="96px"
              removeClassName="icon-button"
            />
          );
        })}
      </ul>
      <aside className="cart__summary card" aria-label="Итого">
        {!priced.promosChecked && (
          <p className="cart__unchecked" role="status">
            Не удалось проверить акции: сумма показана без скидок по ним.
          </p>
        )}
        {priced.promoReason && <p className="cart__promo">{priced.promoReason}</p>}
        {priced.nudge && <p className="cart__nudge">{priced.nudge}</p>}
        {/* The floating buttons never rest on the totals (features/floating/protected.ts). */}
        <dl className="cart__totals" data-floating-protected>
          <div>
            <dt>Сумма</dt>
            <dd>{formatMoney(priced.sum)}</dd>
          </div>
          {priced.discount > 0 && (
            <div>
              <dt>Скидка</dt>
              <dd>−{formatMoney(priced.discount)}</dd>
            </div>
          )}
          {priced.bonusApplied > 0 && (
            <div data-bonus-applied>
              <dt>Баллами</dt>
              <dd>−{formatMoney(pointsToKopecks(priced.bonusApplied))}</dd>
            </div>
          )}
          <div className="cart__grand-total">
            <dt>Итого</dt>
            <dd>{formatMoney(priced.total)}</dd>
          </div>
        </dl>
        {/* Free delivery is counted on the goods before points, as the server counts it. */}
        <FreeDeliveryNote goods={priced.beforePoints} zones={deliveryZones} />
        {summaryAction}
        <button
          type="button"
          className="button button--ghost"
          onClick={async () => {
            if (await confirmToast('Очистить корзину?')) actions.clear();
          }}
        >
          Очистить корзину
        </button>
      </aside>
      {checkout?.(priced)}
    </div>
  );
}
