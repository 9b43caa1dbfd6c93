import type { DeliveryZone } from '../../../domain/contract/delivery';
import { zoneDeliveryFee } from '../../../domain/delivery';
import { addKopecks, formatMoney, type Kopecks } from '../../../domain/money';

interface Props {
  /** What is left to pay for the goods, after discounts and points. */
  goods: Kopecks;
  /** The goods before points: what the zone's free-delivery threshold is counted on, as the server does. */
  feeBase: Kopecks;
  /** The chosen delivery zone; null for pickup or before a zone is chosen. */
  zone: Pick<DeliveryZone, 'fee' | 'freeFrom'> | null;
  pickup: boolean;
  onReceipt: boolean;
}

/**
 * What the order comes to with delivery, from the same zone data as the
 * facts above. The server prices the order itself; this is what it will find.
 */
export function CheckoutTotals({ goods, feeBase, zone, pickup, onReceipt }: Props) {
  const fee = zone ? zoneDeliveryFee(feeBase, zone) : null;
  const total = fee === null ? goods : addKopecks(goods, fee);
  return (
    <dl className="cart__totals checkout__totals" data-floating-protected>
      <div>
        <dt>Товары</dt>
        <dd>{formatMoney(goods)}</dd>
      </div>
      <div>
        <dt>{pickup ? 'Самовывоз' : 'Доставка'}</dt>
        <dd data-delivery-fee>
          {pickup || fee === 0 ? 'бесплатно' : fee === null ? 'выберите район' : formatMoney(fee)}
        </dd>
      </div>
      <div className="cart__grand-total">
        <dt>{onReceipt ? 'К оплате при получении' : 'К оплате'}</dt>
        <dd data-checkout-total>{formatMoney(total)}</dd>
      </div>
    </dl>
  );
}
