import type { Product } from '../../../domain/contract/catalog';
import { formatMoney } from '../../../domain/money';
import { CartLineItem, type DisplayCart } from '../../cart';

interface Props {
  priced: DisplayCart;
  products: readonly Product[];
  onMenu: () => void;
  onCheckout: () => void;
}

/** The kiosk's cart: lines with −/+, the pricing engine's promotion and total, «Оформить». */
export function KioskCartScreen({ priced, products, onMenu, onCheckout }: Props) {
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
        {priced.lines.map((line) => (
          <CartLineItem
            key={line._id}
            line={line}
            product={byId.get(line._id)}
            block="kiosk-cart-line"
            pictureSizes="120px"
            removeClassName="kiosk-button kiosk-button--ghost"
          />
        ))}
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
