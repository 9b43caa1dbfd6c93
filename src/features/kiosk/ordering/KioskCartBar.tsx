import { formatMoney, type Kopecks } from '../../../domain/money';

interface Props {
  units: number;
  total: Kopecks;
  onCart: () => void;
  onCheckout: () => void;
}

/** Always on screen under the menu: what is in the cart and its total after promotions, and the way on. */
export function KioskCartBar({ units, total, onCart, onCheckout }: Props) {
  return (
    <div className="kiosk-cart-bar" data-kiosk-cart-bar>
      <button type="button" className="kiosk-button kiosk-button--ghost kiosk-cart-bar__cart" onClick={onCart}>
        {'Корзина: '}
        <span data-kiosk-units={units}>{units}</span>
        {' шт. · '}
        <span data-kiosk-total>{formatMoney(total)}</span>
      </button>
      <button type="button" className="kiosk-button kiosk-button--primary" disabled={units === 0} onClick={onCheckout}>
        Оформить
      </button>
    </div>
  );
}
