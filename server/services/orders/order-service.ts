import type { Executor } from '../../db/transaction';
import type { PaymentGateway } from '../../payments/gateway';
import type { UserEvents } from '../../realtime/user-events';
import type { QuoteCatalog } from '../quote';
import type { PricingSource } from './price-order';
import type { SettleContext } from './settle';

/**
 * What the order services need (placing, card payments, the status check):
 * a module of its own, so the services that use it never import each other
 * for a type.
 */
export interface OrderServiceOptions {
  db: Executor;
  catalog: QuoteCatalog;
  /**
   * Where an order finds its zone or shop, the slot settings and the stop-list: the read model in the app (kept
   * current by the invalidation bus, like the prices), the database when absent. Slot capacity is claimed in the
   * database either way.
   */
  places?: PricingSource | undefined;
  /** Absent when the app runs without a card gateway: card orders are then refused before anything is written. */
  gateway: PaymentGateway | undefined;
  /** Where the bank's page sends the shopper back, and the gateway its notifications. */
  publicUrl: string;
  /** A card order not paid within this many minutes expires. */
  paymentExpiryMinutes: number;
  log: SettleContext['log'];
  /** Told after every commit that changes a user's points, cards or orders. */
  userEvents?: UserEvents | undefined;
  /** Told after the commit when an order reaches its shop's board (issue 26). */
  orderListeners?: SettleContext['orderListeners'];
}
