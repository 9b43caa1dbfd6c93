import type { DeliveryZone } from '../../domain/contract/delivery';
import { freeDeliveryShortfall, lowestFreeFrom, sameFreeFromEverywhere } from '../../domain/delivery';
import { formatMoney, type Kopecks } from '../../domain/money';

/**
 * The cart's line about free delivery, from the same zones as /dostavka:
 * how much is missing, or that delivery is free. `goods` is what the threshold
 * counts: the goods after promotions, without delivery.
 */
export function FreeDeliveryNote({ goods, zones }: { goods: Kopecks; zones: readonly DeliveryZone[] }) {
  const threshold = lowestFreeFrom(zones);
  const shortfall = freeDeliveryShortfall(goods, zones);
  if (threshold === null || shortfall === null) return null;
  const everywhere = sameFreeFromEverywhere(zones);
  const where = everywhere ? 'по Минску' : 'в части районов Минска';
  return (
    <p className="cart__delivery" data-free-from={threshold}>
      {shortfall > 0
        ? `До бесплатной доставки ${where} — ещё ${formatMoney(shortfall)} (бесплатно от ${formatMoney(threshold)})`
        : `Доставка ${where} — бесплатно (от ${formatMoney(threshold)})`}
    </p>
  );
}
