import type { PaymentAnswer } from '../../../src/domain/contract/checkout';
import type { OrderRow } from '../../repositories/orders';
import { openCheckout } from './checkout';
import type { OrderServiceOptions } from './order-service';
import { chargeSavedCard } from './saved-card';

/**
 * The one way a card payment starts for an order just written, whichever path
 * placed it (a guest, a signed-in shopper, a kiosk): a saved card is charged
 * server to server, any other order gets the bank's checkout page.
 */
export function startCardPayment(service: OrderServiceOptions, order: OrderRow, now: Date): Promise<PaymentAnswer> {
  return order.savedCardId ? chargeSavedCard(service, order, now) : openCheckout(service, order, now);
}
