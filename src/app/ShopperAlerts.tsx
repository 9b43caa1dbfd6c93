import { AlertsWhenIdle } from '../features/alerts';
import { useCartView } from '../features/cart';

/**
 * The alerts modal for a shopper: everyone's alerts, and a shop's own ones
 * (issue 29: a manager's «closed today») once the shopper has chosen that
 * shop for pickup, the one choice of a shop this device keeps.
 */
export function ShopperAlerts() {
  const { snapshot, loaded } = useCartView();
  const pickupShop = loaded && snapshot.deliveryMethod === 'pickup' ? snapshot.point : null;
  return <AlertsWhenIdle shopId={pickupShop} />;
}
