import type { Product } from '../../../domain/contract/catalog';
import { formatMoney } from '../../../domain/money';
import { Picture } from '../../../shared/Picture';
import { CountStepper, type DisplayCart, useCart } from '../../cart';

interface Props {
  priced: DisplayCart;
  products: readonly Product[];
  onMenu: () => void;
  onCheckout: () => void;
}

/** The kiosk's cart: lines with −/+, the pricing engine's promotion and total, «Оформить». */
export function KioskCartScreen({ priced, products, onMenu, onCheckout }: Props) {
  const { actions } = useCart();
  const byId = new Map(products.map((product) => [product._id, product]));
  if (priced.lines.length === 0) {
    return (
      <section className="kiosk-screen kiosk-empty" data-kiosk-screen="cart">
        <h1>Корзина пуста</h1>
        <p>Выберите пироги в меню — мы испечём их с теплом.</p>
        <button type="button" className="kiosk-button kiosk-button--primary" onClick={onMenu}>
          В меню
        </button>
      </section>
    );
  }
  return (
    <section className="kiosk-screen kiosk-cart" data-kiosk-screen="cart" aria-labelledby="kiosk-cart-title">
      <h1 id="kiosk-cart-title">Ваш заказ</h1>
      <ul className="kiosk-cart__lines">
        {priced.lines.map((line) => {
          const product = byId.get(line._id);
          return (
            <li key={line._id} className="kiosk-cart__line" data-cart-line={line._id}>
              {product ? (
                <Picture picture={product.image} sizes="120px" className="kiosk-cart__picture" />
              ) : (
                <span className="kiosk-cart__picture" />
              )}
              <div className="kiosk-cart__info">
                <h2 className="kiosk-cart__name">{line.title}</h2>
                <p className="muted">{formatMoney(line.cost)} за шт.</p>
              </div>
              <CountStepper
                title={line.title}
                count={line.count}
                onDecrease={() => actions.decrease(line._id)}
                onIncrease={() => actions.increase(line._id)}
              />
              <p className="kiosk-cart__total">
                {line.total < line.sum && <s className="price__old">{formatMoney(line.sum)}</s>}{' '}
                <span className="price">{formatMoney(line.total)}</span>
              </p>
              <button
                type="button"
                className="kiosk-button kiosk-button--ghost kiosk-cart__remove"
                aria-label={`Удалить ${line.title}`}
                onClick={() => actions.remove(line._id)}
              >
                ×
              </button>
            </li>
          );
        })}
      </ul>
      <aside className="kiosk-cart__summary" aria-label="Итого">
        {!priced.promosChecked && <p role="status">Не удалось проверить акции: сумма показана без скидок по ним.</p>}
        {priced.promoReason && <p className="kiosk-cart__promo">{priced.promoReason}</p>}
        {priced.nudge && <p className="muted">{priced.nudge}</p>}
        {priced.discount > 0 && (
          <p>
            Скидка: <span data-kiosk-discount>−{formatMoney(priced.discount)}</span>
          </p>
        )}
        <p className="kiosk-cart__grand-total">
          Итого: <span data-kiosk-total>{formatMoney(priced.total)}</span>
        </p>
        <div className="kiosk-actions">
          <button type="button" className="kiosk-button kiosk-button--ghost" onClick={onMenu}>
            В меню
          </button>
          <button type="button" className="kiosk-button kiosk-button--primary" onClick={onCheckout}>
            Оформить
          </button>
        </div>
      </aside>
    </section>
  );
}
